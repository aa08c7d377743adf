import type { Field, FieldHook, SelectField, TextField } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'

import { validateHttpUrl } from './httpUrl'

type Sibling = Record<string, unknown> | undefined

type VideoSourceOptions = {
  /** The stored names: they are columns, so each block keeps its own. */
  names: { provider: string; url: string }
  /** „Video von“ by default. */
  label?: string
  /** An option beside YouTube and Vimeo: „Kein Video“ first, or „Eigene Datei“ last. */
  extra?: 'none' | 'file'
  defaultValue: 'youtube' | 'none'
  required?: boolean
  /** Whether the row holds a video at all (a gallery item may be a picture). */
  applies?: (sibling: Sibling) => boolean
  urlHooks?: FieldHook[]
}

const EXTRA = {
  none: { label: 'Kein Video', value: 'none' },
  file: { label: 'Eigene Datei (MP4/WebM)', value: 'file' },
}

/**
 * Where a video comes from (YouTube, Vimeo, maybe none or an own file) and its address: the
 * source field of the gallery, the sliders and the video block, written once. The address is
 * asked for, and must be a full web address, only while a hosted video is chosen.
 */
export function videoSourceFields(options: VideoSourceOptions): [SelectField, TextField] {
  const { names, extra, applies = () => true } = options
  const hosted = (sibling: Sibling) => {
    const provider = sibling?.[names.provider]
    return applies(sibling) && Boolean(provider) && provider !== 'none' && provider !== 'file'
  }
  const provider: SelectField = {
    name: names.provider,
    type: 'select',
    label: options.label ?? 'Video von',
    defaultValue: options.defaultValue,
    ...(options.required ? { required: true } : {}),
    options: [
      ...(extra === 'none' ? [EXTRA.none] : []),
      { label: 'YouTube', value: 'youtube' },
      { label: 'Vimeo', value: 'vimeo' },
      ...(extra === 'file' ? [EXTRA.file] : []),
    ],
  }
  const url: TextField = {
    name: names.url,
    type: 'text',
    label: 'Adresse des Videos',
    ...(options.required ? { required: true } : {}),
    ...(options.urlHooks ? { hooks: { beforeChange: options.urlHooks } } : {}),
    admin: {
      ...(options.required ? {} : { condition: (_: unknown, sibling: Sibling) => hosted(sibling) }),
      placeholder: 'https://www.youtube.com/watch?v=…',
    },
    validate: (value: unknown, { siblingData }: { siblingData: Sibling }) =>
      hosted(siblingData) ? validateHttpUrl(value) : true,
  }
  return [provider, url]
}

/**
 * An entry that may be a video (a gallery's, a portfolio work's): where the video comes from,
 * its address, or its own file from the media library. Shown only while the entry's kind is
 * „Video“; the file is required only when the source is „Eigene Datei“.
 */
export function videoEntryFields(): Field[] {
  const isVideo = (sibling: Sibling) => sibling?.kind === 'video'
  return [
    {
      type: 'row',
      admin: { condition: (_, sibling) => isVideo(sibling) },
      fields: [
        ...videoSourceFields({
          names: { provider: 'videoSource', url: 'videoUrl' },
          extra: 'file',
          defaultValue: 'youtube',
          applies: isVideo,
        }),
        {
          name: 'videoFile',
          type: 'upload',
          relationTo: COLLECTIONS.media,
          label: 'Videodatei',
          filterOptions: { mimeType: { contains: 'video' } },
          admin: {
            condition: (_, sibling) => isVideo(sibling) && sibling?.videoSource === 'file',
          },
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
            !isVideo(siblingData) || siblingData.videoSource !== 'file' || value
              ? true
              : 'Bitte eine Videodatei wählen.',
        },
      ],
    },
  ]
}
