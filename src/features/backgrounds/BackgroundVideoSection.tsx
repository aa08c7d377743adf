import type { CSSProperties, ReactNode } from 'react'

import { env } from '@/lib/env'
import { island } from '@/lib/islands'
import { ResponsiveImage } from '@/lib/media/ResponsiveImage'
import { playerUrl, PROVIDER_NAMES, videoIdOf } from '@/lib/video/videos'
import type { BackgroundVideoBlock } from '@/payload-types'

import { parseAspectRatio } from './options'
import styles from './Sections.module.css'

/** An id as typed, or the id in a pasted address. */
function idOf(provider: 'youtube' | 'vimeo', video: string): string | null {
  const trimmed = video.trim()
  if (provider === 'youtube' ? /^[\w-]{6,20}$/.test(trimmed) : /^\d{4,12}$/.test(trimmed))
    return trimmed
  return videoIdOf(provider, trimmed)
}

/**
 * „Hintergrundvideo-Abschnitt“: nested blocks over a muted, looping video. Until the visitor has
 * consented to the video's service only the poster is shown and nothing is requested from the
 * host; the player waits in a <template> the `background-video` island puts in place.
 */
export function BackgroundVideoSection({
  block,
  renderBlocks,
}: {
  block: BackgroundVideoBlock
  renderBlocks: (blocks: NonNullable<BackgroundVideoBlock['content']>) => ReactNode
}) {
  const provider = block.provider ?? 'youtube'
  const id = idOf(provider, block.video)
  const ratio = parseAspectRatio(block.aspectRatio)
  const base = provider === 'youtube' ? env().embeds.youtube : env().embeds.vimeo
  const frameStyle = {
    '--video-ratio': `${ratio.width} / ${ratio.height}`,
    '--video-ratio-number': ratio.width / ratio.height,
  } as CSSProperties
  return (
    <section
      {...island('background-video', 'visible')}
      id={block.anchor ?? undefined}
      className={styles.videoSection}
      data-service={provider}
      data-display={block.display ?? 'contain'}
      style={frameStyle}
    >
      <div className={styles.videoMedia} data-video-media aria-hidden="true">
        <ResponsiveImage media={block.poster} sizes="100vw" decorative className={styles.poster} />
        {id && (
          <template>
            <iframe
              src={playerUrl(provider, id, base, {
                autoplay: true,
                mute: block.mute !== false,
                loop: block.loop !== false,
                controls: false,
              })}
              title={block.title}
              className={styles.videoFrame}
              data-player={provider}
              tabIndex={-1}
              allow="autoplay; encrypted-media"
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </template>
        )}
      </div>
      {id && (
        <button type="button" className={styles.videoToggle} data-video-toggle hidden>
          Video anhalten
          <span className="visually-hidden">
            {' '}
            ({PROVIDER_NAMES[provider]}: {block.title})
          </span>
        </button>
      )}
      <div className={styles.inner}>{renderBlocks(block.content ?? [])}</div>
    </section>
  )
}
