import { gzipSync } from 'node:zlib'

/**
 * Budgets per page, gzip. JavaScript fetched before any interaction (the island loader and the
 * islands a page needs at once or in view at load) is measured in a browser: e2e/budgets.spec.ts
 * and the bench.
 */
export const BUDGETS = {
  htmlBytes: 30 * 1024,
  /** Issue 32: 20 KiB on every page (measured 15.9 to 19.0 KiB when it was set). */
  jsBeforeInteractionBytes: 20 * 1024,
  /** The contact form's behaviour, loaded only when a form comes into view. */
  lazyFormJsBytes: 8 * 1024,
  /** The header search's suggestions, loaded on the first focus of the search field. */
  lazySearchJsBytes: 5 * 1024,
  /** The map's gate, loaded when a map comes into view (it only waits for consent). */
  lazyMapGateJsBytes: 1 * 1024,
  /** The interactive map (Leaflet with its styles), loaded only after consent or „Karte laden“. */
  lazyMapJsBytes: 50 * 1024,
  /**
   * The one file of the first load's islands (scripts/build-islands.mjs: the frame, the slider,
   * the lightbox's marks, …), which every page fetches: 13.7 KiB when it was set (issue 62).
   */
  firstLoadJsBytes: 16 * 1024,
  /** The lightbox itself (dialog, navigation, styles), loaded on the first click on an item. */
  lazyLightboxViewerJsBytes: 10 * 1024,
}

/** The gzip size of a page's HTML and the scripts it names. */
export async function pageWeight(baseUrl, path) {
  const response = await fetch(new URL(path, baseUrl), {
    headers: { 'accept-encoding': 'identity' },
  })
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`)
  const html = await response.text()
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1])
  return { path, htmlBytes: gzipSync(html).length, scripts }
}
