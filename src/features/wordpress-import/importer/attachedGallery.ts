import type { WxrItem } from '../wxr/types'
import type { ExportScan } from './scan'

/**
 * `[gallery]` without ids shows the pictures attached to the post in WordPress; here the ids
 * are written in, so the gallery keeps its pictures.
 */
export function withAttachedGallery(entry: WxrItem, scan: ExportScan): WxrItem {
  if (!/\[gallery(?![^\]]*\b(?:ids|include)\s*=)/.test(entry.content)) return entry
  const attached = [...scan.items.values()]
    .filter((item) => item.type === 'attachment' && item.parent === entry.id)
    .sort((a, b) => a.menuOrder - b.menuOrder || a.id - b.id)
    .map((item) => item.id)
  if (attached.length === 0) return entry
  return {
    ...entry,
    content: entry.content.replace(
      /\[gallery(?![^\]]*\b(?:ids|include)\s*=)/g,
      `[gallery ids="${attached.join(',')}"`,
    ),
  }
}
