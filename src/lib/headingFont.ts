import { BREAKPOINTS } from './design-tokens'

/**
 * The heading face on a phone's first page (docs/performance.md, „The first paint“).
 *
 * It is `font-display: optional`: used only if it arrives within about 100 ms of its first use.
 * On a phone's first page that almost never happens, so fetching it then only took bandwidth
 * from the page's main picture. There the headings start in the fallback; once the page is
 * drawn, the loader fetches the face into the cache, and the next page of the visit (reached
 * from this site, so its referrer is ours) uses it at once. A wide screen uses it from the start,
 * as does any page after the first. Nothing is stored in the browser but the HTTP cache.
 */

/** The family next/font gives the heading face: the name of its variable in fonts.ts. */
export const HEADING_FONT_FAMILY = 'headingFont'
export const HEADING_FONT_ATTRIBUTE = 'data-heading-font'

/** Runs in the body's first bytes, before anything is drawn. */
export const HEADING_FONT_SCRIPT = `(function(){var d=document.documentElement,r;try{r=new URL(document.referrer).origin===location.origin}catch(e){r=false}if(r||matchMedia('(min-width:${BREAKPOINTS.small}px)').matches)d.setAttribute('${HEADING_FONT_ATTRIBUTE}','')})()`

/** After the first paint of a page that started without the face: fetch it for the next page. */
export function warmHeadingFont(): void {
  if (document.documentElement.hasAttribute(HEADING_FONT_ATTRIBUTE) || !('fonts' in document))
    return
  document.fonts.load(`600 1em ${HEADING_FONT_FAMILY}`).catch(() => undefined)
}
