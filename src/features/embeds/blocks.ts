import type { Block, FieldHook } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import { videoSourceFields } from '@/lib/fields/videoSource'
import { env } from '@/lib/env'
import { validateHttpUrl } from '@/lib/fields/httpUrl'

import { downloadImage, fetchVideoInfo } from './oembed.server'
import { EMBED_SERVICE_LABELS, EMBED_SERVICES } from './services'
import { type VideoProvider, videoIdOf } from '@/lib/video/videos'

/**
 * When an editor saves a video with a new address, its preview picture is fetched from the
 * provider's oEmbed endpoint and stored in the media library, so the page never asks the
 * provider for it. Errors end up in the block's note in the admin; the page then shows a neutral
 * placeholder.
 */
const fetchPreview: FieldHook = async ({ value, previousValue, siblingData, req, context }) => {
  if (context.skipOEmbed || typeof value !== 'string') return value
  if (value === previousValue && siblingData.preview) return value
  const provider = siblingData.provider as VideoProvider
  if (!videoIdOf(provider, value)) {
    siblingData.previewNote = 'Die Adresse ist kein Video dieses Anbieters.'
    siblingData.preview = null
    return value
  }
  const endpoints = env().embeds
  const info = await fetchVideoInfo(
    provider,
    value,
    provider === 'youtube' ? endpoints.youtubeOEmbed : endpoints.vimeoOEmbed,
  )
  if (!info.ok) {
    siblingData.previewNote = info.message
    siblingData.preview = null
    return value
  }
  const image = await downloadImage(info.thumbnailUrl)
  if (!image) {
    siblingData.previewNote = 'Das Vorschaubild konnte nicht geladen werden.'
    siblingData.preview = null
    return value
  }
  const extension = image.mimetype.split('/')[1]!.replace('jpeg', 'jpg')
  const media = await req.payload.create({
    collection: COLLECTIONS.media,
    req,
    data: { alt: `Vorschaubild: ${info.title ?? siblingData.title ?? 'Video'}` },
    file: {
      data: image.data,
      mimetype: image.mimetype,
      name: `video-vorschau-${videoIdOf(provider, value)}.${extension}`,
      size: image.data.byteLength,
    },
  })
  siblingData.preview = media.id
  siblingData.previewNote = null
  return value
}

export const VideoEmbedBlock: Block = {
  slug: 'videoEmbed',
  interfaceName: 'VideoEmbedBlock',
  labels: { singular: 'Video (YouTube/Vimeo)', plural: 'Videos' },
  fields: [
    {
      type: 'row',
      fields: [
        ...videoSourceFields({
          names: { provider: 'provider', url: 'url' },
          label: 'Anbieter',
          defaultValue: 'youtube',
          required: true,
          urlHooks: [fetchPreview],
        }),
      ],
    },
    { name: 'title', type: 'text', label: 'Titel (für Screenreader)', required: true },
    { name: 'caption', type: 'text', label: 'Bildunterschrift' },
    {
      name: 'preview',
      type: 'upload',
      relationTo: COLLECTIONS.media,
      label: 'Vorschaubild',
      admin: {
        description:
          'Wird beim Speichern vom Anbieter geholt und hier gespeichert; Besucher sehen es vor ihrer Einwilligung.',
      },
    },
    {
      name: 'previewNote',
      type: 'text',
      label: 'Hinweis zum Vorschaubild',
      admin: { readOnly: true, condition: (_, sibling) => Boolean(sibling?.previewNote) },
    },
  ],
}

export const IframeEmbedBlock: Block = {
  slug: 'iframeEmbed',
  interfaceName: 'IframeEmbedBlock',
  labels: { singular: 'Eingebettete Seite (iframe)', plural: 'Eingebettete Seiten' },
  fields: [
    {
      name: 'url',
      type: 'text',
      label: 'Adresse (https://…)',
      required: true,
      validate: validateHttpUrl,
    },
    { name: 'title', type: 'text', label: 'Titel (für Screenreader)', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'service',
          type: 'select',
          label: 'Einwilligung unter',
          required: true,
          defaultValue: 'maps',
          options: EMBED_SERVICES.map((service) => ({
            label: EMBED_SERVICE_LABELS[service],
            value: service,
          })),
        },
        {
          name: 'providerName',
          type: 'text',
          label: 'Anbieter (Anzeige)',
          required: true,
          admin: { placeholder: 'z. B. OpenStreetMap' },
        },
        {
          name: 'height',
          type: 'number',
          label: 'Höhe (px)',
          defaultValue: 450,
          min: 200,
          max: 1000,
        },
      ],
    },
  ],
}
