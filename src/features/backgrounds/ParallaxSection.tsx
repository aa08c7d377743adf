import type { CSSProperties, ReactNode } from 'react'

import { island } from '@/lib/islands'
import { ResponsiveImage } from '@/lib/media/ResponsiveImage'
import { largeImageUrl } from '@/lib/media/sources'
import type { Media, ParallaxBlock } from '@/payload-types'

import { colorOrUndefined } from './options'
import styles from './Sections.module.css'

function gradientOf(gradient: ParallaxBlock['gradient']): string | undefined {
  const type = gradient?.type
  if (!gradient || !type || type === 'none') return undefined
  const start = colorOrUndefined(gradient.startColor) ?? '#2b2029'
  const end = colorOrUndefined(gradient.endColor) ?? '#6b3f5c'
  const stops = `${start} ${gradient.startPosition ?? 0}%, ${end} ${gradient.endPosition ?? 100}%`
  return type === 'linear'
    ? `linear-gradient(${gradient.angle ?? 180}deg, ${stops})`
    : `radial-gradient(circle at ${gradient.radialDirection ?? 'center center'}, ${stops})`
}

/**
 * „Parallax-Abschnitt“: nested blocks over a background picture. The picture is a layer the
 * `parallax` island moves as the page scrolls (never with reduced motion, on phones only when the
 * owner allows it); „Fest“ is CSS alone.
 */
export function ParallaxSection({
  block,
  renderBlocks,
}: {
  block: ParallaxBlock
  renderBlocks: (blocks: NonNullable<ParallaxBlock['content']>) => ReactNode
}) {
  const image = block.image && typeof block.image === 'object' ? (block.image as Media) : null
  const gradient = gradientOf(block.gradient)
  const repeat = block.repeat ?? 'no-repeat'
  // A filling picture is an <img> of the renditions: a phone loads the width it draws, lazily,
  // where a CSS background would load the largest file with the page. Tiles and a fixed
  // background („Fest“) need CSS and keep it.
  const asPicture = image !== null && repeat === 'no-repeat' && block.direction !== 'fixed'
  const url = image && !asPicture ? largeImageUrl(image) : undefined
  const layer: CSSProperties = asPicture
    ? { opacity: block.opacity ?? 1 }
    : {
        backgroundImage: [gradient, url ? `url("${url}")` : undefined].filter(Boolean).join(', '),
        backgroundPosition: block.align ?? 'center center',
        backgroundRepeat: repeat,
        backgroundSize: repeat === 'no-repeat' ? 'cover' : 'auto',
        backgroundBlendMode: block.blendMode ?? 'normal',
        opacity: block.opacity ?? 1,
      }
  return (
    <section
      {...island('parallax', 'visible')}
      id={block.anchor ?? undefined}
      className={styles.parallax}
      style={{ backgroundColor: colorOrUndefined(block.backgroundColor) }}
      data-direction={block.direction ?? 'up'}
      data-velocity={block.velocity ?? 0.3}
      data-mobile={block.mobile ? '' : undefined}
    >
      <div className={styles.layer} style={layer} data-parallax-layer aria-hidden="true">
        {asPicture && (
          <>
            <ResponsiveImage
              media={image}
              sizes="100vw"
              decorative
              className={styles.layerPicture}
              position={block.align ?? 'center center'}
            />
            {gradient && (
              <div
                className={styles.layerTint}
                style={{ backgroundImage: gradient, mixBlendMode: block.blendMode ?? 'normal' }}
              />
            )}
          </>
        )}
      </div>
      <div className={styles.inner}>{renderBlocks(block.content ?? [])}</div>
    </section>
  )
}
