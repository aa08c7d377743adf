import { gzipSync } from 'node:zlib'

/** The gzip size of the HTML of a page and of the JavaScript it loads on first view. */
export async function pageWeight(baseUrl, path) {
  const response = await fetch(new URL(path, baseUrl))
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`)
  const html = await response.text()
  // nomodule scripts (legacy polyfills) are neither fetched nor run by current browsers.
  const scripts = [...html.matchAll(/<script([^>]*)>/g)]
    .map((match) => match[1])
    .filter((attributes) => !/\bnomodule\b/i.test(attributes))
    .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1])
    .filter(Boolean)
  const unique = [...new Set(scripts)]
  let jsBytes = 0
  for (const src of unique) {
    const script = await fetch(new URL(src, baseUrl))
    jsBytes += gzipSync(Buffer.from(await script.arrayBuffer())).length
  }
  return { path, htmlBytes: gzipSync(html).length, jsBytes, scripts: unique.length }
}

/** Budgets per page, gzip. JavaScript: the issue's ≤ 150 KiB on first load. */
export const BUDGETS = { htmlBytes: 30 * 1024, jsBytes: 150 * 1024 }
