import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  type JSXConvertersFunction,
  LinkJSXConverter,
  RichText as LexicalRichText,
} from '@payloadcms/richtext-lexical/react'

import { ResponsiveImage } from '@/lib/media/ResponsiveImage'
import { largeImageUrl } from '@/lib/media/sources'
import type { Media } from '@/payload-types'

type LinkedDoc = { value?: unknown; relationTo?: string }

/** Internal links point at pages by id; with depth ≥ 1 the page and its path come along. */
const internalDocToHref = ({ linkNode }: { linkNode: { fields: { doc?: LinkedDoc | null } } }) => {
  const value = linkNode.fields.doc?.value
  return value && typeof value === 'object' && 'path' in value ? String(value.path) : '/'
}

/**
 * Pictures in a text link to their large version: the lightbox opens them as the gallery `post`
 * (docs/lightbox.md), or as the `gallery` the text belongs to (a portfolio work's pictures);
 * without JavaScript the link shows the picture.
 */
const convertersFor =
  (gallery: string | undefined): JSXConvertersFunction =>
  ({ defaultConverters }) => ({
    ...defaultConverters,
    ...LinkJSXConverter({ internalDocToHref }),
    upload: ({ node }) => {
      const media = node.value
      if (!media || typeof media !== 'object' || !('mimeType' in media)) return null
      const picture = media as Media
      if (!picture.mimeType?.startsWith('image/')) return null
      return (
        <a href={largeImageUrl(picture)} className="post-image" data-rel={gallery}>
          <ResponsiveImage media={picture} sizes="(max-width: 768px) 100vw, 700px" />
        </a>
      )
    },
  })

const converters = { post: convertersFor(undefined) }

export function RichText({
  data,
  className,
  gallery,
}: {
  data: SerializedEditorState
  className?: string
  /** The lightbox gallery the text's pictures open in, with the pictures beside the text. */
  gallery?: string
}) {
  return (
    <LexicalRichText
      data={data}
      converters={gallery ? convertersFor(gallery) : converters.post}
      className={className}
      disableContainer={!className}
    />
  )
}
