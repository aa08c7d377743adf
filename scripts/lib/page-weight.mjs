import { gzipSync } from 'node:zlib'

/**
 * Strings that only the site's own client islands contain (header, page effects, admin bar,
 * opening status). A script holding one of them counts as the site's behaviour JavaScript; the
 * rest is React, Next.js and their runtime.
 */
export const SITE_CODE_MARKERS = [
  'data-submenu-toggle',
  'data-sticky-sidebar',
  'data-fh-dot',
  'Nach oben scrollen',
  'Redaktionsleiste',
  'Jetzt geöffnet',
]

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
  let siteJsBytes = 0
  for (const src of unique) {
    const script = Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer())
    const bytes = gzipSync(script).length
    jsBytes += bytes
    const text = script.toString('utf8')
    if (SITE_CODE_MARKERS.some((marker) => text.includes(marker))) siteJsBytes += bytes
  }
  return { path, htmlBytes: gzipSync(html).length, jsBytes, siteJsBytes, scripts: unique.length }
}

/**
 * Budgets per page, gzip. JavaScript: ≤ 150 KiB on first load, of which the site's own behaviours
 * (menus, scrolling, admin bar) take at most 20 KiB.
 */
export const BUDGETS = {
  htmlBytes: 30 * 1024,
  jsBytes: 150 * 1024,
  siteJsBytes: 20 * 1024,
  /** The contact form's behaviour, loaded only when a form comes into view. */
  lazyFormJsBytes: 8 * 1024,
}
