// Lighthouse for `npm run bench` (mobile defaults: Moto G Power, 4x CPU slowdown, slow 4G),
// in Debian's Chromium with the flags this machine needs.
import { gzipSync } from 'node:zlib'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const LIGHTHOUSE_RUNS = 3
const LIGHTHOUSE_RETRIES = 2
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Lighthouse three times; the run with the median performance score, as Lighthouse advises. A run
 * Lighthouse could not score (its `runtimeError`, or a metric it could not measure) is not a score
 * of 0: it is recorded with its reason and run again, at most LIGHTHOUSE_RETRIES times.
 */
export async function medianAudit(base, page) {
  const runs = []
  const unscored = []
  while (runs.length < LIGHTHOUSE_RUNS && unscored.length <= LIGHTHOUSE_RETRIES) {
    const result = await audit(base, page)
    if (result.unscored) unscored.push(result.unscored)
    else runs.push(result)
  }
  if (runs.length === 0) throw new Error(`Lighthouse could not score ${page}: ${unscored[0]}`)
  runs.sort((a, b) => a.performance - b.performance || a.lcpMs - b.lcpMs)
  return { ...runs[Math.floor(runs.length / 2)], runs: runs.map((r) => r.performance), unscored }
}

async function audit(base, page) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  try {
    const { lhr } = await lighthouse(base + page, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
    })
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const metric = (id) => lhr.audits[id]?.numericValue
    const reason = unscoredReason(lhr)
    if (reason) return { unscored: reason }
    return {
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(metric('largest-contentful-paint')),
      fcpMs: Math.round(metric('first-contentful-paint')),
      tbtMs: Math.round(metric('total-blocking-time')),
      cls: Number(metric('cumulative-layout-shift')?.toFixed(3)),
      totalBytes: metric('total-byte-weight'),
      jsBytes: await scriptBytes(lhr),
      lcpElement: lcpElement(lhr),
      // Lighthouse's measure of this machine's speed at the time (higher is faster): TBT and
      // LCP scale with it, so figures of runs with very different indices do not compare.
      benchmarkIndex: lhr.environment?.benchmarkIndex,
      failedAudits: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    }
  } finally {
    await chrome.kill()
  }
}

/** Why Lighthouse gave no performance score (null, which would read as 0), if it gave none. */
function unscoredReason(lhr) {
  if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
  if (lhr.categories.performance?.score != null) return undefined
  const failed = Object.values(lhr.audits).find((audit) => audit.errorMessage)
  return failed ? `${failed.id}: ${failed.errorMessage}` : 'no performance score'
}

/** gzip bytes of every script the page fetched during the Lighthouse run (no interaction). */
async function scriptBytes(lhr) {
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  )
  let bytes = 0
  for (const { url } of scripts) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer())
    bytes += gzipSync(body).length
  }
  return bytes
}

/** What the largest contentful paint was: the element's selector, as Lighthouse names it. */
function lcpElement(lhr) {
  const items = lhr.audits['largest-contentful-paint-element']?.details?.items ?? []
  const node = items.flatMap((item) => item.items ?? [item]).find((item) => item.node)?.node
  return node ? `${node.selector ?? ''} ${node.snippet?.slice(0, 80) ?? ''}`.trim() : undefined
}
