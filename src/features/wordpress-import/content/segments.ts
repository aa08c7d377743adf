import type { ImageRef } from './dom'
import type { LexicalNode } from './lexicalNodes'

/** What a piece of content becomes: text, or one of the page blocks that stand on their own. */
export type Segment =
  | { kind: 'text'; nodes: LexicalNode[] }
  | { kind: 'gallery'; images: Array<{ mediaId: number | string; caption: string }> }
  | { kind: 'video'; url: string }
  | { kind: 'form'; wordpressId: string; title: string }

export type ConvertOptions = {
  /** The media library's id of a picture, or null when it is missing (then it is left out). */
  resolveImage: (ref: ImageRef) => number | string | null
  /** An old address of the site turned into its new one (permalinks, uploads); others kept. */
  rewriteLink: (url: string) => string
  /** Something the import left out or changed, in the owner's words, for the report. */
  note: (message: string) => void
  /** Why a picture that `resolveImage` did not find is missing, in the owner's words. */
  whyMissing?: (ref: ImageRef) => string
}
