import { readWxr } from '../wxr/readExport'
import { TRIBE_META, TRIBE_TYPES } from '../events/tribeMeta'
import { metaOf, type WxrItem, type WxrSite, type WxrTerm } from '../wxr/types'

/** Where the export's bytes come from; called once per pass (the file is read twice). */
export type ExportSource = () => AsyncIterable<Uint8Array | string>

/** What the first pass keeps of an item: everything but its content. */
export type ItemSummary = Omit<WxrItem, 'content' | 'excerpt' | 'meta' | 'kind' | 'comments'> & {
  /** How many comments the item carries (the second pass reads them). */
  commentCount: number
  attachedFile?: string
  alt?: string
  /** The featured picture's attachment id (`_thumbnail_id`). */
  thumbnailId?: number
  /** A menu item's target (`_menu_item_*`). */
  menu?: MenuTarget
  /** A WooCommerce product's or variation's shop fields, by meta key (wooProducts.ts). */
  woo?: Record<string, string>
  /** A Contact Form 7 form's template, mail, messages and hash (cf7Form.ts). */
  cf7?: Record<string, string>
  /** The Events Calendar's and Event Tickets' fields, by meta key (tribeEvents.ts). */
  tribe?: Record<string, string>
}

/** The meta a product or variation needs: prices, stock, SKU, weight, attributes, pictures. */
const WOO_META =
  /^(?:_sku|_regular_price|_sale_price|_price|_manage_stock|_stock|_stock_status|_weight|_product_attributes|_product_image_gallery|_backorders|attribute_.+)$/

const metaMatching = (meta: WxrItem['meta'], pattern: RegExp) =>
  Object.fromEntries(
    meta.filter((pair) => pattern.test(pair.key)).map((pair) => [pair.key, pair.value]),
  )

export type MenuTarget = {
  /** post_type, taxonomy or custom. */
  kind: string
  /** page, post, category, post_tag, custom … */
  object: string
  objectId: number
  /** The menu item this one hangs under, 0 at the top. */
  parent: number
  url: string
  newTab: boolean
}

export type ExportScan = {
  site: WxrSite | null
  authors: Map<string, string>
  /** Authors' ids (`/?author=ID` on the old site) by login. */
  authorIds: Map<string, number>
  terms: WxrTerm[]
  items: Map<number, ItemSummary>
  /** Pages of a loop of parents (A under B under A), put at the top: the first of each loop. */
  loopBroken: Set<number>
  /** Ids the export gives more than one item, with how often (WordPress's ids: the last one counts). */
  repeated: Map<number, number>
  countsByType: Map<string, number>
}

/**
 * The first pass: every item without its content, so the second pass can give pages their
 * parents, content its pictures and links their new addresses while memory holds one item's
 * content at a time (a 100 MB export stays a few MB of summaries).
 */
export async function scanExport(source: ExportSource): Promise<ExportScan> {
  const scan: ExportScan = {
    site: null,
    authors: new Map(),
    authorIds: new Map(),
    terms: [],
    items: new Map(),
    repeated: new Map(),
    loopBroken: new Set(),
    countsByType: new Map(),
  }
  for await (const entry of readWxr(source())) {
    if (entry.kind === 'site') scan.site = entry
    else if (entry.kind === 'author') {
      scan.authors.set(entry.login, entry.displayName)
      if (entry.id > 0) scan.authorIds.set(entry.login, entry.id)
    } else if (entry.kind === 'term') scan.terms.push(entry)
    else {
      const { meta } = entry
      const rest: Partial<WxrItem> = { ...entry }
      delete rest.content
      delete rest.excerpt
      delete rest.meta
      delete rest.kind
      delete rest.comments
      if (scan.items.has(entry.id))
        scan.repeated.set(entry.id, (scan.repeated.get(entry.id) ?? 1) + 1)
      scan.items.set(entry.id, {
        ...(rest as Omit<WxrItem, 'content' | 'excerpt' | 'meta' | 'kind' | 'comments'>),
        commentCount: entry.comments.length,
        attachedFile: metaOf({ meta }, '_wp_attached_file'),
        alt: metaOf({ meta }, '_wp_attachment_image_alt'),
        thumbnailId: Number(metaOf({ meta }, '_thumbnail_id')) || undefined,
        ...(entry.type === 'product' || entry.type === 'product_variation'
          ? {
              woo: Object.fromEntries(
                meta
                  .filter((pair) => WOO_META.test(pair.key))
                  .map((pair) => [pair.key, pair.value]),
              ),
            }
          : {}),
        ...(TRIBE_TYPES.has(entry.type) || entry.type === 'product'
          ? { tribe: metaMatching(meta, TRIBE_META) }
          : {}),
        ...(entry.type === 'wpcf7_contact_form'
          ? {
              cf7: Object.fromEntries(
                meta
                  .filter((pair) => ['_form', '_mail', '_messages', '_hash'].includes(pair.key))
                  .map((pair) => [pair.key, pair.value]),
              ),
            }
          : {}),
        ...(entry.type === 'nav_menu_item'
          ? {
              menu: {
                kind: metaOf({ meta }, '_menu_item_type') ?? '',
                object: metaOf({ meta }, '_menu_item_object') ?? '',
                objectId: Number(metaOf({ meta }, '_menu_item_object_id')) || 0,
                parent: Number(metaOf({ meta }, '_menu_item_menu_item_parent')) || 0,
                url: metaOf({ meta }, '_menu_item_url') ?? '',
                newTab: metaOf({ meta }, '_menu_item_target') === '_blank',
              },
            }
          : {}),
      })
      scan.countsByType.set(entry.type, (scan.countsByType.get(entry.type) ?? 0) + 1)
    }
  }
  breakParentLoops(scan)
  return scan
}

/**
 * A loop of parents (A under B under A) has no address; its first page in the file goes to the
 * top, so the planned addresses and the saved pages agree (and no page is saved under itself).
 */
function breakParentLoops(scan: ExportScan) {
  const settled = new Set<number>()
  for (const item of scan.items.values()) {
    if (item.type !== 'page' || settled.has(item.id)) continue
    const chain: number[] = []
    for (let at: ItemSummary | undefined = item; at && at.type === 'page';) {
      if (settled.has(at.id)) break
      const index = chain.indexOf(at.id)
      if (index >= 0) {
        const loop = chain.slice(index)
        const first = [...scan.items.keys()].find((id) => loop.includes(id))!
        scan.items.get(first)!.parent = 0
        scan.loopBroken.add(first)
        break
      }
      chain.push(at.id)
      at = at.parent ? scan.items.get(at.parent) : undefined
    }
    for (const id of chain) settled.add(id)
  }
}
