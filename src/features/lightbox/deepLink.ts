/**
 * Deep links into the lightbox: `#{galleryId}/{index}` opens that item, counted from 1 as the
 * counter shows it („Bild 3 von 9“ is `#galerie/3`). A hash naming a gallery without an index
 * closes the lightbox.
 */
export type DeepLink = { gallery: string; index: number | null }

export function parseDeepLink(hash: string): DeepLink | null {
  const match = /^#?([\w-]+)(?:\/(\d{1,4}))?$/.exec(decodeURIComponent(hash))
  if (!match) return null
  const index = match[2] === undefined ? null : Number(match[2]) - 1
  return { gallery: match[1]!, index: index !== null && index < 0 ? null : index }
}

export const deepLinkHash = (gallery: string, index: number) => `#${gallery}/${index + 1}`
