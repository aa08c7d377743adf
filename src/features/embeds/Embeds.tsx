import { env } from '@/lib/env'
import { ResponsiveImage } from '@/lib/media/ResponsiveImage'
import type { IframeEmbedBlock, VideoEmbedBlock } from '@/payload-types'

import { EmbedGate } from '@/lib/ui/EmbedGate'
import { clampIframeHeight, playerUrl, PROVIDER_NAMES, videoIdOf } from '@/lib/video/videos'

export function VideoEmbed({
  block,
  privacyPath,
}: {
  block: VideoEmbedBlock
  privacyPath: string
}) {
  const provider = block.provider ?? 'youtube'
  const id = videoIdOf(provider, block.url)
  if (!id) return null
  const base = provider === 'youtube' ? env().embeds.youtube : env().embeds.vimeo
  return (
    <figure className="embed-block">
      <EmbedGate
        service={provider}
        providerName={PROVIDER_NAMES[provider]}
        src={playerUrl(provider, id, base)}
        title={block.title}
        privacyPath={privacyPath}
        loadLabel="Video laden"
      >
        {block.preview && typeof block.preview === 'object' ? (
          <ResponsiveImage
            media={block.preview}
            sizes="(max-width: 1170px) 100vw, 1100px"
            decorative
          />
        ) : null}
      </EmbedGate>
      {block.caption && <figcaption>{block.caption}</figcaption>}
    </figure>
  )
}

export function IframeEmbed({
  block,
  privacyPath,
}: {
  block: IframeEmbedBlock
  privacyPath: string
}) {
  return (
    <figure className="embed-block">
      <EmbedGate
        service={block.service ?? 'maps'}
        providerName={block.providerName}
        src={block.url}
        title={block.title}
        privacyPath={privacyPath}
        loadLabel="Inhalt laden"
        height={clampIframeHeight(block.height)}
      >
        {null}
      </EmbedGate>
    </figure>
  )
}
