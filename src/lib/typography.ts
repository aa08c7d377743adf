import { SITE_WIDTH } from './design-tokens'

/** docs/spec.md §9: responsive typography for h1 to h6. */
export const TYPOGRAPHY = { sensitivity: 0.675, factor: 1.65 } as const

/** The largest size of each heading, reached at the site width (rem). */
export const HEADING_SIZES_REM = {
  h1: 3.25,
  h2: 2.375,
  h3: 1.5,
  h4: 1.25,
  h5: 1.125,
  h6: 1,
} as const

const round = (value: number) => Number(value.toFixed(3))

/**
 * A fluid font size as CSS: `sensitivity` is the share of the size that follows the window width
 * (full size at the site width), `factor` how much smaller it may get at most. The rem part keeps
 * text zoom working (WCAG 1.4.4); nothing is computed in the browser.
 */
export function fluidFontSize(maxRem: number, { sensitivity, factor } = TYPOGRAPHY): string {
  const min = Math.max(1, maxRem / factor)
  if (min >= maxRem) return `${maxRem}rem`
  const fixed = maxRem * (1 - sensitivity)
  const perViewport = (maxRem * 16 * sensitivity * 100) / SITE_WIDTH
  return `clamp(${round(min)}rem, ${round(fixed)}rem + ${round(perViewport)}vw, ${maxRem}rem)`
}
