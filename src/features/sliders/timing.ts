/** The spec's slider timings (docs/spec.md, sliders). */
export const SLIDER_DEFAULTS = {
  image: { interval: 7000, speed: 600 },
  elastic: { interval: 3000, speed: 800, thumbnailWidth: 150 },
} as const
