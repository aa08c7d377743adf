import { env } from '@/lib/env'
import { island } from '@/lib/islands'
import type { SiteSetting } from '@/payload-types'

import { ANIMATION_SPEEDS, LIGHTBOX_DEFAULTS as D, type LightboxOptions } from './options'

/** The owner's lightbox settings as the island reads them, the spec's defaults where unset. */
export function lightboxOptions(settings: SiteSetting, privacyPath: string): LightboxOptions {
  const own = settings.lightbox ?? {}
  const { youtube, vimeo } = env().embeds
  return {
    skin: own.skin ?? D.skin,
    overlayOpacity: own.overlayOpacity ?? D.overlayOpacity,
    slideshow: {
      autoplay: own.slideshowAutoplay ?? D.slideshowAutoplay,
      speed: own.slideshowSpeed ?? D.slideshowSpeed,
    },
    showTitle: own.showTitle ?? D.showTitle,
    showDescription: own.showDescription ?? D.showDescription,
    arrows: own.arrows ?? D.arrows,
    social: own.social ?? D.social,
    deeplinking: own.deeplinking ?? D.deeplinking,
    postImages: own.postImages ?? D.postImages,
    thumbnails: own.thumbnails ?? D.thumbnails,
    path: own.path ?? D.path,
    animation: ANIMATION_SPEEDS[own.animationSpeed ?? D.animationSpeed],
    minScale: own.minScale ?? D.minScale,
    maxScale: own.maxScale ?? D.maxScale,
    offset: own.offset ?? D.offset,
    video: { width: own.videoWidth ?? D.videoWidth, height: own.videoHeight ?? D.videoHeight },
    mobileMaxWidth: own.mobileMaxWidth ?? D.mobileMaxWidth,
    privacyPath,
    imageError: own.imageError?.trim() || D.imageError,
    players: { youtube, vimeo },
  }
}

/**
 * The lightbox's island root, once per page (the site layout renders it). It loads when the
 * browser is idle and enhances every eligible link of the page (docs/lightbox.md).
 */
export function Lightbox({
  settings,
  privacyPath,
}: {
  settings: SiteSetting
  privacyPath: string
}) {
  return (
    <div
      {...island('lightbox', 'idle')}
      data-settings={JSON.stringify(lightboxOptions(settings, privacyPath))}
      hidden
    />
  )
}
