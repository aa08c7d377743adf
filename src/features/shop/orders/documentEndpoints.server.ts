import type { Endpoint, PayloadRequest } from 'payload'

import { COLLECTIONS, GLOBALS } from '@/contracts/slugs'
import { isStaffRequest } from '@/lib/access'
import { jsonError } from '@/lib/http'
import type { Order } from '@/payload-types'

import { invoicesOfOrder, issueInvoice } from '../invoices/issueInvoice.server'
import { readBusiness } from './business.server'
import { documentPdf } from './documentPdf.server'
import { deliveryNoteLines } from './orderDocuments'

/** The owner opens these in a tab: a refusal she reads in German; a script gets JSON. */
function refuse(
  req: PayloadRequest,
  status: number,
  code: string,
  english: string,
  german: string,
) {
  if (req.headers.get('accept')?.includes('application/json'))
    return jsonError(status, code, english)
  return new Response(german, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
}

async function staffOrder(req: PayloadRequest): Promise<Order | Response> {
  if (!isStaffRequest(req))
    return refuse(req, 403, 'forbidden', 'Only staff may do this.', 'Bitte anmelden.')
  const id = Number(req.routeParams?.id)
  const order = Number.isSafeInteger(id)
    ? await req.payload
        .findByID({ collection: COLLECTIONS.orders, id, depth: 0, overrideAccess: true })
        .catch(() => null)
    : null
  return (
    order ??
    refuse(req, 404, 'not_found', 'There is no such order.', 'Diese Bestellung gibt es nicht.')
  )
}

const pdfAnswer = (bytes: Uint8Array, name: string) =>
  new Response(bytes as unknown as BodyInit, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${name}"`,
      'cache-control': 'no-store',
    },
  })

/**
 * GET /api/orders/:id/rechnung: the invoice. Issued the first time (its number, its PDF kept as
 * issued); every later request, also after a cancellation, gets that same document.
 */
const invoice: Endpoint = {
  path: '/:id/rechnung',
  method: 'get',
  handler: async (req) => {
    const found = await staffOrder(req)
    if (found instanceof Response) return found
    const stored = await storedInvoice(req, found.id)
    if (stored) return stored
    const settings = await req.payload.findGlobal({ slug: GLOBALS.siteSettings, depth: 0 })
    if (!settings.taxId?.trim()) return taxIdMissing(req)
    if (found.status === 'open' || found.status === 'cancelled')
      return refuse(
        req,
        409,
        'not_invoiceable',
        'An open or cancelled order gets no invoice.',
        'Eine offene oder stornierte Bestellung bekommt keine Rechnung.',
      )
    const issued = await issueInvoice(req.payload, found.id)
    if (!issued) return taxIdMissing(req)
    return pdfAnswer(Buffer.from(issued.pdf, 'base64'), `Rechnung-${issued.label}.pdf`)
  },
}

const taxIdMissing = (req: PayloadRequest) =>
  refuse(
    req,
    409,
    'tax_id_missing',
    'Enter the tax number in the site settings first.',
    'Für Rechnungen fehlt die Steuernummer oder USt-IdNr. (§ 14 UStG): bitte unter „Website-Einstellungen → Unternehmen“ eintragen und die Rechnung erneut öffnen.',
  )

async function storedInvoice(req: PayloadRequest, orderId: number) {
  const issued = (await invoicesOfOrder(req.payload, orderId)).find((doc) => doc.kind === 'invoice')
  return issued
    ? pdfAnswer(Buffer.from(issued.pdf, 'base64'), `Rechnung-${issued.label}.pdf`)
    : null
}

/** GET /api/orders/:id/lieferschein: the delivery note, without prices. */
const deliveryNote: Endpoint = {
  path: '/:id/lieferschein',
  method: 'get',
  handler: async (req) => {
    const order = await staffOrder(req)
    if (order instanceof Response) return order
    const business = await readBusiness(req.payload)
    const bytes = await documentPdf(
      `Lieferschein ${order.number}`,
      business.name,
      deliveryNoteLines(order, business),
    )
    return pdfAnswer(bytes, `Lieferschein-${order.number}.pdf`)
  },
}

export const orderDocumentEndpoints = [invoice, deliveryNote]
