import { ADMIN_STATE, expect, firstId, test } from './support'
import { adminFormReady } from './settled'

// The long lane (playwright.long.config.ts): every view of the admin, one after the other.
test.use({ locale: 'en-US', storageState: ADMIN_STATE })

test('every admin list and edit view asks no other host for anything, with documents present', async ({
  page,
}) => {
  // About 45 admin views, each until it is ready: some 2.5 minutes on a quiet machine.
  test.setTimeout(360_000)
  // An order, so the order view (with its VAT table, once a JSON field that loaded a code
  // editor from a CDN) is walked with content.
  const cart = await page.request.post('/api/shop/cart', {
    headers: { accept: 'application/json' },
    form: {
      action: 'add',
      product: String(await firstId(page, 'products', 'where[kind][equals]=goods')),
      quantity: '1',
    },
  })
  expect(cart.ok()).toBe(true)
  const order = await page.request.post('/api/shop/orders', {
    headers: { accept: 'application/json' },
    form: {
      email: 'admin-walk@example.org',
      billing_first_name: 'Ada',
      billing_last_name: 'Walk',
      billing_street: 'Hauptstr. 1',
      billing_postcode: '10115',
      billing_city: 'Berlin',
      billing_country: 'DE',
      billing_state: 'DE-BE',
      shipping_method: 'pickup',
      payment_method: 'vorkasse',
      terms: '1',
    },
  })
  expect(order.status(), await order.text()).toBe(201)

  const foreign: string[] = []
  page.on('request', (request) => {
    const { hostname } = new URL(request.url())
    if (!['127.0.0.1', 'localhost'].includes(hostname) && !request.url().startsWith('data:'))
      foreign.push(request.url())
  })
  await page.goto('/admin')
  const links = await page
    .locator('nav a[href^="/admin/collections/"], nav a[href^="/admin/globals/"]')
    .evaluateAll((anchors) => [...new Set(anchors.map((a) => a.getAttribute('href')!))])
  expect(links.length).toBeGreaterThan(12)
  const visited: string[] = []
  for (const link of ['/admin', '/admin/account', ...links]) {
    await page.goto(link)
    // An edit view (a global, the account) is there when its form is ready; a list or the
    // dashboard when it has loaded.
    if (/^\/admin\/(globals\/|account$)/.test(link)) await adminFormReady(page)
    else await page.waitForLoadState('load')
    visited.push(link)
    const slug = /^\/admin\/collections\/([^/?]+)/.exec(link)?.[1]
    if (!slug) continue
    const id = await firstId(page, slug)
    if (id === null) continue
    await page.goto(`/admin/collections/${slug}/${id}`)
    await adminFormReady(page)
    visited.push(`${link}/${id}`)
  }
  expect(visited).toContain('/admin/collections/orders')
  expect(visited.some((path) => /^\/admin\/collections\/orders\/\d+$/.test(path))).toBe(true)
  expect(foreign).toEqual([])
})
