import { parseDocument } from 'htmlparser2'

import { autop } from './autop'
import { Walker } from './contentWalker'
import type { ConvertOptions, Segment } from './segments'
import { shortcodesToElements } from './shortcodes'

/**
 * Converts imported content (classic HTML with shortcodes, block-editor HTML, Avada's
 * shortcodes) into segments of our blocks. It is the sanitiser too: only the structure listed
 * here is carried over (no attribute, script, style or frame survives), links only with the
 * addresses `safeLinkUrl` allows, and pictures only from the media library.
 */
export function htmlToSegments(content: string, options: ConvertOptions): Segment[] {
  const html = shortcodesToElements(autop(content))
  const document = parseDocument(html, { decodeEntities: true, lowerCaseTags: true })
  const walker = new Walker(options)
  walker.blocks(document.children)
  return walker.finish()
}
