import { formatPrice } from '@/lib/format'

import type { ExportScan, ItemSummary } from '../importer/scan'
import { isPublic, type WxrItem } from '../wxr/types'
import { parsePhp, type PhpValue } from './phpValue'

/** A euro amount as WooCommerce stores it ("15", "15.5", "1.234,50" never) → cents. */
export const centsOf = (value: string | undefined): number | null => {
  if (value === undefined || value.trim() === '') return null
  const amount = Number(value.replace(',', '.'))
  return Number.isFinite(amount) && amount >= 0 ? Math.round(amount * 100) : null
}

const stockOf = (woo: Record<string, string>): number | null =>
  woo._manage_stock === 'yes' && woo._stock !== undefined && woo._stock !== ''
    ? Math.trunc(Number(woo._stock)) || 0
    : woo._stock_status === 'outofstock'
      ? 0
      : null

const ids = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((id) => Number(id.trim()))
    .filter((id) => Number.isInteger(id) && id > 0)

type Attribute = { key: string; name: string; variation: boolean }

/** The product's attributes in WooCommerce's order, with the names a customer reads. */
function attributesOf(item: ItemSummary, scan: ExportScan): Attribute[] {
  const parsed = parsePhp(item.woo?._product_attributes ?? '') as Record<string, PhpValue> | null
  if (!parsed || typeof parsed !== 'object') return []
  return Object.entries(parsed)
    .map(([key, raw]) => {
      const entry = (raw ?? {}) as Record<string, PhpValue>
      const taxonomy = entry.is_taxonomy === 1 || entry.is_taxonomy === true
      const label = taxonomy
        ? humanAttribute(String(entry.name ?? key), scan)
        : String(entry.name ?? key)
      return {
        key,
        name: label,
        variation: entry.is_variation === 1 || entry.is_variation === true,
        position: Number(entry.position ?? 0),
      }
    })
    .sort((a, b) => a.position - b.position)
    .map(({ key, name, variation }) => ({ key, name, variation }))
}

/** `pa_color` → „Color“ (WooCommerce's attribute label is not in the export). */
const humanAttribute = (taxonomy: string, _scan: ExportScan) => {
  const bare = taxonomy.replace(/^pa_/, '').replace(/[-_]+/g, ' ')
  return bare.charAt(0).toUpperCase() + bare.slice(1)
}

/** A variation's value for an attribute: the term's name (taxonomy) or the text itself. */
function valueName(attribute: Attribute, slug: string, scan: ExportScan): string {
  if (!attribute.key.startsWith('pa_')) return slug
  const term = scan.terms.find((entry) => entry.taxonomy === attribute.key && entry.slug === slug)
  if (term) return term.name
  for (const item of scan.items.values())
    for (const itemTerm of item.terms)
      if (itemTerm.taxonomy === attribute.key && itemTerm.slug === slug) return itemTerm.name
  return slug
}

export type ProductPlan = { skip: string } | { data: Record<string, unknown>; notes: string[] }

/**
 * A WooCommerce product as one of the shop's: simple and variable products (up to two
 * variation attributes); grouped and external ones are reported, not imported.
 */
export function productPlan(
  entry: WxrItem,
  scan: ExportScan,
  media: Map<number, number | string>,
  slug: string,
  plainText: (html: string) => string,
): ProductPlan {
  const summary = scan.items.get(entry.id)
  const woo = summary?.woo ?? {}
  const type = entry.terms.find((term) => term.taxonomy === 'product_type')?.slug ?? 'simple'
  if (type === 'grouped') return { skip: 'Gruppiertes Produkt: bitte die Einzelprodukte verkaufen' }
  if (type === 'external') return { skip: 'Externes Produkt (Link zu einem anderen Shop)' }
  const notes: string[] = []
  const picture = (id: number | undefined) => (id === undefined ? undefined : media.get(id))
  const images = [summary?.thumbnailId, ...ids(woo._product_image_gallery)]
    .map(picture)
    .filter((id): id is number | string => id !== undefined)
  const attributes = attributesOf(summary!, scan).filter((attribute) => attribute.variation)
  if (attributes.length > 2) notes.push('mehr als zwei Merkmale: nur die ersten zwei übernommen')
  const used = attributes.slice(0, 2)
  const variations =
    type === 'variable'
      ? [...scan.items.values()].filter(
          (item) =>
            item.type === 'product_variation' &&
            item.parent === entry.id &&
            item.status !== 'trash',
        )
      : []
  const variants = variations.flatMap((variation) => {
    const vw = variation.woo ?? {}
    const price = centsOf(vw._price) ?? centsOf(vw._sale_price) ?? centsOf(vw._regular_price)
    const values = used.map((attribute) => vw[`attribute_${attribute.key}`] ?? '')
    if (price === null || !values[0]) {
      notes.push(`Variante „${variation.title}“ ohne Preis oder Merkmal ausgelassen`)
      return []
    }
    return [
      {
        option1: valueName(used[0]!, values[0], scan),
        option2: values[1] ? valueName(used[1]!, values[1], scan) : null,
        sku: vw._sku || null,
        priceCents: price,
        stock: stockOf(vw),
        image: picture(variation.thumbnailId) ?? null,
      },
    ]
  })
  const regular = centsOf(woo._regular_price)
  const current = centsOf(woo._price) ?? centsOf(woo._sale_price) ?? regular
  const price = variants.length
    ? Math.min(...variants.map((variant) => variant.priceCents))
    : current
  if (price === null) return { skip: 'Produkt ohne Preis' }
  if (regular !== null && current !== null && current < regular)
    notes.push(`Angebotspreis übernommen (regulär ${formatPrice(regular)})`)
  const weight = Number((woo._weight ?? '').replace(',', '.'))
  return {
    notes,
    data: {
      title: entry.title || '(ohne Titel)',
      slug,
      active: isPublic(entry),
      kind: 'goods',
      images,
      summary: plainText(entry.excerpt) || null,
      description: plainText(entry.content) || null,
      priceCents: price,
      stock: variants.length ? null : stockOf(woo),
      backorders: woo._backorders === 'yes' || woo._backorders === 'notify',
      // WooCommerce's default weight unit is kg.
      weightGrams: Number.isFinite(weight) && weight > 0 ? Math.round(weight * 1000) : null,
      sku: woo._sku || null,
      attributes: variants.length ? used.map((attribute) => ({ name: attribute.name })) : [],
      variants,
      wordpressId: entry.id,
    },
  }
}
