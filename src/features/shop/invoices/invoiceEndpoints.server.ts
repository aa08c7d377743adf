import { zipSync } from 'fflate'
import type { Endpoint, PayloadRequest } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import { isStaffRequest } from '@/lib/access'
import { addDays, berlinMidnight } from '@/lib/berlinTime'
import { jsonError } from '@/lib/http'
import type { Invoice } from '@/payload-types'

import type { VatLine } from '../catalogue/taxes'
import { invoicesCsv } from './invoicesCsv'

const DAY = /^\d{4}-\d{2}-\d{2}$/
/** A real calendar day: „2026-02-31“ would otherwise roll over into March. */
function isDay(value: string): boolean {
  const noon = Date.parse(`${value}T12:00:00Z`)
  return DAY.test(value) && !Number.isNaN(noon) && new Date(noon).toISOString().startsWith(value)
}
/** A year of documents in one archive at most: a tax adviser asks per month, quarter or year. */
const MAX_DAYS = 366

const noStore = { 'cache-control': 'no-store' }

const fileName = (doc: Pick<Invoice, 'kind' | 'label'>) =>
  `${doc.kind === 'invoice' ? 'Rechnung' : 'Rechnungskorrektur'}-${doc.label}.pdf`

function forbidden(req: PayloadRequest) {
  return isStaffRequest(req) ? null : jsonError(403, 'forbidden', 'Only staff may do this.')
}

/** GET /api/invoices/:id/pdf: the document exactly as it was issued. */
const pdf: Endpoint = {
  path: '/:id/pdf',
  method: 'get',
  handler: async (req) => {
    const refused = forbidden(req)
    if (refused) return refused
    const id = Number(req.routeParams?.id)
    const doc = Number.isSafeInteger(id)
      ? await req.payload
          .findByID({ collection: 'invoices', id, depth: 0, overrideAccess: true })
          .catch(() => null)
      : null
    if (!doc) return jsonError(404, 'not_found', 'There is no such invoice.')
    return new Response(Buffer.from(doc.pdf, 'base64') as unknown as BodyInit, {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="${fileName(doc)}"`,
        ...noStore,
      },
    })
  },
}

/** The period's first instant and the instant after its last day, on the salon's clock. */
function periodOf(url: URL): { from: string; to: string; start: Date; end: Date } | null {
  const from = url.searchParams.get('from') ?? ''
  const to = url.searchParams.get('to') ?? ''
  if (!isDay(from) || !isDay(to)) return null
  const start = berlinMidnight(from)
  const end = berlinMidnight(addDays(to, 1))
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return null
  const days = (end.getTime() - start.getTime()) / 86_400_000
  if (days < 1 || days > MAX_DAYS + 1) return null
  return { from, to, start, end }
}

/**
 * GET /api/invoices/export?from=2026-01-01&to=2026-03-31: every invoice and correction issued in
 * those days (Berlin), as a ZIP of the PDFs as issued and `rechnungen.csv` for the tax adviser.
 */
const exportPeriod: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req) => {
    const refused = forbidden(req)
    if (refused) return refused
    const period = periodOf(new URL(req.url ?? 'http://localhost/'))
    if (!period)
      return jsonError(
        400,
        'invalid_period',
        `Give from and to as YYYY-MM-DD, to not before from, at most ${MAX_DAYS} days.`,
      )
    const { docs } = await req.payload.find({
      collection: 'invoices',
      where: {
        and: [
          { issuedAt: { greater_than_equal: period.start.toISOString() } },
          { issuedAt: { less_than: period.end.toISOString() } },
        ],
      },
      sort: 'issuedAt',
      pagination: false,
      limit: 0,
      depth: 0,
      overrideAccess: true,
    })
    const labels = new Map(docs.map((doc) => [doc.id, doc.label]))
    const orderIds = [...new Set(docs.map((doc) => doc.order).filter((id) => id != null))]
    const orders = orderIds.length
      ? (
          await req.payload.find({
            collection: COLLECTIONS.orders,
            where: { id: { in: orderIds as number[] } },
            pagination: false,
            limit: 0,
            depth: 0,
            overrideAccess: true,
            select: { number: true },
          })
        ).docs
      : []
    const numbers = new Map(orders.map((order) => [order.id, order.number]))
    const corrected = async (doc: Invoice) => {
      const id = doc.corrects as number | null | undefined
      if (id == null) return undefined
      return (
        labels.get(id) ??
        (await req.payload
          .findByID({ collection: 'invoices', id, depth: 0, overrideAccess: true })
          .then((found) => found.label)
          .catch(() => undefined))
      )
    }
    const rows = await Promise.all(
      docs.map(async (doc) => ({
        label: doc.label,
        kind: doc.kind,
        issuedAt: doc.issuedAt,
        corrects: await corrected(doc),
        orderNumber: numbers.get(doc.order as number) ?? undefined,
        buyer: doc.buyer,
        totalCents: doc.totalCents,
        vatLines: (doc.vatLines as VatLine[] | null) ?? [],
        paymentWords: doc.paymentWords,
      })),
    )
    const files: Record<string, Uint8Array> = {
      'rechnungen.csv': new TextEncoder().encode(invoicesCsv(rows)),
    }
    for (const doc of docs) files[fileName(doc)] = Buffer.from(doc.pdf, 'base64')
    const zip = zipSync(files, { level: 6 })
    return new Response(zip as unknown as BodyInit, {
      headers: {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="rechnungen-${period.from}-bis-${period.to}.zip"`,
        ...noStore,
      },
    })
  },
}

export const invoiceEndpoints = [exportPeriod, pdf]
