import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { restAnswers } from '@/lib/payload/restAnswers'
import { eachDatabase, startTestPayload, type TestPayload } from '@/test/testPayload'

import { handleCartGet, handleCartPost } from './cart/cartEndpoint.server'
import { handleOrderPost } from './orders/orderEndpoint.server'
import { placeOrder } from './orders/placeOrder.server'
import { handleVoucherPost } from './vouchers/voucherEndpoint.server'
import { orderOf, readWithdrawal } from './legal/withdrawal.server'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

const describeEach = await eachDatabase()

const CHECKOUT =
  'email=kundin@example.org&billing_first_name=Anna&billing_last_name=Muster&billing_street=Hauptstr.%201&billing_postcode=10115&billing_city=Berlin&billing_country=DE&billing_state=DE-BE&shipping_method=pickup&payment_method=vorkasse&terms=1'

describeEach('shop against crafted requests (%s)', (kind) => {
  let instance: TestPayload
  let limited: number
  let paired: number
  let pairedVariants: string[] = []
  const payload = () => instance.payload
  // Each database's run has its own client addresses: the rate limits live in the process.
  const address = (n: number) => `10.33.${kind === 'sqlite' ? 1 : 2}.${n}`

  const request = (path: string, init: { body?: string; cookie?: string; ip?: number } = {}) =>
    new Request(`http://127.0.0.1${path}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      body: init.body,
      headers: {
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': address(init.ip ?? 1),
        ...(init.cookie === undefined ? {} : { cookie: init.cookie }),
      },
    })
  const orders = async () => (await payload().count({ collection: 'orders' })).totalDocs

  beforeAll(async () => {
    instance = await startTestPayload(kind)
    const create = (data: Record<string, unknown>) =>
      payload().create({
        collection: 'products',
        data: { active: true, taxClass: 'standard', ...data } as never,
        context: { disableRevalidate: true },
      })
    limited = (
      await create({ title: 'Haarspray', priceCents: 900, stock: 100, quantity: { max: 10 } })
    ).id
    const pair = await create({
      title: 'Haarband',
      priceCents: 500,
      quantity: { max: 10 },
      attributes: [{ name: 'Farbe' }],
      variants: [
        { option1: 'Rot', priceCents: 500, stock: 50 },
        { option1: 'Blau', priceCents: 500, stock: 50 },
      ],
    })
    paired = pair.id
    pairedVariants = (pair as unknown as { variants: Array<{ id: string }> }).variants.map(
      (variant) => variant.id,
    )
  }, 120_000)
  afterAll(async () => instance?.cleanup())

  it('refuses an order over a product maximum split across lines that differ in an ignored field', async () => {
    const before = await orders()
    for (const cookie of [
      `salon_cart=${limited}_-_6_1.${limited}_-_6_2`,
      `salon_cart=${limited}_-_6_0.${limited}_-_6_7`,
      `salon_cart=${paired}_${pairedVariants[0]}_6_0.${paired}_${pairedVariants[1]}_6_0`,
    ]) {
      const response = await handleOrderPost(
        request('/api/shop/orders', { body: CHECKOUT, cookie }),
        payload(),
      )
      expect(response.status, cookie).toBe(409)
      expect(((await response.json()) as { notice: string }).notice).toMatch(/höchstens 10|nur 10/)
    }
    expect(await orders()).toBe(before)
    const product = await payload().findByID({ collection: 'products', id: limited, depth: 0 })
    expect(product.stock).toBe(100)
  })

  it('normalises a crafted cart cookie on every read: one line per offer, merged and clamped', async () => {
    const response = await handleCartGet(
      request('/api/shop/cart', { cookie: `salon_cart=${limited}_-_6_1.${limited}_-_6_2` }),
      payload(),
    )
    expect(response.status).toBe(200)
    const cart = (await response.json()) as {
      count: number
      lines: Array<{ quantity: number }>
      notice: string
    }
    expect(cart.lines).toHaveLength(1)
    expect(cart.count).toBe(10)
    expect(cart.notice).toMatch(/angepasst/)
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`^salon_cart=${limited}_-_10_0;`))
    // Two variants share the product's maximum.
    const both = await handleCartGet(
      request('/api/shop/cart', {
        cookie: `salon_cart=${paired}_${pairedVariants[0]}_8_0.${paired}_${pairedVariants[1]}_8_0`,
      }),
      payload(),
    )
    expect(((await both.json()) as { count: number }).count).toBe(10)
    // The normalised cart orders.
    const placed = await handleOrderPost(
      request('/api/shop/orders', { body: CHECKOUT, cookie: `salon_cart=${limited}_-_10_0` }),
      payload(),
    )
    expect(placed.status).toBe(201)
  })

  it('answers malformed cart cookies with the cart, replacing the cookie', async () => {
    for (const cookie of ['salon_cart=%ZZ', 'salon_cart=%E0%A4%A', 'salon_cart=1_-_1_0.<x>']) {
      const read = await handleCartGet(request('/api/shop/cart', { cookie }), payload())
      expect(read.status, cookie).toBe(200)
      expect(read.headers.get('set-cookie'), cookie).toMatch(/^salon_cart=/)
      const added = await handleCartPost(
        request('/api/shop/cart', { body: `action=add&product=${limited}&quantity=1`, cookie }),
        payload(),
      )
      expect(added.status, cookie).toBe(200)
    }
  })

  it('numbers orders so that nobody can count them, and still finds old numbers', async () => {
    const numbers = new Set<string>()
    for (let i = 0; i < 3; i++) {
      const result = await placeOrder(
        payload(),
        [{ productId: limited, variantId: null, quantity: 1, amountCents: null }],
        {
          email: 'zaehlen@example.org',
          phone: '',
          billing: {
            firstName: 'A',
            lastName: 'B',
            company: '',
            street: 'S 1',
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
        },
      )
      if (!('order' in result)) throw new Error(JSON.stringify(result))
      expect(result.order.number).toMatch(/^\d{4}-[A-Z2-9]{6}$/)
      numbers.add(result.order.number!)
    }
    expect(numbers.size).toBe(3)
    const [latest] = [...numbers]
    expect(
      readWithdrawal(
        new URLSearchParams({ order: latest!.toLowerCase(), email: 'a@b.de', name: 'A' }),
      ).errors,
    ).toEqual({})
    expect(
      readWithdrawal(new URLSearchParams({ order: '2026-00012', email: 'a@b.de', name: 'A' }))
        .errors,
    ).toEqual({})
    expect(await orderOf(payload(), latest!, 'ZAEHLEN@example.org')).toBeTruthy()
  })

  it('limits voucher look-ups and answers unknown, used up and expired codes alike', async () => {
    const make = (code: string, balanceCents: number, validUntil = '2099-12-31T00:00:00.000Z') =>
      payload().create({
        collection: 'vouchers',
        data: { code, initialCents: 3000, balanceCents, validUntil },
        overrideAccess: true,
      })
    await make(`GS-USED-${kind === 'sqlite' ? 'AAAA' : 'BBBB'}-0000`, 0)
    await make(
      `GS-GONE-${kind === 'sqlite' ? 'AAAA' : 'BBBB'}-0000`,
      3000,
      '2020-01-01T00:00:00.000Z',
    )
    // The owner types a code of her own: stored as a customer's input is read, and redeemable.
    const own = await make(`probe-test-000${kind === 'sqlite' ? 1 : 2}`, 3000)
    expect(own.code).toBe(`PROBETEST000${kind === 'sqlite' ? 1 : 2}`)

    const tryCode = (code: string, ip: number) =>
      handleVoucherPost(
        request('/api/shop/voucher', {
          body: new URLSearchParams({ gutschein: code }).toString(),
          ip,
        }),
        payload(),
      )
    const answers = await Promise.all(
      [
        'GS-NONE-NONE-NONE',
        `GS-USED-${kind === 'sqlite' ? 'AAAA' : 'BBBB'}-0000`,
        `GS-GONE-${kind === 'sqlite' ? 'AAAA' : 'BBBB'}-0000`,
      ].map(async (code) => {
        const response = await tryCode(code, 2)
        return { status: response.status, body: await response.text() }
      }),
    )
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([400]))
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1)

    const accepted = await tryCode(`Probe Test 000${kind === 'sqlite' ? 1 : 2}`, 3)
    expect(accepted.status).toBe(200)
    expect(accepted.headers.get('set-cookie')).toMatch(/^salon_voucher=PROBETEST000\d\.[\w-]{32};/)

    // Ten tries in ten minutes per address, then 429 without a look-up.
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) statuses.push((await tryCode(`GS-TRY${i}-AAAA-BBBB`, 4)).status)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400))
    expect(statuses.slice(10)).toEqual([429, 429])
  })

  it('answers a collection without REST endpoints with 404 and no internal address', async () => {
    const handler = restAnswers((req) => instance.rest(req))
    const response = await handler(new Request('http://127.0.0.1:39999/api/payload-migrations'), {
      params: Promise.resolve({ slug: ['payload-migrations'] }),
    })
    expect(response.status).toBe(404)
    expect(await response.text()).not.toMatch(/127\.0\.0\.1|39999/)
  })
})
