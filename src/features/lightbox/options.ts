/** Animation speeds the owner chooses between (docs/spec.md, lightbox site settings). */
export const ANIMATION_SPEEDS = { fast: 100, normal: 400, slow: 800 } as const
export type AnimationSpeed = keyof typeof ANIMATION_SPEEDS

/** What the lightbox island reads from its root's `data-settings` (Lightbox.tsx writes it). */
export type LightboxOptions = {
  skin: 'metro-white' | 'metro-black'
  overlayOpacity: number
  slideshow: { autoplay: boolean; speed: number }
  showTitle: boolean
  showDescription: boolean
  arrows: boolean
  social: boolean
  deeplinking: boolean
  postImages: boolean
  thumbnails: boolean
  /** Where the thumbnails run: beside the picture (vertical, the spec's) or below it. */
  path: 'vertical' | 'horizontal'
  /** ms for switching items, from the owner's fast/normal/slow. */
  animation: number
  minScale: number
  maxScale: number
  /** Distance of the previous/next buttons from the edges (px). */
  offset: number
  video: { width: number; height: number }
  /** Up to this viewport width the lightbox uses its phone layout (edge-to-edge, no thumbnails). */
  mobileMaxWidth: number
  privacyPath: string
  /** Shown in place of a picture that does not load; the owner may word it (settings). */
  imageError: string
  /** Player addresses (privacy-enhanced hosts) for videos from YouTube and Vimeo. */
  players: { youtube: string; vimeo: string }
}

/** The spec's defaults (docs/spec.md, lightbox site settings and defaults). */
export const LIGHTBOX_DEFAULTS = {
  skin: 'metro-white',
  overlayOpacity: 0.9,
  slideshowAutoplay: false,
  slideshowSpeed: 5000,
  showTitle: true,
  showDescription: true,
  arrows: true,
  social: true,
  deeplinking: true,
  postImages: true,
  thumbnails: true,
  path: 'vertical',
  animationSpeed: 'normal' as AnimationSpeed,
  minScale: 0.075,
  maxScale: 1,
  offset: 45,
  videoWidth: 1280,
  videoHeight: 720,
  mobileMaxWidth: 980,
  imageError: 'Beim Laden des Bildes ist ein Fehler aufgetreten.',
} as const

/** Fixed by the spec, not settings: */
export const LIGHTBOX_TIMING = {
  /** Controls hide after this long without mouse movement. */
  controlsHideMs: 3000,
  showHideMs: 300,
  /** docs/spec.md §9: at the „normal“ animation speed; the owner's speed scales the three. */
  switchMs: 500,
  repositionMs: 200,
  fadeMs: 200,
  /** Thumbnails are at most this size. */
  thumbnail: { width: 120, height: 80 },
  /** Social share popup size. */
  sharePopup: { width: 640, height: 360 },
} as const

/**
 * The switch, reposition and fade durations for the owner's animation speed: the spec's values
 * at „normal“ (400 ms), shorter or longer in proportion at „fast“ and „slow“.
 */
export function lightboxDurations(animation: number) {
  const scale = animation / ANIMATION_SPEEDS.normal
  return {
    switch: Math.round(LIGHTBOX_TIMING.switchMs * scale),
    reposition: Math.round(LIGHTBOX_TIMING.repositionMs * scale),
    fade: Math.round(LIGHTBOX_TIMING.fadeMs * scale),
  }
}
