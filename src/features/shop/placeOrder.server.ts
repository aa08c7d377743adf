import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { formatPrice } from '@/lib/format'
import { addToColumn, takeFromColumn } from '@/lib/payload/counterColumn'
import type { Order, Voucher } from '@/payload-types'

import type { CartLine } from './cart'
import type { CheckoutForm } from './checkoutForm'
import { ORDER_WRITE, releaseStock, reserveStock } from './orderLifecycle.server'
import { orderQuantityProblem } from './orderQuantities'
import { providerById } from './payments'
import { priceCart, readShopSettings, zonesOf } from './pricing.server'
import { stateNeeded } from './shipping'
import { refusal, type ShopRefusal } from './shopHttp.server'
import { normaliseVoucherCode, randomGroup } from './voucherCodes'

export const VOUCHER_REFUSED = {
  message: 'This voucher code cannot be redeemed.',
  notice:
    'Dieser Gutscheincode kann nicht eingelöst werden. Bitte prüfen Sie den Code; bei Fragen hilft Ihnen der Salon gern weiter.',
}

/** A voucher that can pay now: known, not expired, with a balance. */
export async function redeemableVoucher(
  payload: Payload,
  code: string,
  now = new Date(),
): Promise<Voucher | ShopRefusal> {
  const { docs } = await payload.find({
    collection: 'vouchers',
    where: { code: { equals: normaliseVoucherCode(code) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const voucher = docs[0]
  // One answer for unknown, expired and used up: trying codes must not tell them apart.
  if (!voucher || new Date(voucher.validUntil) < now || voucher.balanceCents <= 0)
    return refusal(400, 'invalid_voucher', VOUCHER_REFUSED.message, VOUCHER_REFUSED.notice, {
      voucher_code: VOUCHER_REFUSED.notice,
    })
  return voucher
}

export type PlaceResult = { order: Order } | ShopRefusal

/**
 * „2026-K7F3QX“: the year for the owner, then six random characters, so nobody outside can count
 * the shop's orders from their own numbers (earlier orders keep their „2026-00006“). A number
 * already taken (one in a billion) is drawn again.
 */
async function numberOrder(payload: Payload, id: number, now: Date): Promise<Order> {
  const year = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(
    now,
  )
  for (let attempt = 1; ; attempt++) {
    try {
      return await payload.update({
        collection: 'orders',
        id,
        data: { number: `${year}-${randomGroup(6)}` },
        overrideAccess: true,
        context: { [ORDER_WRITE]: true },
      })
    } catch (error) {
      if (attempt >= 5) throw error
    }
  }
}

/**
 * Places an order from a cart and the checkout's fields. Everything is checked again on the
 * server (prices against what the visitor saw, stock, voucher, shipping and payment), then the
 * stock and the voucher amount are taken with conditional updates, each given back if a later
 * step fails: no oversell and no double redemption, on SQLite and PostgreSQL alike.
 */
export async function placeOrder(
  payload: Payload,
  cart: CartLine[],
  form: CheckoutForm,
  now = new Date(),
): Promise<PlaceResult> {
  if (cart.length === 0)
    return refusal(409, 'empty_cart', 'The cart is empty.', 'Ihr Warenkorb ist leer.')
  const settings = await readShopSettings(payload)
  const destination = form.shipToDifferent && form.shipping ? form.shipping : form.billing
  let voucher: Voucher | null = null
  if (form.voucherCode) {
    const found = await redeemableVoucher(payload, form.voucherCode, now)
    if ('status' in found) return found
    voucher = found
  }
  const priced = await priceCart(payload, cart, {
    destination: {
      country: destination.country,
      state: destination.state,
      postcode: destination.postcode,
    },
    shippingId: form.shippingId,
    voucherBalanceCents: voucher?.balanceCents ?? 0,
    settings,
  })
  if (priced.dropped > 0 || priced.lines.length === 0)
    return refusal(
      409,
      'cart_changed',
      'A product in the cart is no longer available.',
      'Ein Artikel in Ihrem Warenkorb ist nicht mehr im Shop. Bitte prüfen Sie den Warenkorb.',
    )
  const problem = priced.lines.find((line) => line.problem)
  if (problem)
    return refusal(
      409,
      'sold_out',
      'An item is sold out or not available in this quantity.',
      problem.problem!,
    )
  const quantities = orderQuantityProblem(priced.lines)
  if (quantities)
    return refusal(
      409,
      'quantity_rules',
      "The order breaks a product's minimum, maximum or step.",
      quantities,
    )
  const changed = priced.lines.find((line) => {
    const seen = form.seenPrices.get(line.key)
    return seen !== undefined && seen !== line.offer.priceCents
  })
  if (changed || (form.seenPrices.size > 0 && form.seenPrices.size !== priced.lines.length))
    return refusal(
      409,
      'price_changed',
      'A price changed since the checkout page was shown.',
      changed
        ? `Der Preis von „${changed.offer.title}“ hat sich geändert: jetzt ${formatPrice(changed.offer.priceCents)}. Bitte prüfen Sie Ihre Bestellung und bestellen Sie erneut.`
        : 'Ihr Warenkorb hat sich geändert. Bitte prüfen Sie Ihre Bestellung und bestellen Sie erneut.',
    )
  const destinationPrefix = form.shipToDifferent && form.shipping ? 'shipping' : 'billing'
  if (priced.needsShipping && stateNeeded(zonesOf(settings), destination)) {
    const ask =
      'Ihre Postleitzahl liegt in mehreren Bundesländern. Bitte wählen Sie Ihr Bundesland.'
    return refusal(400, 'state_needed', 'The state decides the shipping; choose it.', ask, {
      [`${destinationPrefix}_state`]: ask,
    })
  }
  if (!priced.shipping)
    return refusal(
      400,
      'invalid_shipping',
      'This shipping method is not offered for the address.',
      'Diese Versandart ist für Ihre Adresse nicht möglich. Bitte eine andere wählen.',
      {
        shipping_method: 'Diese Versandart ist für Ihre Adresse nicht möglich.',
      },
    )
  const provider = providerById(form.paymentId)
  if (!provider || !provider.available(settings, priced.shipping.id))
    return refusal(
      400,
      'invalid_payment',
      'This payment method is not available.',
      'Diese Zahlungsart ist hier nicht möglich. Bitte eine andere wählen.',
      {
        payment_method: 'Diese Zahlungsart ist hier nicht möglich.',
      },
    )

  const stockLines = priced.lines.map((line) => ({
    product: line.offer.productId,
    variantId: line.offer.variantId,
    quantity: line.quantity,
    backorders: line.offer.backorders,
    counted: line.offer.stock != null,
  }))
  const reserved = await reserveStock(payload, stockLines)
  if (!reserved.ok) {
    const line = priced.lines.find(
      (candidate) =>
        candidate.offer.variantId === reserved.failed.variantId &&
        candidate.offer.productId === reserved.failed.product,
    )
    return refusal(
      409,
      'sold_out',
      'Another order took the last items.',
      `„${line?.offer.title ?? 'Ein Artikel'}“ ist gerade ausverkauft worden. Bitte passen Sie Ihren Warenkorb an.`,
    )
  }
  const counted = stockLines.filter((line) => line.counted)
  const { voucherCents } = priced.totals
  if (voucher && voucherCents > 0) {
    const taken = await takeFromColumn(payload, {
      table: 'vouchers',
      id: voucher.id,
      column: 'balance_cents',
      amount: voucherCents,
    })
    if (!taken) {
      await releaseStock(payload, counted)
      return refusal(
        409,
        'voucher_changed',
        'The voucher balance changed; try again.',
        'Das Guthaben des Gutscheins hat sich gerade geändert. Bitte erneut bestellen.',
      )
    }
  }
  const billing = form.billing
  try {
    const accessKey = randomBytes(18).toString('base64url')
    const created = await payload.create({
      collection: 'orders',
      data: {
        number: `tmp-${accessKey}`,
        status: 'open',
        paymentMethod: provider.id,
        accessKey,
        email: form.email,
        phone: form.phone || null,
        billing: { ...billing, state: billing.state ?? '' },
        shipToDifferent: form.shipToDifferent,
        shipping: form.shipping
          ? { ...form.shipping, state: form.shipping.state ?? '' }
          : undefined,
        note: form.note || null,
        items: priced.lines.map((line) => ({
          title: line.offer.title,
          variantLabel: line.offer.variantLabel,
          sku: line.offer.sku,
          quantity: line.quantity,
          unitPriceCents: line.offer.priceCents,
          lineTotalCents: line.lineTotalCents,
          taxClass: line.offer.taxClass,
          unitPriceText: line.unitPriceText,
          product: line.offer.productId,
          variantId: line.offer.variantId,
          voucher: line.offer.voucher,
        })),
        shippingMethod: priced.shipping.label,
        shippingMethodId: priced.shipping.id,
        shippingCents: priced.totals.shippingCents,
        subtotalCents: priced.totals.subtotalCents,
        totalCents: priced.totals.totalCents,
        voucherCents,
        dueCents: priced.totals.dueCents,
        voucherCode: voucher && voucherCents > 0 ? voucher.code : null,
        vatLines: priced.totals.vat,
        smallBusiness: priced.smallBusiness,
        stockReserved: counted.length > 0,
      },
      overrideAccess: true,
      context: { [ORDER_WRITE]: true },
    })
    const order = await numberOrder(payload, created.id, now)
    if (voucher && voucherCents > 0)
      await payload.update({
        collection: 'vouchers',
        id: voucher.id,
        data: {
          redemptions: [
            ...(voucher.redemptions ?? []),
            {
              at: now.toISOString(),
              amountCents: voucherCents,
              where: `Shop, Bestellung ${order.number}`,
            },
          ],
        },
        overrideAccess: true,
      })
    return { order }
  } catch (error) {
    await releaseStock(payload, counted)
    if (voucher && voucherCents > 0)
      await addToColumn(payload, {
        table: 'vouchers',
        id: voucher.id,
        column: 'balance_cents',
        amount: voucherCents,
      })
    throw error
  }
}
