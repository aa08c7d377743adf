import type { Segment } from '../content/segments'
import { richTextOf } from '../content/lexicalNodes'

/** Our page blocks for converted content, in its order. */
export function layoutOf(
  segments: Segment[],
  title: string,
  formOf: (wordpressId: string, title: string) => number | string | undefined = () => undefined,
): Array<Record<string, unknown>> {
  return segments.flatMap((segment): Array<Record<string, unknown>> => {
    switch (segment.kind) {
      case 'text':
        return [{ blockType: 'richText', columns: [{ content: richTextOf(segment.nodes) }] }]
      case 'gallery':
        return [
          {
            blockType: 'gallery',
            infinite: false,
            columnsPhone: 2,
            columnsTablet: 3,
            columnsDesktop: 4,
            items: segment.images.map((image) => ({
              kind: 'image',
              image: image.mediaId,
              caption: image.caption || undefined,
            })),
          },
        ]
      case 'video':
        return [
          {
            blockType: 'videoEmbed',
            provider: /vimeo\.com/i.test(segment.url) ? 'vimeo' : 'youtube',
            url: segment.url,
            title: `Video: ${title}`,
          },
        ]
      case 'form': {
        const form = formOf(segment.wordpressId, segment.title)
        return form === undefined ? [] : [{ blockType: 'contactForm', form }]
      }
    }
  })
}
