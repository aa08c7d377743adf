import type { Payload } from 'payload'

import { formatPrice } from '@/lib/format'
import { SHOP_PATHS } from '../paths'
import type { Product, ShopSetting } from '@/payload-types'

import type { CartLine } from './cart'
import { lineKey } from './cart'
import {
  type CatalogueProduct,
  isDelivered,
  isOfferRefusal,
  isSoldOut,
  type Offer,
  offerOf,
} from '../catalogue/catalogue'
import { applyHeldTickets } from './heldLines.server'
import { normaliseLines, type ResolvedLine } from '../orders/orderQuantities'
import { settingCodes } from '../collections/shopSettings'
import {
  type Destination,
  type ShippingOption,
  shippingOptions,
  type ShippingZone,
} from './shipping'
import { computeTotals, type Totals } from './totals'
import { formatUnitPrice, unitPrice } from '../catalogue/unitPrice'

export type PricedLine = {
  key: string
  line: CartLine
  offer: Offer
  product: Product
  quantity: number
  lineTotalCents: number
  unitPriceText: string | null
  /** Why the line cannot be ordered as it is (German, for the visitor). */
  problem: string | null
}

export type PricedCart = {
  lines: PricedLine[]
  /** Lines whose product is gone or unpublished: removed from the cart. */
  dropped: number
  /** The cart as read differs from the cart as it is: write the cookie again. */
  adjusted: boolean
  needsShipping: boolean
  shippingOptions: ShippingOption[]
  shipping: ShippingOption | null
  totals: Totals
  smallBusiness: boolean
}

/** Delivery of a cart of vouchers and tickets only: the PDFs come by e-mail. */
export const EMAIL_DELIVERY: ShippingOption = {
  id: 'email',
  label: 'Versand per E-Mail',
  costCents: 0,
}

/** Where a line's article is shown: its product page, or the event page of held tickets. */
export const lineUrl = (line: Pick<PricedLine, 'offer' | 'product'>) =>
  line.offer.url ?? SHOP_PATHS.product(line.product.slug ?? '')

/** A cart of event tickets only: they may also be paid at the door. */
export const ticketsOnly = (priced: Pick<PricedCart, 'lines'>) =>
  priced.lines.length > 0 && priced.lines.every((line) => line.offer.ticket)

export const readShopSettings = (payload: Payload): Promise<ShopSetting> =>
  payload.findGlobal({ slug: 'shop-settings', depth: 0 })

/** The owner's zones as the shipping rules read them. */
export const zonesOf = (settings: ShopSetting): ShippingZone[] =>
  (settings.zones ?? []).map((zone, zoneIndex) => ({
    name: zone.name,
    countries: settingCodes(zone.countries),
    states: settingCodes(zone.states),
    methods: (zone.methods ?? []).map((method, index) => ({
      id: method.id ?? `zone${zoneIndex}-${index}`,
      label: method.label,
      costCents: method.costCents,
      freeFromCents: method.freeFromCents ?? null,
    })),
  }))

export const unitPriceTextOf = (offer: Pick<Offer, 'priceCents' | 'content'>) => {
  const price = unitPrice(offer.priceCents, offer.content)
  return price ? formatUnitPrice(price, formatPrice) : null
}

/** Published products by id, with pictures; what the catalogue pages and the cart read. */
async function productsById(payload: Payload, ids: number[]) {
  if (ids.length === 0) return new Map<number, Product>()
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: [{ id: { in: ids } }, { active: { equals: true } }] },
    depth: 1,
    limit: ids.length,
    pagination: false,
  })
  return new Map(docs.map((doc) => [Number(doc.id), doc]))
}

/**
 * Prices a cart from the catalogue as it is now: every line's current price, the quantity its
 * rules and the stock allow, shipping for the destination, and the totals. What the cart, the
 * checkout and the order all read, so they cannot disagree.
 */
export async function priceCart(
  payload: Payload,
  cart: CartLine[],
  {
    destination,
    shippingId,
    voucherBalanceCents = 0,
    settings,
  }: {
    destination?: Destination | null
    shippingId?: string | null
    voucherBalanceCents?: number
    settings?: ShopSetting
  } = {},
): Promise<PricedCart> {
  const shop = settings ?? (await readShopSettings(payload))
  const products = await productsById(payload, [...new Set(cart.map((line) => line.productId))])
  const resolved: ResolvedLine[] = []
  let dropped = 0
  for (const line of cart) {
    const product = products.get(line.productId)
    const offer = product
      ? offerOf(product as unknown as CatalogueProduct, line.variantId, line.amountCents)
      : null
    if (!product || !offer || isOfferRefusal(offer)) dropped += 1
    else resolved.push({ line, offer })
  }
  const heldProblems = await applyHeldTickets(payload, resolved)
  const normalised = normaliseLines(resolved)
  const lines: PricedLine[] = normalised.map(
    ({ line, offer, quantity, asked, productMaxReached }) => ({
      key: lineKey(line),
      line,
      offer,
      product: products.get(offer.productId)!,
      quantity,
      lineTotalCents: offer.priceCents * quantity,
      unitPriceText: unitPriceTextOf(offer),
      problem: heldProblems.has(offer.variantId ?? '')
        ? heldProblems.get(offer.variantId ?? '')!
        : isSoldOut(offer)
          ? `„${offer.title}“ ist leider ausverkauft.`
          : quantity < asked
            ? productMaxReached
              ? `Von „${offer.title}“ sind je Bestellung höchstens ${offer.rules.max} Stück bestellbar (alle Varianten zusammen).`
              : `Von „${offer.title}“ sind nur ${quantity} Stück bestellbar.`
            : null,
    }),
  )
  // The cookie said something else than the cart now holds (lines merged, quantities capped).
  const adjusted =
    dropped > 0 ||
    normalised.length !== cart.length ||
    normalised.some(({ quantity, asked }) => quantity !== asked)
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotalCents, 0)
  const needsShipping = lines.some((line) => !isDelivered(line.offer))
  const options = !needsShipping
    ? [EMAIL_DELIVERY]
    : destination?.country
      ? shippingOptions(zonesOf(shop), destination, subtotal, { pickup: shop.pickup !== false })
      : []
  const shipping = options.find((option) => option.id === shippingId) ?? null
  return {
    lines,
    dropped,
    adjusted,
    needsShipping,
    shippingOptions: options,
    shipping,
    totals: computeTotals({
      lines: lines.map((line) => ({
        grossCents: line.lineTotalCents,
        taxClass: line.offer.taxClass,
      })),
      shippingCents: shipping?.costCents ?? 0,
      voucherBalanceCents,
      smallBusiness: Boolean(shop.smallBusiness),
    }),
    smallBusiness: Boolean(shop.smallBusiness),
  }
}
