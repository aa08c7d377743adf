import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import yauzl from 'yauzl'

import { berlinDate } from '@/lib/berlinTime'
import { readPdf } from '@/test/readPdf'
import { eachDatabase, startTestPayload, type TestPayload } from '@/test/testPayload'

import type { CheckoutForm } from '../checkout/checkoutForm'
import { orderDocumentEndpoints } from '../orders/documentEndpoints.server'
import { orderPaymentHandling } from '../orders/orderPayment.server'
import { placeOrder } from '../orders/placeOrder.server'
import { invoiceEndpoints } from './invoiceEndpoints.server'
import { issueCorrection } from './issueInvoice.server'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

const describeEach = await eachDatabase()

const form = (email: string): CheckoutForm => ({
  email,
  phone: '',
  billing: {
    firstName: 'Anna',
    lastName: 'Muster',
    company: '',
    street: 'Hauptstr. 1',
    postcode: '10115',
    city: 'Berlin',
    country: 'DE',
    state: 'DE-BE',
  },
  shipToDifferent: false,
  shipping: null,
  note: '',
  shippingId: 'pickup',
  paymentId: 'vorkasse',
  voucherCode: '',
  seenPrices: new Map(),
})

/** Every entry of a ZIP, read with yauzl (not the library that wrote it). */
function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    const files = new Map<string, Buffer>()
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error)
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError)
          const parts: Buffer[] = []
          stream.on('data', (part: Buffer) => parts.push(part))
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(parts))
            zip.readEntry()
          })
        })
      })
      zip.on('end', () => resolve(files))
      zip.on('error', reject)
      zip.readEntry()
    })
  })
}

describeEach('invoices as issued (%s)', (kind) => {
  let instance: TestPayload
  let shampoo: number
  let brush: number
  const payload = () => instance.payload
  const owner = { collection: 'users', roles: ['admin'], id: 1 }

  const call = (
    endpoints: typeof invoiceEndpoints,
    path: string,
    params: Record<string, string>,
    options: { user?: unknown; url?: string; accept?: string } = {},
  ) =>
    endpoints
      .find((one) => one.path === path)!
      .handler({
        payload: payload(),
        user: 'user' in options ? options.user : owner,
        routeParams: params,
        url: options.url ?? 'http://localhost/api/invoices',
        headers: new Headers({ accept: options.accept ?? 'application/pdf' }),
      } as never) as Promise<Response>

  const openInvoice = (orderId: number) =>
    call(orderDocumentEndpoints, '/:id/rechnung', { id: String(orderId) })

  const paidOrder = async (email: string) => {
    const placed = await placeOrder(
      payload(),
      [
        { productId: shampoo, variantId: null, quantity: 1, amountCents: null },
        { productId: brush, variantId: null, quantity: 1, amountCents: null },
      ],
      form(email),
    )
    if (!('order' in placed)) throw new Error('order expected')
    await payload().update({
      collection: 'orders',
      id: placed.order.id,
      data: { status: 'paid' },
      overrideAccess: true,
    })
    return placed.order
  }

  const documentsOf = async (orderId: number) =>
    (
      await payload().find({
        collection: 'invoices',
        where: { order: { equals: orderId } },
        sort: 'issuedAt',
        depth: 0,
        overrideAccess: true,
      })
    ).docs

  beforeAll(async () => {
    instance = await startTestPayload(kind)
    await payload().updateGlobal({
      slug: 'site-settings',
      data: { businessName: 'Salon Beleg', taxId: '12/345/67890' } as never,
      context: { disableRevalidate: true },
    })
    const create = (data: Record<string, unknown>) =>
      payload().create({
        collection: 'products',
        data: { active: true, stock: 50, ...data } as never,
        context: { disableRevalidate: true },
      })
    shampoo = (await create({ title: 'Shampoo', priceCents: 1290, taxClass: 'reduced' })).id
    brush = (await create({ title: 'Bürste', priceCents: 2400, taxClass: 'standard' })).id
  })
  afterAll(async () => {
    await instance?.cleanup()
  })

  it('keeps the invoice as issued: the same PDF after the order changed and after its cancellation, which issues a Storno', async () => {
    const order = await paidOrder('storno@example.org')
    const first = await openInvoice(order.id)
    expect(first.status).toBe(200)
    const issued = Buffer.from(await first.arrayBuffer())
    const text = await readPdf(issued)
    expect(text).toContain('Anna Muster')
    expect(text).toMatch(/Rechnung R-\d{5}/)
    // The order changes afterwards (a corrected name); the invoice stays what was issued.
    await payload().update({
      collection: 'orders',
      id: order.id,
      data: { billing: { ...order.billing, lastName: 'Geändert' } } as never,
      overrideAccess: true,
    })
    const again = Buffer.from(await (await openInvoice(order.id)).arrayBuffer())
    expect(again.equals(issued)).toBe(true)

    await payload().update({
      collection: 'orders',
      id: order.id,
      data: { status: 'cancelled' },
      overrideAccess: true,
    })
    await vi.waitFor(async () => expect(await documentsOf(order.id)).toHaveLength(2))
    const afterCancel = await openInvoice(order.id)
    expect(afterCancel.status).toBe(200)
    expect(Buffer.from(await afterCancel.arrayBuffer()).equals(issued)).toBe(true)
    const [invoice, storno] = await documentsOf(order.id)
    expect(invoice).toMatchObject({ kind: 'invoice', totalCents: 3690 })
    expect(storno).toMatchObject({ kind: 'correction', totalCents: -3690, corrects: invoice!.id })
    expect(storno!.label).toMatch(/^S-\d{5}$/)
    const pdf = await call(invoiceEndpoints, '/:id/pdf', { id: String(storno!.id) })
    expect(pdf.headers.get('content-disposition')).toContain(
      `Rechnungskorrektur-${storno!.label}.pdf`,
    )
    const stornoText = await readPdf(await pdf.arrayBuffer())
    expect(stornoText).toContain(`Rechnungskorrektur ${storno!.label}`)
    expect(stornoText).toContain(`Korrigiert die Rechnung ${invoice!.label}`)
    expect(stornoText).toContain('Steuernummer / USt-IdNr.: 12/345/67890')
    expect(stornoText).toContain('Korrekturbetrag: -36,90 €')
    expect(stornoText).toContain('Umsatzsteuer 19 %: -3,83 €')
    expect(stornoText).toContain('Umsatzsteuer 7 %: -0,84 €')
    // A second cancellation request (a retry) corrects nothing twice.
    await Promise.all([
      issueCorrection(payload(), order.id, { reason: 'nochmal' }),
      issueCorrection(payload(), order.id, { reason: 'nochmal' }),
    ])
    expect(await documentsOf(order.id)).toHaveLength(2)
  })

  it('corrects a part refunded, then the rest on cancellation, never more than invoiced', async () => {
    const order = await paidOrder('teil@example.org')
    expect((await openInvoice(order.id)).status).toBe(200)
    const state = {
      id: 1,
      purpose: 'order',
      reference: String(order.id),
      refundedCents: 1000,
      amountCents: 3690,
    }
    await orderPaymentHandling.refunded!(payload(), state as never, 1000, {
      by: 'von Hand',
      reason: 'Kulanz',
    })
    const [, partial] = await documentsOf(order.id)
    expect(partial).toMatchObject({ kind: 'correction', totalCents: -1000, reason: 'Kulanz' })
    expect(
      await readPdf(
        await (await call(invoiceEndpoints, '/:id/pdf', { id: String(partial!.id) })).arrayBuffer(),
      ),
    ).toContain('Erstattung: -10,00 €')
    await payload().update({
      collection: 'orders',
      id: order.id,
      data: { status: 'cancelled' },
      overrideAccess: true,
    })
    await vi.waitFor(async () => expect(await documentsOf(order.id)).toHaveLength(3))
    const documents = await documentsOf(order.id)
    expect(documents.map((doc) => doc.totalCents)).toEqual([3690, -1000, -2690])
    // Numbers of the S- series follow each other.
    const [a, b] = documents.slice(1).map((doc) => Number(doc.label.slice(2)))
    expect(b).toBe(a! + 1)
  })

  it('exports a period as a ZIP of the PDFs as issued and a CSV, for staff only', async () => {
    const order = await paidOrder('export@example.org')
    await openInvoice(order.id)
    const url = (from: string, to: string) =>
      `http://localhost/api/invoices/export?from=${from}&to=${to}`
    const tooLong = await call(
      invoiceEndpoints,
      '/export',
      {},
      { url: url('2020-01-01', '2099-12-31') },
    )
    expect(tooLong.status).toBe(400)
    const all = (
      await payload().find({
        collection: 'invoices',
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
    ).docs
    // The period is the days the documents were issued on (Berlin), whatever day the test runs.
    const days = all.map((doc) => berlinDate(doc.issuedAt)).sort()
    const year = days[0]!
    const zip = await call(invoiceEndpoints, '/export', {}, { url: url(days[0]!, days.at(-1)!) })
    expect(zip.status).toBe(200)
    expect(zip.headers.get('content-type')).toBe('application/zip')
    const files = await unzip(Buffer.from(await zip.arrayBuffer()))
    expect(files.size).toBe(all.length + 1)
    for (const doc of all) {
      const name = `${doc.kind === 'invoice' ? 'Rechnung' : 'Rechnungskorrektur'}-${doc.label}.pdf`
      expect(files.get(name)?.equals(Buffer.from(doc.pdf, 'base64'))).toBe(true)
    }
    const csv = files.get('rechnungen.csv')!.toString('utf8')
    expect(csv).toContain('"Belegnummer";"Art";"Belegdatum"')
    expect(csv).toMatch(/"S-\d{5}";"Rechnungskorrektur";"[\d.]+";"R-\d{5}"/)
    expect(csv).toContain('"-12,90"')
    for (const bad of [
      ['2026-02-31', '2026-03-01'],
      ['2026-13-01', '2026-12-31'],
      ['x', 'y'],
      ['2026-05-02', '2026-05-01'],
    ])
      expect(
        (await call(invoiceEndpoints, '/export', {}, { url: url(bad[0]!, bad[1]!) })).status,
      ).toBe(400)
    for (const user of [null, { collection: 'customers', id: 1 }]) {
      expect(
        (await call(invoiceEndpoints, '/export', {}, { user, url: url(year, year) })).status,
      ).toBe(403)
      expect(
        (await call(invoiceEndpoints, '/:id/pdf', { id: String(all[0]!.id) }, { user })).status,
      ).toBe(403)
    }
    expect((await call(invoiceEndpoints, '/:id/pdf', { id: '999999' })).status).toBe(404)
  })

  it('never lets anyone change or delete an issued document, the administrator included', async () => {
    const [doc] = (
      await payload().find({ collection: 'invoices', limit: 1, depth: 0, overrideAccess: true })
    ).docs
    const admin = { collection: 'users', roles: ['admin'], id: 1 } as never
    await expect(
      payload().update({
        collection: 'invoices',
        id: doc!.id,
        data: { totalCents: 1 },
        user: admin,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    await expect(
      payload().delete({ collection: 'invoices', id: doc!.id, user: admin, overrideAccess: false }),
    ).rejects.toThrow()
  })
})
