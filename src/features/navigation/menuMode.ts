import { SHRUNK_STICKY_HEADER_HEIGHT } from '@/lib/design-tokens'

/** docs/spec.md §9: timings of the responsive menu (the 200 ms menu animations live in CSS). */
export const RESIZE_DEBOUNCE_MS = 250
export const TRANSITION_SUPPRESSION_MS = 400
export const VERTICAL_HOVER_CLOSE_MS = 500
/** Desktop starts above the medium-screen width: the header is never sticky on tablets. */
export const DESKTOP_MIN_WIDTH = 1025

export type MenuMode = 'collapsed' | 'expanded'

/** At or below the breakpoint the menu collapses (docs/spec.md §2). */
export const modeFor = (width: number, breakpoint: number): MenuMode =>
  width <= breakpoint ? 'collapsed' : 'expanded'

/** The sticky header applies on desktop only, and only while the full menu is shown. */
export const stickyApplies = (width: number, mode: MenuMode): boolean =>
  mode === 'expanded' && width >= DESKTOP_MIN_WIDTH

/**
 * Runs in the HTML, right after the menu, before the first paint: the collapsed or expanded
 * layout is known before anything is drawn, so switching cannot shift the page. The breakpoint
 * comes from the settings, which CSS media queries cannot read. It also sets how much of the top
 * the sticky header will cover, so the page's islands can scroll to anchors before the header's
 * island has loaded. The width is asked as media queries, not `innerWidth`: reading that in the
 * middle of the HTML makes the browser lay out the half-parsed page first (25 ms on a fast
 * machine, four times that on Lighthouse's phone), before anything is drawn.
 */
export const MODE_SCRIPT = `(function(){var n=document.getElementById('main-nav'),h=document.getElementById('site-header');if(!n||!h)return;var q=function(m){return matchMedia(m).matches},c=q('(max-width:'+Number(n.getAttribute('data-breakpoint'))+'px)');var m=c?'collapsed':'expanded';n.setAttribute('data-mode',m);h.setAttribute('data-mode',m);n.setAttribute('data-expanded',String(!c));if(!c&&q('(min-width:${DESKTOP_MIN_WIDTH}px)')&&h.getAttribute('data-sticky-enabled')==='true')document.documentElement.style.setProperty('--sticky-header-offset','${SHRUNK_STICKY_HEADER_HEIGHT}px')})()`
