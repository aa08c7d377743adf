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
export const SCROLLED_HEADER_HEIGHT = 65
