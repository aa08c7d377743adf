/**
 * The web fonts on a phone's first page (docs/performance.md, „Fonts“).
 *
 * Both faces are `font-display: optional`: used only if they arrive within about 100 ms of their
 * first use. On a phone's first page that almost never happens, so fetching them then only took
 * bandwidth (46 KB) from the page's main picture. There the text starts in the metric-matched
 * fallbacks; once the page is drawn, the loader fetches the faces into the cache, and the next
 * page of the visit (reached from this site, so its referrer is ours) uses them at once. A wide
 * screen uses them from the start. Nothing is stored in the browser but the HTTP cache.
 */

/** The families next/font gives the faces (the names of their variables in fonts.ts), each
 * with a weight it has. */
const FACES = ['400 1em bodyFont', '600 1em headingFont']
export const WEB_FONTS_ATTRIBUTE = 'data-web-fonts'

/** After the first paint of a page that started without the faces: fetch them for the next. */
export function warmWebFonts(): void {
  if (document.documentElement.hasAttribute(WEB_FONTS_ATTRIBUTE) || !('fonts' in document)) return
  for (const face of FACES) document.fonts.load(face).catch(() => undefined)
}
