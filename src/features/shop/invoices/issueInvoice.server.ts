import type { Payload } from 'payload'

import { COLLECTIONS, GLOBALS } from '@/contracts/slugs'
import { oneAtATime } from '@/lib/oneAtATime'
import type { Invoice, Order } from '@/payload-types'

import type { VatLine } from '../catalogue/taxes'
import { paymentWords } from '../checkout/payments'
import { readBusiness } from '../orders/business.server'
import { documentPdf } from '../orders/documentPdf.server'
import { assignInvoiceNumber } from '../orders/invoiceNumber.server'
import { invoiceLabel, invoiceLines } from '../orders/orderDocuments'
import { correctionLabel, correctionLines, vatOfCorrection } from './correctionDocument'
import { clock } from '@/lib/clock'

const INVOICES = 'invoices' as const

/** The documents of one order are issued one at a time, so none is issued twice. */
const ofOrder = (orderId: number) => `invoices:order:${orderId}`

const orderOf = (payload: Payload, id: number) =>
  payload.findByID({ collection: COLLECTIONS.orders, id, depth: 0, overrideAccess: true })

const buyerOf = (order: Order) =>
  [order.billing?.company, [order.billing?.firstName, order.billing?.lastName].join(' ').trim()]
    .filter(Boolean)
    .join(', ') || order.email

async function taxIdOf(payload: Payload): Promise<string> {
  const settings = await payload.findGlobal({ slug: GLOBALS.siteSettings, depth: 0 })
  return settings.taxId?.trim() ?? ''
}

/** The documents issued for an order, the invoice first, then its corrections in order. */
export async function invoicesOfOrder(payload: Payload, orderId: number): Promise<Invoice[]> {
  const { docs } = await payload.find({
    collection: INVOICES,
    where: { order: { equals: orderId } },
    sort: 'issuedAt',
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  return [...docs].sort((a, b) => Number(b.kind === 'invoice') - Number(a.kind === 'invoice'))
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

/**
 * The order's invoice, issued once: the next number of the R- series (invoiceNumber.server.ts),
 * the PDF rendered from the order as it is now and kept with the number, so it is the same
 * document whenever it is opened again, whatever changes later. Null without a tax number.
 */
export function issueInvoice(payload: Payload, orderId: number): Promise<Invoice | null> {
  return oneAtATime(payload, ofOrder(orderId), async () => {
    const issued = (await invoicesOfOrder(payload, orderId)).find((doc) => doc.kind === 'invoice')
    if (issued) return issued
    const taxId = await taxIdOf(payload)
    if (!taxId) return null
    if (!(await orderOf(payload, orderId)).invoiceNumber)
      await assignInvoiceNumber(payload, orderId)
    const order = await orderOf(payload, orderId)
    const sequence = order.invoiceNumber!
    const issuedAt = order.invoicedAt ?? clock.now().toISOString()
    const business = await readBusiness(payload)
    const label = invoiceLabel(sequence)
    const lines = invoiceLines(order, business, taxId, { sequence, date: issuedAt })
    const pdf = await documentPdf(`Rechnung ${label}`, business.name, lines)
    return payload.create({
      collection: INVOICES,
      data: {
        label,
        kind: 'invoice',
        sequence,
        issuedAt,
        order: order.id,
        buyer: buyerOf(order),
        totalCents: order.totalCents ?? 0,
        vatLines: order.smallBusiness ? [] : ((order.vatLines as VatLine[] | null) ?? []),
        paymentWords: paymentWords(order.paymentMethod, order.paymentDetail),
        taxId,
        pdf: base64(pdf),
      },
      overrideAccess: true,
      depth: 0,
    })
  })
}

/** The next number of the S- series, or after a refused insert (another instance) the one after. */
async function nextCorrectionSequence(payload: Payload): Promise<number> {
  const { docs } = await payload.find({
    collection: INVOICES,
    where: { kind: { equals: 'correction' } },
    sort: '-sequence',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return (docs[0]?.sequence ?? 0) + 1
}

/**
 * A correction of the order's invoice (Stornorechnung / Rechnungskorrektur) for `cents` given
 * back, or for all that is not yet corrected when `cents` is left out (a cancellation, a
 * withdrawal): its own number of the S- series, the invoice's number and date, negative amounts.
 * Never more than the invoice less its earlier corrections; nothing when no invoice was issued
 * (the order's invoice is then never issued for what was taken back: see documentEndpoints).
 */
export function issueCorrection(
  payload: Payload,
  orderId: number,
  input: { cents?: number; reason: string },
): Promise<Invoice | null> {
  return oneAtATime(payload, ofOrder(orderId), async () => {
    const documents = await invoicesOfOrder(payload, orderId)
    const invoice = documents.find((doc) => doc.kind === 'invoice')
    if (!invoice) return null
    const corrected = -documents
      .filter((doc) => doc.kind === 'correction')
      .reduce((sum, doc) => sum + doc.totalCents, 0)
    const rest = invoice.totalCents - corrected
    const cents = Math.min(input.cents ?? rest, rest)
    if (!Number.isInteger(cents) || cents <= 0) return null
    const [order, business, currentTaxId] = await Promise.all([
      orderOf(payload, orderId),
      readBusiness(payload),
      taxIdOf(payload),
    ])
    const taxId = currentTaxId || invoice.taxId || ''
    const invoicedVat = (invoice.vatLines as VatLine[] | null) ?? []
    // All of the invoice at once prints its positions negated; a part prints one refund line.
    const facts = {
      date: clock.now().toISOString(),
      cents,
      reason: input.reason,
      invoice: { label: invoice.label, issuedAt: invoice.issuedAt, totalCents: invoice.totalCents },
      invoicedVat,
      smallBusiness: invoicedVat.length === 0,
    }
    const vat = vatOfCorrection(facts)
    return oneAtATime(payload, 'invoices:series:correction', async () => {
      for (let attempt = 1; ; attempt += 1) {
        const sequence = await nextCorrectionSequence(payload)
        const label = correctionLabel(sequence)
        const lines = correctionLines(order, business, taxId, { ...facts, sequence })
        const pdf = await documentPdf(`Rechnungskorrektur ${label}`, business.name, lines)
        try {
          return await payload.create({
            collection: INVOICES,
            data: {
              label,
              kind: 'correction',
              sequence,
              issuedAt: facts.date,
              order: order.id,
              corrects: invoice.id,
              buyer: invoice.buyer,
              totalCents: -cents,
              reason: input.reason.slice(0, 300),
              vatLines: vat,
              paymentWords: invoice.paymentWords,
              taxId,
              pdf: base64(pdf),
            },
            overrideAccess: true,
            depth: 0,
          })
        } catch (error) {
          if (attempt >= 5) throw error
        }
      }
    })
  })
}
