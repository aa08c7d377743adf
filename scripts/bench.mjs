#!/usr/bin/env node
// `npm run bench`: builds, serves the demo on a fresh database and measures it: Lighthouse (mobile
// defaults, median of 3 runs) per demo page, shop, search, booking, events and account page, with
// LCP against 1.5 s; gzip bytes of HTML and of the JavaScript fetched before any interaction per
// page, each island's chunk, throughput of / and /kontakt beside nginx serving the same bytes of /
// (same client, same run), the latency of a valid contact form submission; a form flood with
// GET / and health polled meanwhile, floods of unknown addresses and distinct searches, a crowd of
// 500 on /, and the server's memory after start, the floods and the crowd; throughput of / through
// nginx with one and two instances (scale-out, PostgreSQL), with each of the two instances' memory
// after the floods; live search over 10,000 generated German documents
// (the endpoint's time per query, index build and memory, /suche throughput for repeated and for
// distinct queries); booking and backup figures. Prints tables and writes
// bench/results/latest.json, the run before kept as previous.json beside it. A benchmark, not a
// test: it fails only when it cannot measure. Run it on a quiet machine.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import autocannon from 'autocannon'

import { scaleOutFigures } from './bench-scale-out.mjs'
import { buildNeeded } from './build-needed.mjs'
import {
  BOOKING_DEMO_PATHS,
  DEMO_PATHS,
  demoServerEnv,
  EVENT_DEMO_PATHS,
  NEWS_DEMO_PATHS,
  SHOP_DEMO_PATHS,
} from './lib/demo.mjs'
import { serveWithNginx } from './lib/nginx.mjs'
import { runSteady } from './bench-steady.mjs'
import { cachedRate, reportCachedRate } from './lib/cached-rate.mjs'
import { reportSteady } from './lib/steady-bench.mjs'
import { formLatency } from './lib/form-latency.mjs'
import { medianAudit } from './lib/lighthouse-bench.mjs'
import { BUDGETS, pageWeight } from './lib/page-weight.mjs'
import { tsxFigures } from './lib/node-flags.mjs'
import { checkPrerequisites } from './lib/prerequisites.mjs'
import { pressureFigures } from './lib/pressure-bench.mjs'
import { indexCorpus, searchEngineFigures, searchPageLoad } from './lib/search-bench.mjs'
import { run } from './run.mjs'

const PORT = 3300
const BASE = `http://127.0.0.1:${PORT}`
// The cacheable shop pages too (cart and checkout are per visitor, an empty one here), the search
// with a query, booking, events and the account's login.
const PAGES = [
  ...DEMO_PATHS,
  ...SHOP_DEMO_PATHS.slice(0, 2),
  '/suche?q=Balayage',
  ...BOOKING_DEMO_PATHS,
  ...EVENT_DEMO_PATHS,
  ...NEWS_DEMO_PATHS,
  '/mein-konto',
]
/** Issue 32: largest contentful paint per page on Lighthouse's phone. */
const LCP_TARGET_MS = 1500
const METRICS_TOKEN = 'bench-metrics-token-0123456789'
const THROUGHPUT_PAGES = ['/', '/kontakt']
const NGINX_PORT = 3390
const MINIMAL_PORT = 3392
const dir = path.resolve('data/bench')
/** Where the server writes its page files for nginx in front (issue 62). */
const PAGE_FILES = path.join(dir, 'page-cache')

process.env.NEXT_TELEMETRY_DISABLED = '1'
await checkPrerequisites('npm run bench')
if (buildNeeded()) await run(process.execPath, ['scripts/build.mjs'])

fs.rmSync(dir, { recursive: true, force: true })
fs.mkdirSync(dir, { recursive: true })
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  // The default limits, so the flood meets them; the form latency run sends each form as another
  // visitor (X-Forwarded-For from the loopback, which is trusted here).
  env: demoServerEnv({
    port: PORT,
    dir,
    extra: { TRUSTED_PROXIES: '127.0.0.1', METRICS_TOKEN, PAGE_CACHE_DIR: PAGE_FILES },
  }),
})
const stop = () => server.exitCode === null && server.kill('SIGTERM')
process.on('exit', stop)

try {
  await waitForHealth()
  // Every page once, so the measurements see the cached pages visitors get.
  for (const page of PAGES) await fetch(BASE + page)

  const lighthouseResults = []
  for (const page of PAGES) lighthouseResults.push(await medianAudit(BASE, page))

  const weights = []
  for (const [i, page] of PAGES.entries()) {
    const { htmlBytes } = await pageWeight(BASE, page)
    weights.push({ path: page, htmlBytes, jsBytes: lighthouseResults[i].jsBytes })
  }
  const islands = JSON.parse(fs.readFileSync('public/islands/manifest.json', 'utf8')).islands

  const throughput = []
  for (const page of THROUGHPUT_PAGES) throughput.push(await load(BASE + page, page))
  const reference = await nginxReference()
  // Issue 43: / against a minimal Node server and nginx (gzip_static) with the same bytes.
  const cachedPage = await orError('cached rate', () =>
    cachedRate({
      base: BASE,
      ports: [MINIMAL_PORT, NGINX_PORT + 1, NGINX_PORT + 3],
      dir,
      pageCacheDir: PAGE_FILES,
    }),
  )

  const contactForm = await formLatency(BASE)
  // Floods and a crowd, with the server's memory after start, the floods and the crowd.
  const pressure = await pressureFigures(BASE, server.pid, METRICS_TOKEN)

  // Last: it adds 10,000 pages to this server's database.
  const search = await orError('search', async () => ({
    engine: searchEngineFigures(),
    documents: await indexCorpus(path.join(dir, 'demo.db'), BASE),
    pages: await searchPageLoad(BASE),
  }))
  // Two more servers behind nginx on PostgreSQL, Redis and an S3 stand-in, then one.
  const scaleOut = await orError('scale-out', scaleOutFigures)
  // Targets (issue 28): a day's free times p95 ≤ 20 ms, 60 days for „Egal“ ≤ 150 ms, of 50
  // simultaneous bookings of one time exactly 1 booked, 49 refused, no 5xx.
  // scripts/bench-booking.ts, no network: free times of a day, 60 days, 50 simultaneous bookings.
  const booking = await orError('booking', () =>
    tsxFigures('scripts/bench-booking.ts', { env: { NODE_ENV: 'test' } }),
  )
  // Issue 31 (scripts/bench-backup.ts): archive size, backup and restore time of a generated
  // salon (10,000 submissions, 2,000 orders, 500 pictures) on SQLite and PostgreSQL.
  const backup = await orError('backup', () =>
    tsxFigures('scripts/bench-backup.ts', { env: { NODE_ENV: 'test' } }),
  )

  // Issue 46: the two real WordPress exports into a fresh demo site on SQLite and PostgreSQL.
  const wordpressImport = await orError('wordpressImport', () =>
    tsxFigures('scripts/import-real-exports.mjs', {}),
  )
  // Issue 46: a synthetic 100 MB export read in both passes, with the peak memory.
  const wordpressMemory = await orError('wordpressMemory', () =>
    tsxFigures('scripts/bench-wordpress-memory.ts', {}),
  )

  // Issue 62: a fresh server's cached rate, then after ten minutes of mixed traffic, with memory.
  const steady = await orError('steady', () => runSteady({ soakMinutes: 10 }))

  const results = {
    date: new Date().toISOString(),
    node: process.version,
    machine: { cpus: (await import('node:os')).cpus().length },
    budgets: BUDGETS,
    lighthouse: lighthouseResults,
    weights,
    islands,
    throughput,
    reference,
    cachedPage,
    contactForm,
    pressure,
    search,
    scaleOut,
    booking,
    backup,
    wordpressImport,
    wordpressMemory,
    steady,
  }
  fs.mkdirSync('bench/results', { recursive: true })
  const latest = 'bench/results/latest.json'
  // The run before stays beside this one, so every figure can be compared with it.
  if (fs.existsSync(latest)) fs.copyFileSync(latest, 'bench/results/previous.json')
  fs.writeFileSync(latest, `${JSON.stringify(results, null, 2)}\n`)
  report(results, readPrevious())
} finally {
  stop()
}

async function waitForHealth() {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`)
    await sleep(500)
  }
  throw new Error('server did not become healthy')
}

/** The same bytes of / from nginx, with the same client; our req/s as a ratio of nginx's. */
async function nginxReference() {
  const body = Buffer.from(
    await (await fetch(`${BASE}/`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
  )
  const stopNginx = await serveWithNginx({ body, port: NGINX_PORT, dir: path.join(dir, 'nginx') })
  try {
    const nginx = await load(`http://127.0.0.1:${NGINX_PORT}/`, '/ (nginx)')
    const ours = await load(`${BASE}/`, '/')
    return {
      bytes: body.length,
      nginx,
      ours,
      ratio: Number((ours.requestsPerSecond / nginx.requestsPerSecond).toFixed(2)),
    }
  } finally {
    stopNginx()
  }
}

async function load(url, page) {
  const result = await autocannon({ url, connections: 20, duration: 15 })
  return {
    page,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  }
}

function readPrevious() {
  try {
    return JSON.parse(fs.readFileSync('bench/results/previous.json', 'utf8'))
  } catch {
    return null
  }
}

/**
 * A later part that fails (search, scale-out, booking, backup) is recorded with its error, and
 * the figures of the parts before it (half an hour of them) are still written.
 */
async function orError(name, measure) {
  try {
    return await measure()
  } catch (error) {
    const message = String(error?.message ?? error).split('\n')[0]
    console.error(`Bench part "${name}" failed (exit code ${error?.status ?? '?'}): ${message}`)
    return { error: message, exitCode: error?.status ?? null }
  }
}

function report(
  {
    lighthouse: audits,
    weights,
    islands,
    throughput,
    reference,
    cachedPage,
    contactForm,
    pressure,
    search,
    scaleOut,
    booking,
    backup,
    steady,
  },
  previous,
) {
  const before = (page) => previous?.lighthouse?.find((a) => a.page === page)
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`
  console.log('\nLighthouse (mobile) and bytes per page (gzip)')
  console.table(
    audits.map((a, i) => ({
      page: a.page,
      perf: a.performance,
      a11y: a.accessibility,
      'best pr.': a.bestPractices,
      seo: a.seo,
      // Runs Lighthouse could not score are run again; their count shows as "+n".
      runs: a.runs.join('/') + (a.unscored?.length ? ` +${a.unscored.length}` : ''),
      'LCP ms': a.lcpMs,
      [`≤ ${LCP_TARGET_MS}`]: a.lcpMs <= LCP_TARGET_MS ? 'yes' : 'NO',
      'before: perf/LCP': before(a.page)
        ? `${before(a.page).performance}/${before(a.page).lcpMs}`
        : '–',
      'TBT ms': a.tbtMs,
      CLS: a.cls,
      HTML: kib(weights[i].htmlBytes),
      'JS at load': kib(weights[i].jsBytes),
    })),
  )
  console.log('Island chunks (own chunk, gzip)')
  console.table(
    Object.entries(islands).map(([name, { file, gzipBytes }]) => ({
      name,
      file,
      gzip: kib(gzipBytes),
    })),
  )
  console.log('Throughput (autocannon, 20 connections, 15 s)')
  console.table(throughput)
  console.log(`Same bytes of / (${kib(reference.bytes)}) from nginx and from us`)
  console.table([reference.nginx, reference.ours])
  console.log(`Ratio ours / nginx: ${reference.ratio}`)
  reportCachedRate(cachedPage, previous?.cachedPage)
  if (steady) reportSteady(steady)
  console.log('Contact form: a valid submission to the outbox, sequential')
  console.table([contactForm])
  console.log(
    'Form flood (targets: GET / p99 < 200 ms, health p99 < 100 ms), then other floods and a crowd',
  )
  console.table([pressure.flood])
  console.table([...pressure.floods, pressure.crowd])
  console.log(
    'Scanner flood (issue 43 targets: ≥ 1,000 req/s; meanwhile GET / median < 200 ms, max < 1 s; ≤ 512 MB after)',
  )
  console.table([pressure.floods[0]])
  console.log('Resident memory of the server, MB (target ≤ 512 after the floods)')
  console.table(pressure.memory)
  console.table([
    { run: 'this', ...pressure.rss },
    ...(previous?.pressure ? [{ run: 'previous', ...previous.pressure.rss }] : []),
  ])
  if (search.error) console.log(`Live search: failed: ${search.error}`)
  else {
    console.log(
      `Live search, ${search.engine.documents} German documents: the endpoint's own time per query (no network), index build and heap`,
    )
    console.table([search.engine])
  }
  console.log(
    '\nBooking (no network): a day’s free times and 60 days for „Egal“ (targets p95 ≤ 20 ms, ≤ 150 ms), 50 simultaneous bookings of one time',
  )
  console.table(booking)
  if (!search.error) {
    console.log(
      `/suche with ${search.documents} more pages indexed (autocannon, 50 connections, 15 s)`,
    )
    console.table(search.pages)
  }
  console.log(
    '/ through nginx with one and with two instances (autocannon, 20 connections, 15 s); with two, the form flood and unknown addresses through nginx, resident memory per instance (MB, target ≤ 512)',
  )
  console.table(scaleOut)
  console.log('Backup and restore of 10,000 submissions, 2,000 orders, 500 pictures')
  console.table(backup)
  console.log('Written to bench/results/latest.json')
}
