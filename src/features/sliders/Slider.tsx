import { env } from '@/lib/env'
import { island } from '@/lib/islands'
import { ResponsiveImage } from '@/lib/media/ResponsiveImage'
import { EmbedGate } from '@/lib/ui/EmbedGate'
import { SiteLink } from '@/lib/ui/SiteLink'
import { playerUrl, PROVIDER_NAMES, videoIdOf } from '@/lib/video/videos'
import type { ElasticSliderBlock, ImageSliderBlock, Media } from '@/payload-types'

import styles from './Slider.module.css'
import { SLIDER_DEFAULTS } from './timing'

type Slide =
  | NonNullable<ImageSliderBlock['slides']>[number]
  | NonNullable<ElasticSliderBlock['slides']>[number]

/** The loop attribute the spec's slider reads when a slide's video ends (Slider island). */
const LOOP_ATTRIBUTE = { next: 'no', repeat: 'yes', stay: undefined } as const

function slideVideo(slide: Slide) {
  if (!('video' in slide) || !slide.video) return null
  const provider = slide.video.provider
  if ((provider !== 'youtube' && provider !== 'vimeo') || !slide.video.url) return null
  const id = videoIdOf(provider, slide.video.url)
  if (!id) return null
  const repeat = slide.video.afterEnd === 'repeat'
  const base = provider === 'youtube' ? env().embeds.youtube : env().embeds.vimeo
  return {
    provider,
    src: playerUrl(provider, id, base, { loop: repeat }),
    loop: LOOP_ATTRIBUTE[slide.video.afterEnd ?? 'next'],
    autoplay: slide.video.autoplay === true,
  }
}

type Props = {
  block: ImageSliderBlock | ElasticSliderBlock
  variant: 'image' | 'elastic'
  priority: boolean
  privacyPath: string
}

/**
 * Both sliders of the spec: server-rendered slides that, without JavaScript, sit side by side in
 * a row the visitor scrolls; the `slider` island stacks them and adds autoplay, arrows, dots or
 * thumbnails, keyboard and swipe.
 */
function Slider({ block, variant, priority, privacyPath }: Props) {
  const slides = block.slides ?? []
  const defaults = SLIDER_DEFAULTS[variant]
  const count = slides.length
  return (
    <section
      {...island('slider', 'visible')}
      id={block.anchor ?? undefined}
      className={styles.slider}
      data-variant={variant}
      data-animation={variant === 'elastic' ? 'sides' : 'slide'}
      data-autoplay={block.autoplay === false ? undefined : ''}
      data-interval={block.interval ?? defaults.interval}
      data-speed={block.speed ?? defaults.speed}
      aria-roledescription="Karussell"
      aria-label={block.label ?? 'Bilder'}
    >
      <SliderControls />
      {/* Until the island takes over, the slides scroll sideways: the region takes focus so a
          keyboard can scroll it (WCAG 2.1.1); the island removes that tab stop. */}
      <div
        className={styles.viewport}
        data-slider-viewport
        role="group"
        aria-label="Folien"
        aria-live="off"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll region is operable
        tabIndex={0}
      >
        {slides.map((slide, position) => (
          <SlideItem
            key={slide.id ?? position}
            slide={slide}
            position={position}
            count={count}
            priority={priority}
            privacyPath={privacyPath}
          />
        ))}
      </div>
      {count > 1 && <SliderNav slides={slides} variant={variant} />}
    </section>
  )
}

/** One slide: its picture or its video behind the consent gate, and its caption. */
function SlideItem({
  slide,
  position,
  count,
  priority,
  privacyPath,
}: {
  slide: Slide
  position: number
  count: number
  priority: boolean
  privacyPath: string
}) {
  const video = slideVideo(slide)
  const image = slide.image && typeof slide.image === 'object' ? (slide.image as Media) : null
  return (
    <div
      className={styles.slide}
      role="group"
      aria-roledescription="Folie"
      aria-label={`${position + 1} von ${count}${slide.heading ? `: ${slide.heading}` : ''}`}
      data-slide={position}
      data-active={position === 0 ? '' : undefined}
      data-loop={video?.loop}
      data-video-autoplay={video?.autoplay ? '' : undefined}
      data-has-video={video ? '' : undefined}
    >
      {video ? (
        <EmbedGate
          service={video.provider}
          providerName={PROVIDER_NAMES[video.provider]}
          src={video.src}
          title={slide.heading ?? `Video auf Folie ${position + 1}`}
          privacyPath={privacyPath}
          loadLabel="Video laden"
        >
          <ResponsiveImage media={image} sizes="100vw" decorative />
        </EmbedGate>
      ) : (
        <ResponsiveImage
          media={image}
          sizes="100vw"
          priority={priority && position === 0}
          className={styles.picture}
        />
      )}
      {(slide.heading || slide.text || ('button' in slide && slide.button?.show)) && (
        <div className={styles.caption} data-video-caption={video ? '' : undefined}>
          {slide.heading && <h2 className={styles.heading}>{slide.heading}</h2>}
          {slide.text && <p>{slide.text}</p>}
          {'button' in slide && slide.button?.show && slide.button.link && (
            <SiteLink
              link={slide.button.link}
              className={
                slide.button.link.appearance === 'secondary' ? 'button button-secondary' : 'button'
              }
            />
          )}
        </div>
      )}
    </div>
  )
}

/** Pause, previous and next: the island gives them their behaviour. */
function SliderControls() {
  return (
    <div className={styles.controls} data-slider-controls>
      <button
        type="button"
        className={styles.control}
        data-slider="toggle"
        aria-label="Diashow anhalten"
      >
        <span aria-hidden="true" data-slider-icon>
          ❚❚
        </span>
      </button>
      <button
        type="button"
        className={styles.control}
        data-slider="previous"
        aria-label="Vorherige Folie"
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className={styles.control}
        data-slider="next"
        aria-label="Nächste Folie"
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  )
}

/** Dots (image slider) or thumbnails (elastic slider), one per slide. */
function SliderNav({ slides, variant }: { slides: Slide[]; variant: Props['variant'] }) {
  return (
    <div className={variant === 'elastic' ? styles.thumbnails : styles.dots} data-slider-nav>
      {slides.map((slide, position) => {
        const image = slide.image && typeof slide.image === 'object' ? (slide.image as Media) : null
        return (
          <button
            key={slide.id ?? position}
            type="button"
            data-slider-dot={position}
            aria-label={`Folie ${position + 1}${slide.heading ? `: ${slide.heading}` : ''}`}
            aria-current={position === 0 ? 'true' : undefined}
          >
            {variant === 'elastic' && image && (
              // The grid's small AVIF rendition (often already loaded), not a WebP of its own.
              <ResponsiveImage
                media={image}
                sizes={`${SLIDER_DEFAULTS.elastic.thumbnailWidth}px`}
                decorative
                className={styles.thumbnail}
              />
            )}
          </button>
        )
      })}
    </div>
  )
}

export const ImageSlider = (
  props: Omit<Props, 'variant' | 'block'> & { block: ImageSliderBlock },
) => <Slider {...props} variant="image" />
export const ElasticSlider = (
  props: Omit<Props, 'variant' | 'block'> & { block: ElasticSliderBlock },
) => <Slider {...props} variant="elastic" />
