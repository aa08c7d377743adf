import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { COLLECTIONS } from '@/contracts/slugs'
import { eachDatabase, startTestPayload, type TestPayload } from '@/test/testPayload'

import type { CartLine } from './cart/cart'
import type { CheckoutForm } from './checkout/checkoutForm'
import { handleCartPost } from './cart/cartEndpoint.server'
import { handleOrderPost } from './orders/orderEndpoint.server'
import { placeOrder } from './orders/placeOrder.server'
import { orderDocumentEndpoints } from './orders/documentEndpoints.server'
import { assignInvoiceNumber } from './orders/invoiceNumber.server'
import { recordWithdrawal } from './legal/withdrawal.server'
import { redeemVoucher } from './vouchers/voucherLedger.server'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

const describeEach = await eachDatabase()

const address = {
  firstName: 'Anna',
  lastName: 'Muster',
  company: '',
  street: 'Hauptstr. 1',
  postcode: '10115',
  city: 'Berlin',
  country: 'DE',
  state: 'DE-BE',
}

const form = (overrides: Partial<CheckoutForm> = {}): CheckoutForm => ({
  email: 'kundin@example.org',
  phone: '',
  billing: address,
  shipToDifferent: false,
  shipping: null,
  note: '',
  shippingId: 'pickup',
  paymentId: 'vorkasse',
  voucherCode: '',
  seenPrices: new Map(),
  ...overrides,
})

describeEach('shop orders (%s)', (kind) => {
  let instance: TestPayload
  let single: number
  let brush: number
  let variantProduct: number
  let variantId: string
  let giftCard: number

  const payload = () => instance.payload
  const line = (productId: number, quantity = 1, variant: string | null = null): CartLine => ({
    productId,
    variantId: variant,
    quantity,
    amountCents: null,
  })
  const stockOf = async (id: number) =>
    (await payload().findByID({ collection: 'products', id, depth: 0 })).stock
  const orderCount = async () => (await payload().count({ collection: 'orders' })).totalDocs
  const newVoucher = (code: string, cents: number) =>
    payload().create({
      collection: 'vouchers',
      data: {
        code,
        initialCents: cents,
        balanceCents: cents,
        validUntil: '2099-12-31T00:00:00.000Z',
      },
      overrideAccess: true,
    })

  beforeAll(async () => {
    instance = await startTestPayload(kind)
    await payload().updateGlobal({
      slug: 'shop-settings',
      data: {
        zones: [
          {
            name: 'Deutschland',
            countries: 'DE',
            methods: [{ label: 'DHL Paket', costCents: 490, freeFromCents: 5000 }],
          },
        ],
        bank: { accountHolder: 'Salon Test', iban: 'DE89370400440532013000' },
      },
      context: { disableRevalidate: true },
    })
    const create = (data: Record<string, unknown>) =>
      payload().create({
        collection: 'products',
        data: { active: true, taxClass: 'standard', ...data } as never,
        context: { disableRevalidate: true },
      })
    single = (
      await create({
        title: 'Letztes Shampoo',
        priceCents: 1290,
        stock: 1,
        content: { amount: 250, unit: 'ml' },
      })
    ).id
    brush = (await create({ title: 'Bürste', priceCents: 2400, stock: 10 })).id
    const cream = await create({
      title: 'Creme',
      priceCents: 1450,
      attributes: [{ name: 'Duft' }],
      variants: [{ option1: 'Lavendel', priceCents: 1450, stock: 2 }],
    })
    variantProduct = cream.id
    variantId = (cream as unknown as { variants: Array<{ id: string }> }).variants[0]!.id
    giftCard = (
      await create({
        title: 'Gutschein',
        kind: 'voucher',
        priceCents: 2500,
        attributes: [{ name: 'Betrag' }],
        variants: [{ option1: '25 €', priceCents: 2500 }],
      })
    ).id
  }, 120_000)

  afterAll(async () => {
    await instance?.cleanup()
  })

  it('sells the last item once when two visitors order it at the same moment', async () => {
    const results = await Promise.all([
      placeOrder(payload(), [line(single)], form()),
      placeOrder(payload(), [line(single)], form({ email: 'zweite@example.org' })),
    ])
    const placed = results.filter((result) => 'order' in result)
    const refused = results.filter((result) => 'status' in result)
    expect(placed).toHaveLength(1)
    expect(refused).toEqual([expect.objectContaining({ status: 409, code: 'sold_out' })])
    expect(await stockOf(single)).toBe(0)
    expect(await orderCount()).toBe(1)
  })

  it('reserves variant stock and gives everything back when a later line cannot be had', async () => {
    const before = await orderCount()
    const result = await placeOrder(
      payload(),
      [line(variantProduct, 2, variantId), line(single)],
      form(),
    )
    expect(result).toMatchObject({ status: 409, code: 'sold_out' })
    const cream = await payload().findByID({ collection: 'products', id: variantProduct, depth: 0 })
    expect(cream.variants?.[0]?.stock).toBe(2)
    expect(await orderCount()).toBe(before)
  })

  it('stops an order whose price changed since the checkout page', async () => {
    const key = `${brush}_-_0`
    const result = await placeOrder(
      payload(),
      [line(brush)],
      form({ seenPrices: new Map([[key, 1999]]) }),
    )
    expect(result).toMatchObject({ status: 409, code: 'price_changed' })
    expect((result as { notice: string }).notice).toMatch(/24,00\s€/)
    expect(await stockOf(brush)).toBe(10)
  })

  it('computes the order in cents, numbers it and mails the confirmation with the Belehrung', async () => {
    const result = await placeOrder(payload(), [line(brush, 2)], form({ shippingId: '' }))
    expect(result).toMatchObject({ status: 400, code: 'invalid_shipping' })
    const settings = await payload().findGlobal({ slug: 'shop-settings' })
    const dhl = settings.zones![0]!.methods![0]!.id!
    const placed = await placeOrder(payload(), [line(brush, 2)], form({ shippingId: dhl }))
    if (!('order' in placed)) throw new Error(`order expected: ${JSON.stringify(placed)}`)
    const { order } = placed
    expect(order.number).toMatch(/^\d{4}-[A-Z2-9]{6}$/)
    expect([order.subtotalCents, order.shippingCents, order.totalCents]).toEqual([4800, 490, 5290])
    // 19 % contained in 52,90 €: 5290 × 19 / 119 = 844,6 → 845
    expect(order.vatLines).toEqual([
      { taxClass: 'standard', ratePercent: 19, grossCents: 5290, vatCents: 845 },
    ])
    expect(await stockOf(brush)).toBe(8)
  })

  it('redeems a voucher partly, keeps the rest, and refuses a second use of the same balance', async () => {
    const comb = (
      await payload().create({
        collection: 'products',
        data: {
          active: true,
          taxClass: 'standard',
          title: 'Kamm',
          priceCents: 2400,
          stock: 5,
        } as never,
        context: { disableRevalidate: true },
      })
    ).id
    const voucher = await newVoucher('GS-TEST-AAAA-BBBB', 3000)
    const results = await Promise.all([
      placeOrder(payload(), [line(comb)], form({ voucherCode: 'gs test aaaa bbbb' })),
      placeOrder(payload(), [line(comb)], form({ voucherCode: 'GS-TEST-AAAA-BBBB' })),
    ])
    const placed = results.flatMap((result) => ('order' in result ? [result.order] : []))
    // Both orders read the balance of 30 € before either took it: the second is refused. On a
    // busy machine the second may read it after the first took 24 €: it then pays the 6 € left.
    // Either way the voucher never pays more than it holds, and its history lists every payment.
    for (const refused of results.filter((result) => 'status' in result))
      expect(refused).toMatchObject({ status: 409, code: 'voucher_changed' })
    expect(placed[0]).toMatchObject({ voucherCents: 2400, dueCents: 0 })
    expect(placed.slice(1)).toEqual(
      placed.slice(1).map(() => expect.objectContaining({ voucherCents: 600, dueCents: 1800 })),
    )
    const after = await payload().findByID({ collection: 'vouchers', id: voucher.id })
    const spent = placed.reduce((sum, order) => sum + (order.voucherCents ?? 0), 0)
    expect(after.balanceCents).toBe(3000 - spent)
    expect(after.redemptions?.map((entry) => entry.amountCents).sort()).toEqual(
      placed.map((order) => order.voucherCents).sort(),
    )
    expect(await stockOf(comb)).toBe(5 - placed.length)
    const expired = await payload().create({
      collection: 'vouchers',
      data: {
        code: 'GS-OLD0-OLD0-OLD0',
        initialCents: 3000,
        balanceCents: 3000,
        validUntil: '2020-12-31T00:00:00.000Z',
      },
      overrideAccess: true,
    })
    expect(
      await placeOrder(payload(), [line(brush)], form({ voucherCode: expired.code })),
    ).toMatchObject({
      status: 400,
      code: 'invalid_voucher',
    })
  })

  it('never spends one balance twice, however many redemptions meet at once', async () => {
    const voucher = await newVoucher('GS-RACE-RACE-RACE', 3000)
    const entry = (where: string) => ({ at: '2026-12-02T10:00:00.000Z', amountCents: 1000, where })
    const taken = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        redeemVoucher(payload(), voucher.id, entry(`Versuch ${index + 1}`)),
      ),
    )
    expect(taken.filter(Boolean)).toHaveLength(3)
    const after = await payload().findByID({ collection: 'vouchers', id: voucher.id })
    expect(after.balanceCents).toBe(0)
    expect(after.redemptions).toHaveLength(3)
  })

  it('keeps the redemption of an order that happens while the owner saves a salon redemption', async () => {
    const voucher = await newVoucher('GS-SAVE-SAVE-SAVE', 3000)
    // The shop redeems 5 € after the owner's save has read the voucher and before it writes:
    // a save that wrote back what it read would undo the shop's 5 € and drop its line.
    const hooks = payload().collections.vouchers.config.hooks.beforeChange
    const between: (typeof hooks)[number] = async ({ data, req }) => {
      await redeemVoucher(
        req.payload,
        voucher.id,
        { at: '2026-12-02T10:00:00.000Z', amountCents: 500, where: 'Shop, Bestellung 2026-TEST00' },
        req,
      )
      return data
    }
    hooks.unshift(between)
    try {
      await payload().update({
        collection: 'vouchers',
        id: voucher.id,
        data: { redeemNowCents: 1000, balanceCents: 3000, redemptions: [] } as never,
        overrideAccess: true,
      })
    } finally {
      hooks.splice(hooks.indexOf(between), 1)
    }
    const after = await payload().findByID({ collection: 'vouchers', id: voucher.id })
    expect(after.balanceCents).toBe(1500)
    expect(after.redemptions?.map((line) => [line.where, line.amountCents])).toEqual([
      ['Shop, Bestellung 2026-TEST00', 500],
      ['Im Salon eingelöst', 1000],
    ])
    await expect(
      payload().update({
        collection: 'vouchers',
        id: voucher.id,
        data: { redeemNowCents: 2000 } as never,
        overrideAccess: true,
      }),
    ).rejects.toThrow('Einlösen nicht möglich: Restguthaben ist 15,00')
    expect(
      (await payload().findByID({ collection: 'vouchers', id: voucher.id })).balanceCents,
    ).toBe(1500)
  })

  it('gives stock and voucher back once when an order is cancelled, and never reopens it', async () => {
    const voucher = await newVoucher('GS-CANC-CANC-CANC', 1000)
    const placed = await placeOrder(
      payload(),
      [line(brush, 3)],
      form({ voucherCode: voucher.code }),
    )
    if (!('order' in placed)) throw new Error('order expected')
    expect(await stockOf(brush)).toBe(5)
    await payload().update({
      collection: 'orders',
      id: placed.order.id,
      data: { status: 'cancelled' },
    })
    await payload().update({
      collection: 'orders',
      id: placed.order.id,
      data: { note: 'storniert' },
    })
    expect(await stockOf(brush)).toBe(8)
    const after = await payload().findByID({ collection: 'vouchers', id: voucher.id })
    expect(after.balanceCents).toBe(1000)
    // The history explains the balance: what the order took and what came back.
    expect(after.redemptions?.map((entry) => [entry.where, entry.amountCents])).toEqual([
      [`Shop, Bestellung ${placed.order.number}`, 1000],
      [`Zurückgebucht: Bestellung ${placed.order.number} storniert`, -1000],
    ])
    await expect(
      payload().update({ collection: 'orders', id: placed.order.id, data: { status: 'open' } }),
    ).rejects.toThrow(/storniert/)
  })

  it('gives a voucher back when the cancelled order held no counted stock', async () => {
    const advice = await payload().create({
      collection: 'products',
      data: {
        active: true,
        taxClass: 'standard',
        title: 'Pflegeberatung',
        priceCents: 800,
      } as never,
      context: { disableRevalidate: true },
    })
    const voucher = await newVoucher('GS-NOST-NOST-NOST', 1000)
    const placed = await placeOrder(
      payload(),
      [line(advice.id)],
      form({ voucherCode: voucher.code }),
    )
    if (!('order' in placed)) throw new Error(`order expected: ${JSON.stringify(placed)}`)
    expect(placed.order.voucherCents).toBe(800)
    await payload().update({
      collection: 'orders',
      id: placed.order.id,
      data: { status: 'cancelled' },
    })
    expect(
      (await payload().findByID({ collection: 'vouchers', id: voucher.id })).balanceCents,
    ).toBe(1000)
  })

  it('issues a bought voucher as a PDF by mail when the order is paid', async () => {
    const cart = [
      line(
        giftCard,
        1,
        (await payload().findByID({ collection: 'products', id: giftCard })).variants![0]!.id!,
      ),
    ]
    const placed = await placeOrder(payload(), cart, form({ shippingId: 'email' }))
    if (!('order' in placed)) throw new Error(`order expected: ${JSON.stringify(placed)}`)
    expect(placed.order.vatLines).toEqual([])
    await payload().update({ collection: 'orders', id: placed.order.id, data: { status: 'paid' } })
    const { docs } = await payload().find({
      collection: 'vouchers',
      where: { order: { equals: placed.order.id } },
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]!.balanceCents).toBe(2500)
    expect(new Date(docs[0]!.validUntil).getUTCFullYear()).toBeGreaterThanOrEqual(
      new Date().getUTCFullYear() + 3,
    )
    const mails = await payload().find({
      collection: COLLECTIONS.mailOutbox,
      where: { subject: { like: 'Gutschein' } },
    })
    const attachment = (
      mails.docs[0]!.attachments as Array<{ contentBase64: string; filename: string }>
    )[0]!
    expect(attachment.filename).toBe(`Gutschein-${docs[0]!.code}.pdf`)
    expect(Buffer.from(attachment.contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-')
  })

  it('records a withdrawal with date and time, releases the stock and sends the receipt', async () => {
    const placed = await placeOrder(
      payload(),
      [line(brush, 2)],
      form({ email: 'Widerruf@Example.org' }),
    )
    if (!('order' in placed)) throw new Error('order expected')
    expect(await stockOf(brush)).toBe(6)
    const wrong = await recordWithdrawal(payload(), {
      number: placed.order.number!,
      email: 'x@example.org',
      name: 'Anna',
      message: 'Widerruf',
    })
    expect(wrong).toMatchObject({ status: 404, code: 'unknown_order' })
    const at = new Date('2026-11-24T10:15:30Z')
    const result = await recordWithdrawal(
      payload(),
      {
        number: placed.order.number!,
        email: 'widerruf@example.org',
        name: 'Anna Muster',
        message: 'Ich widerrufe.',
      },
      at,
    )
    if ('status' in result) throw new Error('withdrawal expected')
    expect(result.order.status).toBe('withdrawn')
    expect(result.order.withdrawal?.receivedAt).toBe(at.toISOString())
    expect(await stockOf(brush)).toBe(8)
    const receipt = await payload().find({
      collection: COLLECTIONS.mailOutbox,
      where: { subject: { like: 'Eingangsbestätigung' } },
    })
    expect(receipt.docs[0]!.text).toContain('24.11.2026, 11:15:30 Uhr')
  })

  it('logs each status change with its time and author, and mails the parcel’s tracking link', async () => {
    const placed = await placeOrder(
      payload(),
      [line(brush, 1)],
      form({ email: 'paket@example.org' }),
    )
    if (!('order' in placed)) throw new Error('order expected')
    const id = placed.order.id
    await payload().update({ collection: 'orders', id, data: { status: 'paid' } })
    await payload().update({
      collection: 'orders',
      id,
      data: { status: 'shipped', carrier: 'dhl', trackingNumber: '0034 0434' },
    })
    const order = await payload().findByID({ collection: 'orders', id, depth: 0 })
    const lines = (order.statusLog ?? '').split('\n')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} – Bezahlt \(automatisch\)$/)
    expect(lines[1]).toMatch(/ – Versandt \(automatisch\)$/)
    // Saved again without a change of status: no new line.
    await payload().update({ collection: 'orders', id, data: { trackingNumber: '0034 0434' } })
    expect(
      (await payload().findByID({ collection: 'orders', id, depth: 0 })).statusLog?.split('\n'),
    ).toHaveLength(2)
    const { docs } = await payload().find({
      collection: COLLECTIONS.mailOutbox,
      where: { and: [{ to: { equals: 'paket@example.org' } }, { subject: { like: 'versandt' } }] },
    })
    expect(docs[0]!.text).toContain('Sendungsnummer (DHL): 0034 0434')
    expect(docs[0]!.text).toContain(
      'Sendung verfolgen: https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434',
    )
  })

  it('answers bad input to the cart and order endpoints with a 4xx JSON error and changes nothing', async () => {
    const before = [await stockOf(brush), await orderCount()]
    const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
      new Request(`http://127.0.0.1${path}`, {
        method: 'POST',
        body,
        headers: {
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': `10.9.${kind === 'sqlite' ? 1 : 2}.1`,
          ...headers,
        },
      })
    const cases: Array<[string, BodyInit, Record<string, string>?]> = [
      ['/api/shop/cart', 'action=add&product=999999'],
      ['/api/shop/cart', 'action=add&product=-1'],
      ['/api/shop/cart', `action=add&product=${variantProduct}&option1=Rose`],
      ['/api/shop/cart', 'action=explode'],
      ['/api/shop/cart', 'action=update&key=1_-_0&quantity=abc'],
      ['/api/shop/cart', '{"product":1}', { 'content-type': 'application/json' }],
      ['/api/shop/cart', `x=${'a'.repeat(40_000)}`],
      ['/api/shop/orders', 'email=not-an-address'],
      [
        '/api/shop/orders',
        `email=a@b.de&billing_first_name=A&billing_last_name=B&billing_street=S&billing_postcode=12345&billing_city=C&billing_country=ZZ&shipping_method=pickup&payment_method=cash`,
      ],
      ['/api/shop/orders', '%E0%A4%A'],
    ]
    for (const [path, body, headers] of cases) {
      const handler = path.endsWith('cart') ? handleCartPost : handleOrderPost
      const response = await handler(post(path, body, headers), payload())
      expect(response.status, `${path} ${String(body).slice(0, 40)}`).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
      const answer = (await response.json()) as { code: string; message: string }
      expect(answer.code).toMatch(/^[a-z_]+$/)
      expect(answer.message).toMatch(/^[A-Z]/)
    }
    // A valid form with an empty cart: nothing to order.
    const empty = await handleOrderPost(
      post(
        '/api/shop/orders',
        'email=a@b.de&billing_first_name=A&billing_last_name=B&billing_street=S&billing_postcode=12345&billing_city=C&billing_country=DE&billing_state=DE-BE&shipping_method=pickup&payment_method=vorkasse',
      ),
      payload(),
    )
    expect(empty.status).toBe(409)
    expect([await stockOf(brush), await orderCount()]).toEqual(before)
  })

  it('numbers invoices in one series without gaps, once per order, and prints § 14 UStG', async () => {
    const orders = []
    for (const email of ['r1@example.org', 'r2@example.org', 'r3@example.org']) {
      const placed = await placeOrder(payload(), [line(brush, 1)], form({ email }))
      if (!('order' in placed)) throw new Error('order expected')
      orders.push(placed.order.id)
    }
    const owner = { collection: 'users', roles: ['admin'], id: 1 }
    const open = (id: number, path = 'rechnung', accept = 'application/pdf') => {
      const endpoint = orderDocumentEndpoints.find((one) => one.path === `/:id/${path}`)!
      return endpoint.handler({
        payload: payload(),
        user: owner,
        routeParams: { id: String(id) },
        headers: new Headers({ accept }),
      } as never) as Promise<Response>
    }
    // No tax number yet: refused, in German for her tab, in English for a script; no number used.
    const missing = await open(orders[0]!)
    expect(missing.status).toBe(409)
    expect(await missing.text()).toContain('Steuernummer')
    expect(await (await open(orders[0]!, 'rechnung', 'application/json')).json()).toMatchObject({
      code: 'tax_id_missing',
    })
    // An open order gets no invoice either.
    await payload().updateGlobal({
      slug: 'site-settings',
      data: { businessName: 'Salon Rechnung', taxId: '12/345/67890' } as never,
      context: { disableRevalidate: true },
    })
    expect((await open(orders[0]!)).status).toBe(409)
    for (const id of orders)
      await payload().update({ collection: 'orders', id, data: { status: 'paid' } })
    // Three at once, the first twice: three numbers in a row, each order one.
    await Promise.all([...orders, orders[0]!].map((id) => assignInvoiceNumber(payload(), id)))
    const numbers = await Promise.all(
      orders.map(
        async (id) => (await payload().findByID({ collection: 'orders', id })).invoiceNumber,
      ),
    )
    expect([...numbers].sort()).toEqual([1, 2, 3])
    const pdf = await open(orders[1]!)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-disposition')).toMatch(/Rechnung-R-0000\d\.pdf/)
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    expect((await payload().findByID({ collection: 'orders', id: orders[1]! })).invoiceNumber).toBe(
      numbers[1],
    )
    const note = await open(orders[2]!, 'lieferschein')
    expect(note.status).toBe(200)
    // Visitors get nothing.
    const endpoint = orderDocumentEndpoints[0]!
    const anonymous = (await endpoint.handler({
      payload: payload(),
      user: null,
      routeParams: { id: String(orders[0]) },
      headers: new Headers(),
    } as never)) as Response
    expect(anonymous.status).toBe(403)
  })
})
