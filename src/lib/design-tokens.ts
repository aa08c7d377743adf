/**
 * Layout constants of the product (docs/spec.md §9). CSS media queries cannot read custom
 * properties, so the stylesheets repeat these numbers; this module is their single reference.
 */
export const SITE_WIDTH = 1170
export const BREAKPOINTS = {
  small: 640,
  sidebar: 800,
  medium: 1024,
  content: 1050,
  sideHeader: 1170,
} as const
export const NAV_HEIGHT = 102
/** The sticky header's bar once the page has scrolled (spec: scrolled header height). */
export const SCROLLED_HEADER_HEIGHT = 65
/**
 * The whole shrunk sticky header: the 65 px bar and the header's 1 px line (the spec gives both
 * numbers for the same state). Anchors and sticky sidebars keep clear of this much.
 */
export const SHRUNK_STICKY_HEADER_HEIGHT = SCROLLED_HEADER_HEIGHT + 1
