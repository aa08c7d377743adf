import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { claimRow } from '@/lib/payload/claimRow'
import type { InTransaction } from '@/lib/payload/drizzleFor'
import { addToColumn, subtractFromColumn, takeFromColumn } from '@/lib/payload/counterColumn'
import type { Order } from '@/payload-types'

import { readBusiness } from './business.server'
import {
  correctInvoiceOfCancelled,
  moneyOfCancelled,
  refundCancelledOrder,
} from './cancelledOrderMoney.server'
import { cancellationMail } from './moneyMails.server'
import { statusMail, voucherMail } from './orderMails.server'
import {
  ANNOUNCED,
  canChangeStatus,
  isOrderStatus,
  ORDER_STATUSES,
  RELEASES_STOCK,
  statusLabel,
} from './orderStatus'
import { readShopSettings } from '../cart/pricing.server'
import { sendShopMail } from './sendMail.server'
import { tellTicketSeller } from './ticketLines.server'
import { newVoucherCode, validUntilFor } from '../vouchers/voucherCodes'
import { giveBackToVoucher } from '../vouchers/voucherLedger.server'
import { voucherPdf } from '../vouchers/voucherPdf.server'
import { clock } from '@/lib/clock'

/** Hooks that place or number an order set this so the status hooks leave it alone. */
export const ORDER_WRITE = 'shopOrderWrite'

type StockLine = {
  product?: number | { id: number } | null
  variantId?: string | null
  quantity: number
}

const productIdOf = (line: StockLine) =>
  typeof line.product === 'object' ? line.product?.id : line.product

/** Where a line's stock is counted: the variant's row or the product's. */
const stockTarget = (line: StockLine) =>
  line.variantId
    ? { table: 'products_variants', id: line.variantId, column: 'stock' }
    : { table: 'products', id: productIdOf(line) ?? 0, column: 'stock' }

/**
 * Reserves the stock of every line, each in one conditional update; when one cannot be had, the
 * ones already taken are given back and the line that failed is returned. Lines on backorder
 * take what they need even below 0.
 */
export async function reserveStock(
  payload: Payload,
  lines: Array<StockLine & { backorders: boolean; counted: boolean }>,
): Promise<{ ok: true } | { ok: false; failed: StockLine }> {
  const taken: StockLine[] = []
  for (const line of lines) {
    if (!line.counted) continue
    const target = { ...stockTarget(line), amount: line.quantity }
    if (line.backorders) await subtractFromColumn(payload, target)
    else if (!(await takeFromColumn(payload, target))) {
      await releaseStock(payload, taken)
      return { ok: false, failed: line }
    }
    taken.push(line)
  }
  return { ok: true }
}

export async function releaseStock(payload: Payload, lines: StockLine[], req?: InTransaction) {
  for (const line of lines)
    if (line.quantity > 0)
      await addToColumn(payload, { ...stockTarget(line), amount: line.quantity, req })
}

/** The owner may not bring an ended order back (its stock is already free again). */
export const guardOrderStatus: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc) return data
  const from = originalDoc.status
  const to = data.status ?? from
  if (isOrderStatus(from) && isOrderStatus(to) && !canChangeStatus(from, to))
    throw new APIError(
      `Eine Bestellung mit dem Status „${ORDER_STATUSES[from]}“ kann nicht mehr geändert werden.`,
      400,
      undefined,
      true,
    )
  return data
}

const logTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  dateStyle: 'medium',
  timeStyle: 'short',
})

/**
 * „Verlauf“: each change of status as a line, „28.11.2026, 01:05 – Bezahlt (chefin@salon.de)“, in
 * the salon's time: when an order was paid and who said so, months later.
 */
export const logStatusChange: CollectionBeforeChangeHook = ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc) return data
  const to = data.status ?? originalDoc.status
  if (!isOrderStatus(to) || to === originalDoc.status) return data
  const who = (req.user as { email?: string } | null)?.email ?? 'automatisch'
  const line = `${logTime.format(clock.now())} – ${statusLabel(to)} (${who})`
  const before = typeof originalDoc.statusLog === 'string' ? originalDoc.statusLog : ''
  return { ...data, statusLog: before ? `${before}\n${line}` : line }
}

/** Issues the vouchers an order paid for: one code and PDF per voucher, all in one mail. */
export async function issueVouchers(
  payload: Payload,
  order: Order,
  req?: PayloadRequest,
): Promise<number[]> {
  const lines = (order.items ?? []).filter((item) => item.voucher)
  if (lines.length === 0 || (order.issuedVouchers?.length ?? 0) > 0) return []
  const settings = await readShopSettings(payload)
  const business = await readBusiness(payload)
  const validUntil = validUntilFor(clock.now())
  const made: Array<{
    id: number
    code: string
    valueCents: number
    validUntil: string
    pdf: Uint8Array
  }> = []
  for (const line of lines)
    for (let index = 0; index < line.quantity; index += 1) {
      const code = newVoucherCode()
      const valueCents = line.unitPriceCents ?? 0
      const doc = await payload.create({
        collection: 'vouchers',
        data: {
          code,
          initialCents: valueCents,
          balanceCents: valueCents,
          validUntil,
          order: order.id,
          recipientEmail: order.email,
        },
        overrideAccess: true,
        req,
      })
      const pdf = await voucherPdf({
        businessName: business.name,
        valueCents,
        code,
        validUntil,
        address: [business.address, business.phone, business.email].filter(Boolean).join(' · '),
      })
      made.push({ id: Number(doc.id), code, valueCents, validUntil, pdf })
    }
  await payload.update({
    collection: 'orders',
    id: order.id,
    data: { issuedVouchers: made.map((voucher) => voucher.id) },
    overrideAccess: true,
    context: { [ORDER_WRITE]: true },
    req,
  })
  await sendShopMail(payload, [voucherMail(order, made, settings, business)])
  return made.map((voucher) => voucher.id)
}

/** Gives a redeemed voucher amount back to its voucher when the order ends without a sale. */
async function refundVoucher(payload: Payload, order: Order, req: PayloadRequest) {
  if (!order.voucherCode || !order.voucherCents) return
  const { docs } = await payload.find({
    collection: 'vouchers',
    where: { code: { equals: order.voucherCode } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const voucher = docs[0]
  if (!voucher) return
  await giveBackToVoucher(
    payload,
    voucher.id,
    {
      at: clock.now().toISOString(),
      amountCents: order.voucherCents,
      where: `Zurückgebucht: Bestellung ${order.number} ${order.status === 'withdrawn' ? 'widerrufen' : 'storniert'}`,
    },
    req,
  )
}

/**
 * What a status change means: storniert or widerrufen gives the stock (and a redeemed voucher
 * amount) back once; bezahlt issues bought vouchers; bezahlt, versandt and abholbereit tell the
 * customer by e-mail; storniert tells her too, with what becomes of her money, and refunds an
 * online payment.
 */
export const afterOrderStatusChange: CollectionAfterChangeHook<Order> = async ({
  doc,
  previousDoc,
  operation,
  req,
  context,
}) => {
  if (operation !== 'update' || context[ORDER_WRITE]) return doc
  const status = doc.status
  if (!isOrderStatus(status) || status === previousDoc?.status) return doc
  const { payload } = req
  if (RELEASES_STOCK.has(status) && doc.stockReserved) {
    // Marked first, in one conditional update, so two saves cannot both give the stock back.
    // SQLite keeps booleans as 0/1.
    const flag = (value: boolean) => (payload.db.name === 'postgres' ? value : Number(value))
    const mine = await claimRow(payload, {
      table: 'orders',
      id: doc.id,
      expect: { stock_reserved: flag(true) },
      set: { stock_reserved: flag(false) },
      req,
    })
    if (mine) {
      await releaseStock(
        payload,
        (doc.items ?? []).map((item) => ({
          product: item.product as number | null,
          variantId: item.variantId,
          quantity: item.quantity,
        })),
        req,
      )
      await refundVoucher(payload, doc, req)
    }
  }
  if (RELEASES_STOCK.has(status) && doc.invoiceNumber)
    correctInvoiceOfCancelled(payload, doc, status)
  await tellTicketSeller(payload, doc, 'status', req)
  try {
    if (status === 'paid') await issueVouchers(payload, doc, req)
    if (status === 'cancelled') {
      const money = moneyOfCancelled(doc, previousDoc?.status)
      if (doc.paymentMethod === 'online') refundCancelledOrder(payload, doc)
      await sendShopMail(payload, [
        cancellationMail(doc, money, await readShopSettings(payload), await readBusiness(payload)),
      ])
    }
    // An order of tickets only: their mail (valid tickets, once paid) is the confirmation.
    const onlyTickets =
      (doc.items ?? []).length > 0 && (doc.items ?? []).every((item) => item.ticket)
    if (ANNOUNCED.has(status) && !(status === 'paid' && onlyTickets)) {
      const mail = statusMail(
        doc,
        status,
        await readShopSettings(payload),
        await readBusiness(payload),
      )
      if (mail) await sendShopMail(payload, [mail])
    }
  } catch (error) {
    payload.logger.error(`Order ${doc.number}: status mail failed: ${String(error)}`)
  }
  return doc
}
