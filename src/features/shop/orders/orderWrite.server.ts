import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { addToColumn, takeFromColumn } from '@/lib/payload/counterColumn'
import type { Order, Voucher } from '@/payload-types'

import type { CheckoutForm } from '../checkout/checkoutForm'
import { ORDER_WRITE, releaseStock, reserveStock } from './orderLifecycle.server'
import type { PaymentProvider } from '../checkout/payments'
import type { PricedCart } from '../cart/pricing.server'
import { refusal, type ShopRefusal } from '../shopHttp.server'
import { randomGroup } from '../vouchers/voucherCodes'
import { noteVoucherEntry } from '../vouchers/voucherLedger.server'

type StockLine = Parameters<typeof reserveStock>[1][number]

/** What an order holds while it is written: taken back in full if writing fails. */
export type Reservation = { counted: StockLine[]; voucher: Voucher | null; voucherCents: number }

/**
 * Takes the stock of every line and the voucher amount, each with a conditional update, so two
 * orders can never take the same last item or the same balance; what was taken is given back
 * when a later step fails.
 */
export async function reserveForOrder(
  payload: Payload,
  priced: PricedCart,
  voucher: Voucher | null,
): Promise<Reservation | ShopRefusal> {
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
  const voucherCents = voucher ? priced.totals.voucherCents : 0
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
  return { counted, voucher, voucherCents }
}

/** Gives back what `reserveForOrder` took. */
export async function releaseReservation(payload: Payload, reservation: Reservation) {
  await releaseStock(payload, reservation.counted)
  if (reservation.voucher && reservation.voucherCents > 0)
    await addToColumn(payload, {
      table: 'vouchers',
      id: reservation.voucher.id,
      column: 'balance_cents',
      amount: reservation.voucherCents,
    })
}

/** The order's row: the visitor's data and every price as the server computed it. */
function orderData(
  form: CheckoutForm,
  priced: PricedCart,
  provider: PaymentProvider,
  { counted, voucher, voucherCents }: Reservation,
) {
  const accessKey = randomBytes(18).toString('base64url')
  const { billing } = form
  return {
    number: `tmp-${accessKey}`,
    // Paid on Mollie's page: the order waits for Mollie's word (a voucher may have paid it all).
    status:
      provider.online && priced.totals.dueCents > 0 ? ('awaiting' as const) : ('open' as const),
    paymentMethod: provider.id,
    accessKey,
    email: form.email,
    phone: form.phone || null,
    billing: { ...billing, state: billing.state ?? '' },
    shipToDifferent: form.shipToDifferent,
    shipping: form.shipping ? { ...form.shipping, state: form.shipping.state ?? '' } : undefined,
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
      ticket: line.offer.ticket,
      noWithdrawal: line.offer.noWithdrawal,
    })),
    shippingMethod: priced.shipping!.label,
    shippingMethodId: priced.shipping!.id,
    shippingCents: priced.totals.shippingCents,
    subtotalCents: priced.totals.subtotalCents,
    totalCents: priced.totals.totalCents,
    voucherCents,
    dueCents: priced.totals.dueCents,
    voucherCode: voucher && voucherCents > 0 ? voucher.code : null,
    vatLines: priced.totals.vat,
    smallBusiness: priced.smallBusiness,
    // Something to give back once when the order ends without a sale: stock or a voucher amount.
    stockReserved: counted.length > 0 || voucherCents > 0,
  }
}

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

/** Writes the order, numbers it and notes the voucher's redemption; gives all back on failure. */
export async function writeOrder(
  payload: Payload,
  order: { form: CheckoutForm; priced: PricedCart; provider: PaymentProvider; now: Date },
  reservation: Reservation,
): Promise<Order> {
  const { voucher, voucherCents } = reservation
  try {
    const created = await payload.create({
      collection: 'orders',
      data: orderData(order.form, order.priced, order.provider, reservation),
      overrideAccess: true,
      context: { [ORDER_WRITE]: true },
    })
    const numbered = await numberOrder(payload, created.id, order.now)
    if (voucher && voucherCents > 0)
      await noteVoucherEntry(payload, voucher.id, {
        at: order.now.toISOString(),
        amountCents: voucherCents,
        where: `Shop, Bestellung ${numbered.number}`,
      })
    return numbered
  } catch (error) {
    await releaseReservation(payload, reservation)
    throw error
  }
}
