import type { Media } from '@/payload-types'

import { largeImageUrl } from './sources'

/** An entry's video as the editor's video fields store it (lib/fields/videoSource.ts). */
export type VideoEntry = {
  videoSource?: 'youtube' | 'vimeo' | 'file' | null
  videoUrl?: string | null
  videoFile?: number | Media | null
}

/**
 * Where a video entry's link points, and the lightbox options it needs: the hosted video's page
 * (the lightbox asks for consent before it loads), or the site's own file, played with its
 * preview picture as poster. An empty address: nothing to link.
 */
export function videoLinkOf(
  entry: VideoEntry,
  poster: Media | null,
): { href: string; options: { html5video?: Record<string, unknown> } } {
  const file = entry.videoFile && typeof entry.videoFile === 'object' ? entry.videoFile : null
  if (entry.videoSource === 'file')
    return file?.url
      ? {
          href: file.url,
          options: {
            html5video: {
              preload: 'metadata',
              controls: true,
              poster: poster ? largeImageUrl(poster) : undefined,
            },
          },
        }
      : { href: '', options: {} }
  return { href: entry.videoUrl ?? '', options: {} }
}
