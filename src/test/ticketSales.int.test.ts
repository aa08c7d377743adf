import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { checkInEndpoint } from '@/features/events/admin/ticketEndpoints.server'
import { releaseExpiredHolds } from '@/features/events/tickets/holdTickets.server'
import { handleTicketPost } from '@/features/events/tickets/ticketEndpoint.server'
import { handleCartPost } from '@/features/shop/cart/cartEndpoint.server'
import { parseCart } from '@/features/shop/cart/cart'
import { priceCart, readShopSettings } from '@/features/shop/cart/pricing.server'
import { listProducts } from '@/features/shop/catalogue/shopQueries.server'
import type { CheckoutForm } from '@/features/shop/checkout/checkoutForm'
import { recordWithdrawal } from '@/features/shop/legal/withdrawal.server'
import { readBusiness } from '@/features/shop/orders/business.server'
import { orderConfirmationMail } from '@/features/shop/orders/orderMails.server'
import { placeOrder } from '@/features/shop/orders/placeOrder.server'
import type { Event, Order } from '@/payload-types'

import { eachDatabase, startTestPayload, type TestPayload } from './testPayload'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

/**
 * Paid event tickets through the shop (issue 30): the two features meet only through
 * contracts/ticketSales.ts, so the whole way is tested here, where both are composed.
 */
const describeEach = await eachDatabase()
const quiet = { disableRevalidate: true }
const DAY = 86_400_000

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
  shippingId: 'email',
  paymentId: 'vorkasse',
  voucherCode: '',
  seenPrices: new Map(),
  ...overrides,
})

describeEach('event tickets through the shop (%s)', (kind) => {
  let instance: TestPayload
  const payload = () => instance.payload
  let ip = 0

  const makeEvent = (slug: string, extra: Partial<Event> = {}) =>
    payload().create({
      collection: 'events',
      data: {
        title: `Kurs ${slug}`,
        slug,
        start: new Date(Date.now() + 10 * DAY).toISOString(),
        end: new Date(Date.now() + 10 * DAY + 3 * 3_600_000).toISOString(),
        ticketTypes: [{ name: 'Teilnahme', priceCents: 3900, capacity: 4, maxPerOrder: 4 }],
        ...extra,
      } as never,
      context: quiet,
    })

  /** The event page's form, posted as a browser without script does: answered by a redirect. */
  const hold = async (event: Event, quantity: number, cookie = '') => {
    const body = new URLSearchParams({
      event: String(event.id),
      ticketType: event.ticketTypes![0]!.id!,
      email: 'gast@example.org',
      privacy: '1',
      quantity: String(quantity),
      ...Object.fromEntries(
        Array.from({ length: quantity }, (_, i) => [`name-${i + 1}`, `Gast ${i + 1}`]),
      ),
    })
    const answer = await handleTicketPost(
      new Request('http://127.0.0.1/api/events/tickets', {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': `10.66.${kind === 'sqlite' ? 1 : 2}.${(ip += 1)}`,
          cookie,
        },
      }),
      payload(),
    )
    const setCookie = answer.headers.get('set-cookie') ?? ''
    const value = decodeURIComponent(/salon_cart=([^;]*)/.exec(setCookie)?.[1] ?? '')
    return { answer, cart: parseCart(value), cookie: `salon_cart=${value}` }
  }

  const placesLeft = async (event: Event) =>
    (
      await payload().find({
        collection: 'event-places',
        where: { event: { equals: event.id } },
        overrideAccess: true,
      })
    ).docs[0]!.placesLeft

  const ticketsOf = async (event: Event) =>
    (
      await payload().find({
        collection: 'event-tickets',
        where: { event: { equals: event.id } },
        overrideAccess: true,
        depth: 0,
      })
    ).docs

  const mailsTo = async (to: string) =>
    (
      await payload().find({
        collection: 'mail-outbox',
        where: { to: { equals: to } },
        sort: 'createdAt',
        overrideAccess: true,
        limit: 50,
      })
    ).docs

  beforeAll(async () => {
    instance = await startTestPayload(kind)
    await payload().updateGlobal({
      slug: 'site-settings',
      data: { businessName: 'Salon Test', email: 'salon@example.org' } as never,
      context: quiet,
    })
    await payload().updateGlobal({
      slug: 'shop-settings',
      data: { bank: { accountHolder: 'Salon Test', iban: 'DE89370400440532013000' } },
      context: quiet,
    })
  }, 120_000)

  afterAll(async () => instance?.cleanup())

  it('holds the places in the cart, prices them from the event, and keeps them out of the catalogue', async () => {
    const event = await makeEvent('warenkorb', {
      ticketTypes: [{ name: 'Teilnahme', priceCents: 3900, capacity: 10, maxPerOrder: 4 }],
    } as never)
    const { answer, cart } = await hold(event, 2)
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/warenkorb')
    expect(cart).toHaveLength(1)
    expect(await placesLeft(event)).toBe(8)
    expect((await ticketsOf(event)).map((ticket) => ticket.status)).toEqual(['held', 'held'])
    // The cookie's quantity is not what counts: the hold is.
    const priced = await priceCart(payload(), [{ ...cart[0]!, quantity: 9 }])
    expect(priced.lines[0]).toMatchObject({
      quantity: 2,
      lineTotalCents: 7800,
      problem: null,
      offer: { title: 'Kurs warenkorb – Teilnahme', ticket: true, noWithdrawal: true },
    })
    expect(priced.lines[0]!.offer.variantLabel).toContain('Gast 1, Gast 2')
    expect(priced.needsShipping).toBe(false)
    // The maximum per order (4) counts over the whole cart: 2 + 3 cannot be ordered together.
    const more = await hold(event, 1, `salon_cart=${cart[0]!.productId}_${cart[0]!.variantId}_2_0`)
    const both = await priceCart(payload(), more.cart)
    expect(both.lines).toHaveLength(2)
    expect(both.lines.map((line) => line.problem)).toEqual([null, null])
    const third = await hold(event, 2, more.cookie)
    const over = await priceCart(payload(), third.cart)
    expect(over.lines.map((line) => line.problem)).toEqual(
      Array(3).fill(expect.stringContaining('höchstens 4 Karten')),
    )
    expect(await placeOrder(payload(), third.cart, checkout())).toMatchObject({ status: 409 })
    expect(priced.shippingOptions.map((option) => option.id)).toEqual(['email'])
    expect((await listProducts(payload())).some((product) => product.kind === 'ticket')).toBe(false)
    // Nobody puts the hidden product into a cart by hand.
    const forged = await handleCartPost(
      new Request('http://127.0.0.1/api/shop/cart', {
        method: 'POST',
        body: new URLSearchParams({ product: String(cart[0]!.productId), variant: 'a'.repeat(30) }),
        headers: {
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
      }),
      payload(),
    )
    expect(forged.status).toBe(404)
  })

  it('binds the tickets to the order, makes them valid once paid, and refuses their withdrawal', async () => {
    const event = await makeEvent('bezahlt')
    const { cart } = await hold(event, 2)
    const result = await placeOrder(payload(), cart, checkout({ paymentId: 'door' }))
    if (!('order' in result)) throw new Error(`order refused: ${result.message}`)
    const order = result.order as Order
    expect(order.paymentMethod).toBe('door')
    expect(order.items?.[0]).toMatchObject({ ticket: true, noWithdrawal: true, quantity: 2 })
    let tickets = await ticketsOf(event)
    expect(tickets.map((ticket) => [ticket.status, ticket.orderNumber])).toEqual([
      ['unpaid', order.number],
      ['unpaid', order.number],
    ])
    const reserved = await mailsTo('gast@example.org')
    expect(reserved.at(-1)!.text).toContain(`sobald Ihre Bestellung ${order.number} bezahlt ist`)
    const confirmation = orderConfirmationMail(
      order,
      await readShopSettings(payload()),
      await readBusiness(payload()),
      'http://127.0.0.1/kasse/bestellung',
    )
    expect(confirmation.text).toContain('Kein Widerrufsrecht: Eintrittskarte')
    expect(confirmation.text).toContain('Zahlung vor Ort')

    await payload().update({ collection: 'orders', id: order.id, data: { status: 'paid' } })
    tickets = await ticketsOf(event)
    expect(tickets.map((ticket) => ticket.status)).toEqual(['valid', 'valid'])
    const valid = (await mailsTo('gast@example.org')).at(-1)!
    expect(valid.text).toContain('Bitte zeigen Sie beim Einlass die Karte')
    expect(await placesLeft(event)).toBe(2)

    const withdrawal = await recordWithdrawal(payload(), {
      number: order.number!,
      email: 'kundin@example.org',
      name: 'Anna Muster',
      message: '',
    })
    expect(withdrawal).toMatchObject({ status: 409, code: 'no_withdrawal_right' })
    expect((await ticketsOf(event)).every((ticket) => ticket.status === 'valid')).toBe(true)
  })

  it('gives the places back when the order is cancelled, the line removed or the hold runs out', async () => {
    const event = await makeEvent('zurueck', { noWithdrawal: false })
    const first = await hold(event, 1)
    const placed = await placeOrder(payload(), first.cart, checkout())
    if (!('order' in placed)) throw new Error(`order refused: ${placed.message}`)
    expect(placed.order.items?.[0]?.noWithdrawal).toBe(false)
    await payload().update({
      collection: 'orders',
      id: placed.order.id,
      data: { status: 'cancelled' },
    })
    expect(await placesLeft(event)).toBe(4)

    const removed = await hold(event, 2)
    expect(await placesLeft(event)).toBe(2)
    const key = `${removed.cart[0]!.productId}_${removed.cart[0]!.variantId}_0`
    const answer = await handleCartPost(
      new Request('http://127.0.0.1/api/shop/cart', {
        method: 'POST',
        body: new URLSearchParams({ action: 'remove', key }),
        headers: {
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
          cookie: removed.cookie,
        },
      }),
      payload(),
    )
    expect(answer.status).toBe(200)
    expect(await placesLeft(event)).toBe(4)

    const expired = await hold(event, 3)
    expect(await placesLeft(event)).toBe(1)
    await releaseExpiredHolds(payload(), new Date(Date.now() + 29 * 60_000))
    expect(await placesLeft(event)).toBe(1)
    // Holds of the other tests run out too: at least these three.
    expect(
      await releaseExpiredHolds(payload(), new Date(Date.now() + 31 * 60_000)),
    ).toBeGreaterThanOrEqual(3)
    expect(await placesLeft(event)).toBe(4)
    const priced = await priceCart(payload(), expired.cart)
    expect(priced.lines[0]!.problem).toContain('Reservierung')
    const late = await placeOrder(payload(), expired.cart, checkout())
    expect(late).toMatchObject({ status: 409 })
    expect((await ticketsOf(event)).filter((ticket) => ticket.status !== 'cancelled')).toEqual([])
  })

  it('paid at the door: the order becomes paid and every ticket of it valid', async () => {
    const event = await makeEvent('abendkasse')
    const { cart } = await hold(event, 2)
    const placed = await placeOrder(payload(), cart, checkout({ paymentId: 'door' }))
    if (!('order' in placed)) throw new Error(`order refused: ${placed.message}`)
    const [first] = await ticketsOf(event)
    const staff = { collection: 'users', id: 1, roles: ['editor'] }
    const door = (body: unknown) =>
      checkInEndpoint.handler({
        payload: payload(),
        user: staff,
        routeParams: {},
        json: async () => body,
        url: 'http://127.0.0.1/api',
      } as never)
    expect(await (await door({ code: first!.code })).json()).toMatchObject({ result: 'unpaid' })
    // The event is ten days ahead: paid and let in on purpose, with the reason recorded.
    expect(await (await door({ code: first!.code, paid: true })).json()).toMatchObject({
      result: 'wrong_day',
    })
    expect(
      await (await door({ code: first!.code, paid: true, override: 'Zahlt vorab' })).json(),
    ).toMatchObject({ result: 'checked_in' })
    const order = await payload().findByID({ collection: 'orders', id: placed.order.id })
    expect(order.status).toBe('paid')
    expect((await ticketsOf(event)).map((ticket) => ticket.status)).toEqual(['valid', 'valid'])
  })

  it('never holds more places than there are when many fill their carts at once', async () => {
    const event = await makeEvent('ansturm')
    const answers = await Promise.all(Array.from({ length: 8 }, () => hold(event, 1)))
    expect(
      answers.filter(
        ({ answer }) => answer.status === 303 && answer.headers.get('location') === '/warenkorb',
      ),
    ).toHaveLength(4)
    expect(await placesLeft(event)).toBe(0)
    const orders = await Promise.all(
      answers
        .filter(({ cart }) => cart.length > 0)
        .map(({ cart }) => placeOrder(payload(), cart, checkout())),
    )
    expect(orders.filter((result) => 'order' in result)).toHaveLength(4)
    expect((await ticketsOf(event)).map((ticket) => ticket.status)).toEqual(Array(4).fill('unpaid'))
  })
})
