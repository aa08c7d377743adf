import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest'

import { handleTicketPost } from '@/features/events/tickets/ticketEndpoint.server'
import { forgetMethods, handlePaymentWebhook } from '@/features/payments'
import { parseCart } from '@/features/shop/cart/cart'
import { reconcilePayments } from '@/features/payments/reconcile.server'
import { latestRow } from '@/features/payments/paymentRows.server'
import { refundPayment } from '@/features/payments/refundPayment.server'
import type { CheckoutForm } from '@/features/shop/checkout/checkoutForm'
import { handlePayAgainPost } from '@/features/shop/orders/payAgainEndpoint.server'
import {
  orderPaymentState,
  releaseUnpaidOrders,
  startOrderPayment,
} from '@/features/shop/orders/orderPayment.server'
import { placeOrder } from '@/features/shop/orders/placeOrder.server'
import { formatPrice } from '@/lib/format'
import type { Order } from '@/payload-types'

import { startMollieStandIn, type MollieStandIn } from './mollieStandIn'
import { eachDatabase, startTestPayload, type TestPayload } from './testPayload'

// The stand-in's address is set before the configuration reads it.
const standInPort = await vi.hoisted(async () =>
  (await import('./standInAddress')).standInAddress('MOLLIE_API_ENDPOINT', '/v2/'),
)
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

/**
 * Online payment (issue 47) the whole way: the shop starts a payment through
 * contracts/onlinePayments.ts, the stand-in of Mollie's API plays the visitor on Mollie's page and
 * calls the webhook, and the order, its stock, vouchers and mails follow Mollie's word only.
 */
const describeEach = await eachDatabase()
const KEY = 'test_standinKey0123456789abcdefgh'
const MINUTE = 60_000

const checkout = (overrides: Partial<CheckoutForm> = {}): CheckoutForm => ({
  email: 'kundin@example.org',
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
  paymentId: 'online',
  voucherCode: '',
  seenPrices: new Map(),
  ...overrides,
})

describeEach('online payment through Mollie (%s)', (kind) => {
  let instance: TestPayload
  let mollie: MollieStandIn
  let shampoo: number
  let giftCard: number
  let giftVariant: string
  const payload = () => instance.payload

  const webhook = (id: string) =>
    handlePaymentWebhook(
      new Request('http://127.0.0.1/api/payments/webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ id }).toString(),
      }),
      payload(),
    )
  const stockOf = async () =>
    (await payload().findByID({ collection: 'products', id: shampoo, depth: 0 })).stock
  const orderOf = (order: Order) =>
    payload().findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })
  const mailsTo = async (subject: string) =>
    (
      await payload().find({
        collection: 'mail-outbox',
        where: { subject: { contains: subject } },
        limit: 50,
        overrideAccess: true,
      })
    ).totalDocs

  /**
   * The stand-in's payment that the site started last for an order (by the site's own record, not
   * the stand-in's newest: on a busy machine an earlier case's late request may come after it).
   */
  async function paymentOf(order: Order) {
    const row = await latestRow(payload(), 'order', String(order.id))
    const payment = row ? mollie.state.payments.get(row.mollieId) : undefined
    if (!payment) throw new Error(`No payment at the stand-in for order ${order.id}`)
    return payment
  }

  /** Places an online order and starts its payment. */
  async function orderOnline(quantity = 1, product = () => shampoo, variant: string | null = null) {
    const placed = await placeOrder(
      payload(),
      [{ productId: product(), variantId: variant, quantity, amountCents: null }],
      checkout({ shippingId: variant ? 'email' : 'pickup' }),
    )
    if (!('order' in placed)) throw new Error(`Order refused: ${placed.code}`)
    const checkoutUrl = await startOrderPayment(payload(), placed.order)
    return { order: placed.order, checkoutUrl, payment: await paymentOf(placed.order) }
  }

  beforeAll(async () => {
    instance = await startTestPayload(kind)
    mollie = await startMollieStandIn({
      port: standInPort,
      keys: [KEY],
      deliver: async (_url, body) => (await webhook(body.get('id') ?? '')).status,
    })
    const create = (data: Record<string, unknown>) =>
      payload().create({
        collection: 'products',
        data: { active: true, taxClass: 'standard', ...data } as never,
        context: { disableRevalidate: true },
      })
    shampoo = (await create({ title: 'Shampoo', priceCents: 1290, stock: 50 })).id
    const card = await create({
      title: 'Gutschein',
      kind: 'voucher',
      priceCents: 2500,
      attributes: [{ name: 'Betrag' }],
      variants: [{ option1: '25 €', priceCents: 2500 }],
    })
    giftCard = card.id
    giftVariant = (card as unknown as { variants: Array<{ id: string }> }).variants[0]!.id
  }, 120_000)

  afterAll(async () => {
    await mollie?.close()
    await instance?.cleanup()
  })

  beforeEach(() => {
    mollie.state.dropWebhooks = false
    mollie.state.down = false
    mollie.state.uncancelable = false
    mollie.state.delayMs = 0
    forgetMethods()
  })

  const rowOf = async (mollieId: string) =>
    (
      await payload().find({
        collection: 'payments',
        where: { mollieId: { equals: mollieId } },
        overrideAccess: true,
        depth: 0,
      })
    ).docs[0]!
  const refundedAtMollie = (id: string) =>
    mollie.state.payments
      .get(id)!
      .refunds.reduce((sum, refund) => sum + Math.round(Number(refund.amount.value) * 100), 0)
  const payAgain = (order: Order, action: string) =>
    handlePayAgainPost(
      new Request('http://127.0.0.1/api/shop/orders/pay', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
          'x-forwarded-for': `10.68.${kind === 'sqlite' ? 1 : 2}.${Math.floor(Math.random() * 250)}`,
        },
        body: new URLSearchParams({
          number: order.number ?? '',
          key: order.accessKey,
          action,
        }).toString(),
      }),
      payload(),
    )

  it('takes a key only when Mollie knows it, keeps it sealed and offers the active methods', async () => {
    const save = (data: Record<string, unknown>) =>
      payload().updateGlobal({ slug: 'payment-settings', data, overrideAccess: true })
    // No invoice without the seller's tax number: online payment waits for it (§ 14 UStG).
    await expect(save({ apiKey: KEY })).rejects.toThrow(/Steuernummer oder USt-IdNr\./)
    await payload().updateGlobal({
      slug: 'site-settings',
      data: { businessName: 'Salon Test', taxId: '12/345/67890' } as never,
      context: { disableRevalidate: true },
    })
    await expect(save({ apiKey: 'test_unknownKey0123456789abcdefgh' })).rejects.toThrow(
      /Mollie kennt diesen API-Schlüssel nicht/,
    )
    await expect(save({ apiKey: 'sk_live_123' })).rejects.toThrow(/beginnt mit „test_“/)
    await expect(save({ apiKey: KEY, methods: ['paypal', 'ideal'] })).rejects.toThrow(
      /nicht aktiviert: iDEAL/,
    )
    const { checkoutUrl: none } = await orderOnline().catch(() => ({ checkoutUrl: 'refused' }))
    expect(none).toBe('refused') // no key yet: „online“ is not a method the checkout accepts
    await save({ apiKey: KEY, methods: ['paypal', 'creditcard'] })
    const stored = (await payload().findGlobal({
      slug: 'payment-settings',
      overrideAccess: true,
    })) as unknown as Record<string, unknown>
    expect(stored.apiKey).toBe('')
    expect(String(stored.apiKeySealed)).not.toContain(KEY)
    const { onlinePayments } = await import('@/contracts/onlinePayments')
    expect(await onlinePayments(payload())!.offer(payload())).toEqual([
      { id: 'paypal', label: 'PayPal' },
      { id: 'creditcard', label: 'Kreditkarte' },
    ])
  })

  it('marks an order paid only after asking Mollie, once, and mails the vouchers then', async () => {
    const { order, checkoutUrl, payment } = await orderOnline(1, () => giftCard, giftVariant)
    expect(order.status).toBe('awaiting')
    expect(checkoutUrl).toBe(`${mollie.url}/checkout/${payment.id}`)
    expect(payment.amount).toEqual({ currency: 'EUR', value: '25.00' })
    expect(payment.method).toEqual(['paypal', 'creditcard'])
    expect(await mailsTo('Ihr Gutschein')).toBe(0)
    await mollie.settle(payment.id, 'paid', 'paypal')
    expect(mollie.state.webhookAnswers.at(-1)).toBe(200)
    const paid = await orderOf(order)
    expect(paid).toMatchObject({ status: 'paid', paymentDetail: 'PayPal' })
    expect(paid.issuedVouchers).toHaveLength(1)
    const vouchersMailed = await mailsTo('Gutschein')
    expect(vouchersMailed).toBeGreaterThan(0)
    // The same webhook again: nothing new happens.
    expect((await webhook(payment.id)).status).toBe(200)
    const again = await orderOf(order)
    expect(again.statusLog).toBe(paid.statusLog)
    expect(again.issuedVouchers).toHaveLength(1)
    expect(await mailsTo('Gutschein')).toBe(vouchersMailed)
  })

  it('gives the stock back when the payment expires', async () => {
    const before = await stockOf()
    const { order, payment } = await orderOnline(2)
    expect(await stockOf()).toBe((before ?? 0) - 2)
    await mollie.settle(payment.id, 'expired')
    expect((await orderOf(order)).status).toBe('cancelled')
    expect(await stockOf()).toBe(before)
  })

  it('lets the visitor try again or switch to Vorkasse after a cancel, and releases after 30 minutes', async () => {
    const post = (order: Order, action: string) =>
      handlePayAgainPost(
        new Request('http://127.0.0.1/api/shop/orders/pay', {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams({
            number: order.number ?? '',
            key: order.accessKey,
            action,
          }).toString(),
        }),
        payload(),
      )
    const first = await orderOnline()
    // While the payment is open, a retry goes back to it: no second payment.
    const again = await post(first.order, 'retry')
    expect(again.status).toBe(200)
    expect(((await again.json()) as { location: string }).location).toContain(first.payment.id)
    expect(mollie.latest()!.id).toBe(first.payment.id)
    await mollie.settle(first.payment.id, 'canceled')
    expect((await orderOf(first.order)).status).toBe('awaiting')
    expect((await orderPaymentState(payload(), first.order))?.status).toBe('canceled')
    const retried = await post(first.order, 'retry')
    expect(retried.status).toBe(200)
    const second = mollie.latest()!
    expect(second.id).not.toBe(first.payment.id)
    expect(((await retried.json()) as { location: string }).location).toContain(second.id)
    await mollie.settle(second.id, 'failed')
    expect((await post(first.order, 'vorkasse')).status).toBe(200)
    expect(await orderOf(first.order)).toMatchObject({ status: 'open', paymentMethod: 'vorkasse' })

    const stock = await stockOf()
    const late = await orderOnline()
    await mollie.settle(late.payment.id, 'failed')
    expect(await releaseUnpaidOrders(payload(), new Date(Date.now() + 10 * MINUTE))).toBe(0)
    expect(await releaseUnpaidOrders(payload(), new Date(Date.now() + 31 * MINUTE))).toBe(1)
    expect((await orderOf(late.order)).status).toBe('cancelled')
    expect(await stockOf()).toBe(stock)
  })

  it('asks Mollie itself when the webhook never came', async () => {
    mollie.state.dropWebhooks = true
    const { order, payment } = await orderOnline()
    await mollie.settle(payment.id, 'paid', 'creditcard')
    expect((await orderOf(order)).status).toBe('awaiting')
    expect(await reconcilePayments(payload(), new Date(Date.now() + MINUTE))).toBe(0)
    expect(await reconcilePayments(payload(), new Date(Date.now() + 3 * MINUTE))).toBeGreaterThan(0)
    expect(await orderOf(order)).toMatchObject({ status: 'paid', paymentDetail: 'Kreditkarte' })
  })

  it('flags a payment whose amount Mollie reports differently, and does not accept it', async () => {
    const { order, payment } = await orderOnline()
    payment.amount = { currency: 'EUR', value: '0.01' }
    await mollie.settle(payment.id, 'paid')
    expect((await orderOf(order)).status).toBe('awaiting')
    const row = await rowOf(payment.id)
    expect(row).toMatchObject({ flagged: true, status: 'paid' })
    expect(row.flagNote).toContain('0.01')
  })

  it('refunds in part and in full through Mollie, recorded with the payment and the order', async () => {
    const { order, payment } = await orderOnline(2)
    await mollie.settle(payment.id, 'paid', 'paypal')
    const row = await rowOf(payment.id)
    const refund = (cents: number) =>
      refundPayment(payload(), { paymentId: row.id, cents, reason: 'Widerruf', by: 'chefin' })
    expect(await refund(1000)).toMatchObject({ ok: true })
    expect(await refund(5000)).toMatchObject({ ok: false })
    expect(await refund(1580)).toMatchObject({ ok: true, state: { refundedCents: 2580 } })
    expect(payment.refunds.map((r) => r.amount.value)).toEqual(['10.00', '15.80'])
    const refunded = await orderOf(order)
    expect(refunded.refundedCents).toBe(2580)
    expect(refunded.statusLog).toMatch(/15,80\s€ erstattet über Mollie \(chefin\)/)
  })

  it('makes paid tickets valid once paid, and gives the places back when the payment expires', async () => {
    const event = await payload().create({
      collection: 'events',
      data: {
        title: 'Flechtkurs online',
        slug: 'flechtkurs-online',
        start: new Date(Date.now() + 10 * 86_400_000).toISOString(),
        end: new Date(Date.now() + 10 * 86_400_000 + 3 * 3_600_000).toISOString(),
        ticketTypes: [{ name: 'Kursplatz', priceCents: 3900, capacity: 4, maxPerOrder: 4 }],
      } as never,
      context: { disableRevalidate: true },
    })
    const places = async () =>
      (
        await payload().find({
          collection: 'event-places',
          where: { event: { equals: event.id } },
          overrideAccess: true,
        })
      ).docs[0]!.placesLeft
    const statuses = async () =>
      (
        await payload().find({
          collection: 'event-tickets',
          where: { event: { equals: event.id } },
          sort: 'createdAt',
          overrideAccess: true,
          depth: 0,
        })
      ).docs.map((ticket) => ticket.status)
    /** The event page's form, as a browser without script posts it: the places held in a cart. */
    const holdTwo = async (n: number) => {
      const answer = await handleTicketPost(
        new Request('http://127.0.0.1/api/events/tickets', {
          method: 'POST',
          body: new URLSearchParams({
            event: String(event.id),
            ticketType: event.ticketTypes![0]!.id!,
            email: 'kurs@example.org',
            privacy: '1',
            quantity: '2',
            'name-1': 'Gast 1',
            'name-2': 'Gast 2',
          }),
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-forwarded-for': `10.67.${kind === 'sqlite' ? 1 : 2}.${n}`,
          },
        }),
        payload(),
      )
      const cookie = answer.headers.get('set-cookie') ?? ''
      return parseCart(decodeURIComponent(/salon_cart=([^;]*)/.exec(cookie)?.[1] ?? ''))
    }
    const payOnline = async (cart: ReturnType<typeof parseCart>) => {
      const placed = await placeOrder(payload(), cart, checkout({ shippingId: 'email' }))
      if (!('order' in placed)) throw new Error(`Order refused: ${placed.code}`)
      await startOrderPayment(payload(), placed.order)
      return { order: placed.order, payment: await paymentOf(placed.order) }
    }

    // The salon has an address for its notices.
    await payload().updateGlobal({
      slug: 'site-settings',
      data: { email: 'salon@example.org' } as never,
      context: { disableRevalidate: true },
    })
    const paid = await payOnline(await holdTwo(1))
    expect(paid.order.status).toBe('awaiting')
    expect(await places()).toBe(2)
    expect(await statuses()).toEqual(['unpaid', 'unpaid'])
    // Nothing about the tickets before the payment is in: no „reserved“ mail, no notice.
    expect(await mailsTo('Karten: Flechtkurs online')).toBe(0)
    await mollie.settle(paid.payment.id, 'paid', 'paypal')
    expect(await statuses()).toEqual(['valid', 'valid'])
    // Once paid: one mail with the valid tickets and a link that opens them, one notice to the
    // salon, and no second „bezahlt“ mail of the order (its tickets' mail is the confirmation).
    expect(await mailsTo('Karten: Flechtkurs online')).toBe(1)
    expect(await mailsTo('Neue Anmeldung: Flechtkurs online')).toBe(1)
    expect(await mailsTo(`Bestellung ${paid.order.number}: bezahlt`)).toBe(0)
    const [ticketMail] = (
      await payload().find({
        collection: 'mail-outbox',
        where: { subject: { contains: 'Karten: Flechtkurs online' } },
        overrideAccess: true,
      })
    ).docs
    expect(ticketMail!.text).toContain('Bitte zeigen Sie beim Einlass die Karte')
    const key = decodeURIComponent(
      /\/veranstaltungen\/buchung\/(\S+)/.exec(ticketMail!.text ?? '')![1]!,
    )
    const { bookingKeyHash } = await import('@/features/events/tickets/bookingKey.server')
    const hashes = (
      await payload().find({
        collection: 'event-tickets',
        where: { event: { equals: event.id } },
        overrideAccess: true,
        depth: 0,
      })
    ).docs.map((ticket) => ticket.bookingKeyHash)
    expect(hashes).toEqual([bookingKeyHash(key), bookingKeyHash(key)])

    const lapsed = await payOnline(await holdTwo(2))
    expect(await places()).toBe(0)
    await mollie.settle(lapsed.payment.id, 'expired')
    expect((await orderOf(lapsed.order)).status).toBe('cancelled')
    expect(await places()).toBe(2)
  })

  it('refuses webhooks for payments it never started, malformed ids and empty bodies', async () => {
    const before = mollie.state.calls.length
    expect((await webhook('tr_neverStarted1')).status).toBe(404)
    expect((await webhook('<script>')).status).toBe(400)
    expect((await webhook('')).status).toBe(400)
    // None of them made the site call Mollie.
    expect(mollie.state.calls.length).toBe(before)
  })

  it('keeps the order waiting when Mollie cannot be reached, and says so on its page', async () => {
    const { onlinePayments } = await import('@/contracts/onlinePayments')
    await onlinePayments(payload())!.offer(payload())
    mollie.state.down = true
    const placed = await placeOrder(
      payload(),
      [{ productId: shampoo, variantId: null, quantity: 1, amountCents: null }],
      checkout(),
    )
    // Methods were read before; the payment itself cannot be started.
    if (!('order' in placed)) throw new Error(placed.code)
    expect(await startOrderPayment(payload(), placed.order)).toBeNull()
    expect((await orderOf(placed.order)).status).toBe('awaiting')
    expect(await orderPaymentState(payload(), placed.order)).toBeNull()
  })

  it('refunds exactly once: ten parallel full refunds make one at Mollie, recorded once', async () => {
    const { order, payment } = await orderOnline(1)
    await mollie.settle(payment.id, 'paid', 'paypal')
    const row = await rowOf(payment.id)
    mollie.state.delayMs = 30
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        refundPayment(payload(), {
          paymentId: row.id,
          cents: 1290,
          reason: 'Storniert',
          by: 'chefin',
        }),
      ),
    )
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    for (const result of results.filter((r) => !r.ok))
      expect(result).toMatchObject({ message: 'Diese Zahlung ist schon vollständig erstattet.' })
    expect(mollie.state.payments.get(payment.id)!.refunds).toHaveLength(1)
    const after = await rowOf(payment.id)
    expect(after.refundedCents).toBe(1290)
    expect(after.refunds).toHaveLength(1)
    expect((await orderOf(order)).refundedCents).toBe(1290)
    expect(await mailsTo(`Bestellung ${order.number}: ${formatPrice(1290)} erstattet`)).toBe(1)
  })

  it('four parallel partial refunds: what the site records is what Mollie paid back', async () => {
    const { order, payment } = await orderOnline(1, () => giftCard, giftVariant)
    await mollie.settle(payment.id, 'paid', 'creditcard')
    const row = await rowOf(payment.id)
    mollie.state.delayMs = 30
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        refundPayment(payload(), { paymentId: row.id, cents: 1000, reason: '', by: 'chefin' }),
      ),
    )
    expect(results.filter((result) => result.ok)).toHaveLength(2)
    expect(refundedAtMollie(payment.id)).toBe(2000)
    expect((await rowOf(payment.id)).refundedCents).toBe(2000)
    expect((await orderOf(order)).refundedCents).toBe(2000)
    expect(results.find((result) => !result.ok)).toMatchObject({
      message: `Bitte einen Betrag zwischen 0,01 € und ${formatPrice(500)} angeben.`,
    })
    // One mail per refund, saying how much is back in all.
    const { docs } = await payload().find({
      collection: 'mail-outbox',
      where: { subject: { equals: `Bestellung ${order.number}: ${formatPrice(1000)} erstattet` } },
      sort: 'createdAt',
      overrideAccess: true,
    })
    expect(docs).toHaveLength(2)
    expect(docs.map((mail) => mail.text).join('\n')).toContain(
      `Erstattet sind damit ${formatPrice(2000)} von ${formatPrice(2500)}`,
    )
    expect(docs[0]!.text).toContain('(Kreditkarte)')
  })

  it('takes over a refund made in Mollie’s dashboard when Mollie reports it', async () => {
    const { order, payment } = await orderOnline(1)
    await mollie.settle(payment.id, 'paid', 'paypal')
    mollie.state.payments.get(payment.id)!.refunds.push({
      id: 're_dashboard01',
      amount: { currency: 'EUR', value: '2.90' },
      createdAt: new Date().toISOString(),
    })
    expect((await webhook(payment.id)).status).toBe(200)
    expect((await webhook(payment.id)).status).toBe(200)
    const row = await rowOf(payment.id)
    expect(row.refundedCents).toBe(290)
    expect(row.refunds).toMatchObject([
      { mollieRefundId: 're_dashboard01', by: 'im Mollie-Dashboard' },
    ])
    expect((await orderOf(order)).refundedCents).toBe(290)
  })

  it('ten parallel „Erneut online bezahlen“ make one open payment', async () => {
    const first = await orderOnline()
    await mollie.settle(first.payment.id, 'failed')
    const before = mollie.state.payments.size
    mollie.state.delayMs = 30
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => payAgain(first.order, 'retry')),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200))
    expect(mollie.state.payments.size).toBe(before + 1)
    const locations = new Set(
      await Promise.all(
        answers.map(async (a) => ((await a.json()) as { location: string }).location),
      ),
    )
    expect([...locations]).toEqual([`${mollie.url}/checkout/${mollie.latest()!.id}`])
    const { totalDocs } = await payload().count({
      collection: 'payments',
      where: { reference: { equals: String(first.order.id) } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(2)
  })

  it('refunds and flags a payment that comes after the order was cancelled, and tells both', async () => {
    await payload().updateGlobal({
      slug: 'shop-settings',
      data: { notifyEmail: 'chefin@salon.example' } as never,
      overrideAccess: true,
    })
    // A payment Mollie cannot cancel (the owner's cancellation tries): it is paid all the same.
    mollie.state.uncancelable = true
    const { order, payment } = await orderOnline(1)
    await payload().update({
      collection: 'orders',
      id: order.id,
      data: { status: 'cancelled' },
      overrideAccess: true,
    })
    expect(await mailsTo(`Bestellung ${order.number}: storniert`)).toBe(1)
    await mollie.settle(payment.id, 'paid', 'paypal')
    // The cancellation's own check of the payment (after the save, in the background) may read
    // it paid first and refund it there; the webhook then finds it handled: either way once.
    await expect.poll(() => refundedAtMollie(payment.id)).toBe(1290)
    await expect
      .poll(() => mailsTo(`Bestellung ${order.number}: Zahlung automatisch erstattet`))
      .toBe(1)
    const row = await rowOf(payment.id)
    expect(row).toMatchObject({ flagged: true, refundedCents: 1290 })
    expect(row.flagNote).toContain('war zu diesem Zeitpunkt schon storniert')
    await expect
      .poll(() => mailsTo(`Bestellung ${order.number}: ${formatPrice(1290)} erstattet`))
      .toBe(1)
    const cancelled = await orderOf(order)
    expect(cancelled).toMatchObject({ status: 'cancelled', refundedCents: 1290 })
    // Another webhook for it changes nothing.
    expect((await webhook(payment.id)).status).toBe(200)
    expect(mollie.state.payments.get(payment.id)!.refunds).toHaveLength(1)
  })

  it('cancels an open payment at Mollie when its hold ends, then gives the stock back', async () => {
    // Orders earlier cases left waiting are released first, so the stock counts only this one.
    await releaseUnpaidOrders(payload(), new Date(Date.now() + 61 * MINUTE))
    const stock = await stockOf()
    const { order, payment } = await orderOnline(2)
    expect(await stockOf()).toBe((stock ?? 0) - 2)
    const row = await rowOf(payment.id)
    const held = new Date(row.holdUntil!).getTime() - new Date(row.createdAt).getTime()
    expect(Math.abs(held - 60 * MINUTE)).toBeLessThan(1000)
    // Within the hold the payment is Mollie's to settle.
    await releaseUnpaidOrders(payload(), new Date(Date.now() + 40 * MINUTE))
    expect(mollie.state.payments.get(payment.id)!.status).toBe('open')
    expect((await orderOf(order)).status).toBe('awaiting')
    expect(
      await releaseUnpaidOrders(payload(), new Date(Date.now() + 61 * MINUTE)),
    ).toBeGreaterThan(0)
    expect(mollie.state.calls).toContain(`DELETE /v2/payments/${payment.id}`)
    expect(mollie.state.payments.get(payment.id)!.status).toBe('canceled')
    expect((await orderOf(order)).status).toBe('cancelled')
    expect(await stockOf()).toBe(stock)
  })

  it('releases an order whose open payment Mollie cannot cancel, and refunds it if paid later', async () => {
    // Orders earlier cases left waiting are released first, so the stock counts only this one.
    await releaseUnpaidOrders(payload(), new Date(Date.now() + 61 * MINUTE))
    mollie.state.uncancelable = true
    const stock = await stockOf()
    const { order, payment } = await orderOnline(1)
    await releaseUnpaidOrders(payload(), new Date(Date.now() + 61 * MINUTE))
    expect(mollie.state.payments.get(payment.id)!.status).toBe('open')
    expect((await orderOf(order)).status).toBe('cancelled')
    expect(await stockOf()).toBe(stock)
    await mollie.settle(payment.id, 'paid', 'creditcard')
    // As above: the cancelled order's check in the background may be the one that refunds.
    await expect.poll(() => refundedAtMollie(payment.id)).toBe(1290)
    await expect.poll(async () => (await rowOf(payment.id)).refundedCents).toBe(1290)
    expect((await rowOf(payment.id)).flagged).toBe(true)
  })

  it('offers no bank transfer through Mollie for an order held an hour', async () => {
    mollie.state.methods = ['paypal', 'banktransfer']
    await payload().updateGlobal({
      slug: 'payment-settings',
      data: { methods: [] },
      overrideAccess: true,
    })
    forgetMethods()
    const { payment } = await orderOnline(1)
    expect(payment.method).toEqual(['paypal'])
    mollie.state.methods = ['paypal', 'creditcard', 'klarna', 'applepay']
  })

  it('the owner cancels a paid online order: the payment goes back and the customer hears both', async () => {
    const { order, payment } = await orderOnline(1)
    await mollie.settle(payment.id, 'paid', 'klarna')
    expect((await orderOf(order)).status).toBe('paid')
    await payload().update({
      collection: 'orders',
      id: order.id,
      data: { status: 'cancelled' },
      overrideAccess: true,
    })
    await vi.waitFor(() => expect(refundedAtMollie(payment.id)).toBe(1290), { timeout: 10_000 })
    await vi.waitFor(async () => expect((await orderOf(order)).refundedCents).toBe(1290))
    // The refund's mail follows its record.
    await vi.waitFor(async () =>
      expect(await mailsTo(`Bestellung ${order.number}: ${formatPrice(1290)} erstattet`)).toBe(1),
    )
    const { docs } = await payload().find({
      collection: 'mail-outbox',
      where: { subject: { contains: `Bestellung ${order.number}:` } },
      overrideAccess: true,
    })
    const subjects = docs.map((mail) => mail.subject)
    expect(subjects).toContain(`Bestellung ${order.number}: storniert`)
    expect(subjects).toContain(`Bestellung ${order.number}: ${formatPrice(1290)} erstattet`)
    const cancelled = docs.find((mail) => mail.subject.endsWith('storniert'))!
    expect(cancelled.text).toContain(`Ihre Online-Zahlung von ${formatPrice(1290)} erstatten wir`)
    // The owner hears only of refunds nobody asked for; this one she made by cancelling.
    expect(subjects.filter((subject) => subject.includes('automatisch'))).toHaveLength(0)
  })

  it('compares every payment with Mollie daily: takes over what Mollie did, lists what still differs', async () => {
    const { payment } = await orderOnline(1)
    await mollie.settle(payment.id, 'paid', 'paypal')
    // A refund made in Mollie's dashboard, whose webhook never came.
    mollie.state.payments.get(payment.id)!.refunds.push({
      id: 're_dashboard1',
      amount: { currency: 'EUR', value: '2.00' },
      createdAt: new Date().toISOString(),
    })
    const { comparePaymentsWithMollie } = await import('@/features/payments/comparePayments.server')
    const first = await comparePaymentsWithMollie(payload())
    expect(first.compared).toBeGreaterThan(0)
    let row = await rowOf(payment.id)
    expect(row.refundedCents).toBe(200)
    expect(row.mismatch ?? null).toBeNull()
    expect(row.comparedAt).toBeTruthy()
    // A record Mollie does not share (here: written by hand) is listed for the owner, in euros.
    await payload().update({
      collection: 'payments',
      id: row.id,
      data: { refundedCents: 500 },
      overrideAccess: true,
    })
    expect((await comparePaymentsWithMollie(payload())).differing).toBeGreaterThan(0)
    row = await rowOf(payment.id)
    expect(row.mismatch).toBe(`erstattet bei Mollie ${formatPrice(200)}, hier ${formatPrice(500)}`)
    const differing = await payload().count({
      collection: 'payments',
      where: { mismatch: { exists: true } },
      overrideAccess: true,
    })
    expect(differing.totalDocs).toBeGreaterThan(0)
    // Once both agree again, the note goes.
    await payload().update({
      collection: 'payments',
      id: row.id,
      data: { refundedCents: 200 },
      overrideAccess: true,
    })
    await comparePaymentsWithMollie(payload())
    expect((await rowOf(payment.id)).mismatch ?? null).toBeNull()
  })
})
