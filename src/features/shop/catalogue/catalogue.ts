import { HELD_REF } from '@/contracts/ticketSales'

import { clampQuantity, DEFAULT_QUANTITY, type QuantityRules } from './quantity'
import type { TaxClass } from './taxes'
import type { ContentUnit } from './unitPrice'

/** A product as the catalogue reads it (the Products collection's fields that matter here). */
export type CatalogueProduct = {
  id: number
  title: string
  slug?: string | null
  kind?: 'goods' | 'voucher' | 'ticket' | null
  noWithdrawal?: boolean | null
  priceCents: number
  taxClass?: TaxClass | null
  stock?: number | null
  backorders?: boolean | null
  sku?: string | null
  deliveryTime?: string | null
  content?: { amount?: number | null; unit?: ContentUnit | null } | null
  quantity?: { min?: number | null; max?: number | null; step?: number | null } | null
  attributes?: Array<{ name: string }> | null
  variants?: Array<{
    id?: string | null
    option1: string
    option2?: string | null
    sku?: string | null
    priceCents: number
    stock?: number | null
    contentAmount?: number | null
  }> | null
  freeAmount?: {
    enabled?: boolean | null
    minCents?: number | null
    maxCents?: number | null
  } | null
}

/** What one cart line buys: a product, its variant (if it has variants) and the price it has now. */
export type Offer = {
  productId: number
  variantId: string | null
  title: string
  variantLabel: string
  sku: string
  priceCents: number
  /** `none`: a multi-purpose voucher, no VAT at sale. */
  taxClass: TaxClass | 'none'
  /** null: not counted. */
  stock: number | null
  backorders: boolean
  content: { amount: number; unit: ContentUnit } | null
  rules: QuantityRules
  voucher: boolean
  /**
   * Event tickets held for the visitor (contracts/ticketSales.ts): the variant is the hold's
   * reference; quantity and price are the seller's; delivered by e-mail like a voucher.
   */
  ticket: boolean
  /** No right of withdrawal for this line (§ 312g Abs. 2 Nr. 9 BGB). */
  noWithdrawal: boolean
  /** Where the line's article is shown; the product page unless the seller names another. */
  url?: string
  /** A voucher whose amount the visitor chose: the amount is part of what the line buys. */
  freeAmount?: boolean
}

export type OfferRefusal = { refused: 'no_variant' | 'unknown_variant' | 'invalid_amount' }

export const isVoucher = (product: Pick<CatalogueProduct, 'kind'>) => product.kind === 'voucher'

/** Sent by e-mail, never shipped: vouchers and tickets. */
export const isDelivered = (offer: Pick<Offer, 'voucher' | 'ticket'>) =>
  offer.voucher || offer.ticket

export const quantityRulesOf = (product: CatalogueProduct): QuantityRules => ({
  min: product.quantity?.min ?? DEFAULT_QUANTITY.min,
  max: product.quantity?.max ?? null,
  step: product.quantity?.step ?? DEFAULT_QUANTITY.step,
})

/** „Größe: 250 ml, Duft: Lavendel“ */
export function variantLabelOf(
  product: Pick<CatalogueProduct, 'attributes'>,
  variant: { option1: string; option2?: string | null },
): string {
  const names = (product.attributes ?? []).map((attribute) => attribute.name)
  return [variant.option1, variant.option2]
    .map((value, index) => (value ? `${names[index] ?? 'Variante'}: ${value}` : ''))
    .filter(Boolean)
    .join(', ')
}

/**
 * The offer for a product and the variant a visitor chose (and, for a voucher of free amount, the
 * amount). A product with variants needs one; a variant that does not exist is refused, so an
 * impossible combination never reaches the cart.
 */
export function offerOf(
  product: CatalogueProduct,
  variantId: string | null | undefined,
  amountCents?: number | null,
): Offer | OfferRefusal {
  const voucher = isVoucher(product)
  const base = {
    productId: product.id,
    title: product.title,
    taxClass: voucher ? ('none' as const) : (product.taxClass ?? 'standard'),
    backorders: Boolean(product.backorders),
    rules: quantityRulesOf(product),
    voucher,
    ticket: false,
    noWithdrawal: false,
  }
  if (product.kind === 'ticket') return ticketOffer(product, variantId, base)
  const unit = product.content?.unit ?? null
  const variants = product.variants ?? []
  if (voucher && product.freeAmount?.enabled && amountCents != null && !variantId) {
    const min = product.freeAmount.minCents ?? 500
    const max = product.freeAmount.maxCents ?? 50_000
    if (!Number.isInteger(amountCents) || amountCents < min || amountCents > max)
      return { refused: 'invalid_amount' }
    return {
      ...base,
      variantId: null,
      variantLabel: 'Betrag frei gewählt',
      freeAmount: true,
      sku: product.sku ?? '',
      priceCents: amountCents,
      stock: null,
      content: null,
    }
  }
  if (variants.length === 0) {
    if (variantId) return { refused: 'unknown_variant' }
    return {
      ...base,
      variantId: null,
      variantLabel: '',
      sku: product.sku ?? '',
      priceCents: product.priceCents,
      stock: product.stock ?? null,
      content: unit && product.content?.amount ? { amount: product.content.amount, unit } : null,
    }
  }
  if (!variantId) return { refused: 'no_variant' }
  const variant = variants.find((candidate) => candidate.id === variantId)
  if (!variant) return { refused: 'unknown_variant' }
  const amount = variant.contentAmount ?? product.content?.amount ?? null
  return {
    ...base,
    variantId,
    variantLabel: variantLabelOf(product, variant),
    sku: variant.sku ?? product.sku ?? '',
    priceCents: variant.priceCents,
    stock: variant.stock ?? null,
    content: unit && amount ? { amount, unit } : null,
  }
}

/** A held-tickets line: any well-formed reference; what it holds is the seller's to say. */
function ticketOffer(
  product: CatalogueProduct,
  ref: string | null | undefined,
  base: Omit<Offer, 'variantId' | 'variantLabel' | 'sku' | 'priceCents' | 'stock' | 'content'>,
): Offer | OfferRefusal {
  if (!ref || !HELD_REF.test(ref)) return { refused: 'unknown_variant' }
  return {
    ...base,
    // The seller's maximum per order counts over all lines (ticketSeller.server.ts), not here.
    rules: { min: 1, max: null, step: 1 },
    variantId: ref,
    variantLabel: '',
    sku: product.sku ?? '',
    priceCents: product.priceCents,
    stock: null,
    content: null,
    ticket: true,
    noWithdrawal: Boolean(product.noWithdrawal),
  }
}

export const isOfferRefusal = (value: Offer | OfferRefusal): value is OfferRefusal =>
  'refused' in value

/** The most that can be ordered now: the product's max, and the stock unless backorders. */
export function orderableMax(offer: Offer): number | null {
  const limits = [offer.rules.max, offer.stock != null && !offer.backorders ? offer.stock : null]
  const set = limits.filter((value): value is number => value != null)
  return set.length ? Math.min(...set) : null
}

export const isSoldOut = (offer: Offer) =>
  !offer.backorders && offer.stock != null && offer.stock < offer.rules.min

/** A product is sold out when none of its offers can be ordered. */
export function productSoldOut(product: CatalogueProduct): boolean {
  if (isVoucher(product)) return false
  const variants = product.variants ?? []
  const offers = variants.length
    ? variants.map((variant) => offerOf(product, variant.id ?? ''))
    : [offerOf(product, null)]
  return offers.every((offer) => isOfferRefusal(offer) || isSoldOut(offer))
}

/** The quantity as the rules allow it (min, max, step) and no more than can be ordered. */
export function allowedQuantity(value: unknown, offer: Offer): number {
  return clampQuantity(value, { ...offer.rules, max: orderableMax(offer) ?? offer.rules.max })
}

/** The lowest price of a product's offers, for „ab …“ in lists. */
export function lowestPrice(product: CatalogueProduct): { cents: number; from: boolean } {
  const prices = (product.variants ?? []).map((variant) => variant.priceCents)
  if (isVoucher(product) && product.freeAmount?.enabled)
    prices.push(product.freeAmount.minCents ?? 500)
  if (prices.length === 0) return { cents: product.priceCents, from: false }
  const cents = Math.min(...prices)
  return { cents, from: new Set(prices).size > 1 }
}
