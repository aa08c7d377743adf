import { type APIRequestContext, type Page, type Route } from '@playwright/test'

import {
  ADMIN_STATE,
  adminHeaders,
  expect,
  expectNoAxeViolations,
  fillAddress,
  openCheckout,
  test,
} from './support'
import { mailTo } from './mailKit'

async function productBySlug(request: APIRequestContext, slug: string) {
  const answer = await request.get(`/api/products?where[slug][equals]=${slug}&depth=0`, {
    headers: adminHeaders(),
  })
  const { docs } = (await answer.json()) as {
    docs: Array<{ id: number; priceCents: number; stock: number | null }>
  }
  return docs[0]!
}

const header = (page: Page) => page.locator('#site-header')

/**
 * Adds the product of the open page to the cart in place. A visitor reaches the button first
 * (focus or touch loads the island); a click before that posts the form and lands on /warenkorb.
 */
async function addToCart(page: Page) {
  const button = page.getByRole('button', { name: 'In den Warenkorb' })
  await button.focus()
  await expect(page.locator('form[data-island="product"]')).toHaveAttribute('data-island-ready', '')
  await button.click()
  await expect(page.getByRole('status').filter({ hasText: 'Warenkorb' })).toContainText(
    'Der Artikel liegt im Warenkorb.',
  )
}

test.describe('shop', () => {
  test('the catalogue shows prices as German law wants them, sold out included', async ({
    page,
  }) => {
    await page.goto('/shop')
    const cards = page.locator('main li').filter({ has: page.getByRole('heading', { level: 2 }) })
    expect(await cards.count()).toBeGreaterThanOrEqual(6)
    const shampoo = cards.filter({ hasText: 'Pflege-Shampoo' })
    await expect(shampoo).toContainText('12,90 €')
    await expect(shampoo).toContainText('Grundpreis: 51,60 € / 1 l')
    await expect(shampoo).toContainText('inkl. MwSt., zzgl. Versand')
    await expect(shampoo.getByRole('link', { name: 'Versand' })).toHaveAttribute(
      'href',
      '/versand-und-zahlung',
    )
    await expect(shampoo).toContainText('Lieferzeit 2–4 Werktage')
    await expect(cards.filter({ hasText: 'Argan-Haaröl' })).toContainText('Ausverkauft')
    await expect(cards.filter({ hasText: 'Glanz-Spülung' })).toContainText('ab 11,90 €')
    await expectNoAxeViolations(page)
  })

  test('a product page selects variants, refuses an impossible one and keeps quantities within the rules', async ({
    page,
  }) => {
    const islandRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/islands/')) islandRequests.push(request.url())
    })
    await page.goto('/shop/styling-creme')
    const form = page.locator('form[data-island="product"]')
    await expect(page.locator('[data-price]')).toHaveText('ab 14,50 €')
    // A visitor reaches the select first (focus, tap): that loads the island.
    await page.getByLabel('Größe').focus()
    await expect(form).toHaveAttribute('data-island-ready', '')
    await page.getByLabel('Größe').selectOption('100 ml')
    await page.getByLabel('Duft').selectOption('Zitrus')
    await expect(page.getByRole('alert')).toHaveText(
      'Diese Kombination ist nicht erhältlich. Bitte wählen Sie eine andere.',
    )
    await expect(page.getByRole('button', { name: 'In den Warenkorb' })).toBeDisabled()
    await page.getByLabel('Größe').selectOption('50 ml')
    await expect(page.locator('[data-price]')).toHaveText('14,50 €')
    await expect(page.locator('[data-unit-price]')).toHaveText('Grundpreis: 290,00 € / 1 l')
    await expect(page.locator('[data-stock]')).toHaveText('Auf Lager')
    const quantity = page.getByLabel('Menge', { exact: true })
    await page.getByRole('button', { name: 'Menge verringern' }).click()
    await expect(quantity).toHaveValue('1')
    await quantity.fill('99')
    await quantity.blur()
    await expect(quantity).toHaveValue('6')
    await page.getByRole('button', { name: 'Menge erhöhen' }).click()
    await expect(quantity).toHaveValue('6')
    await quantity.fill('0')
    await quantity.blur()
    await expect(quantity).toHaveValue('1')
    await page.getByRole('button', { name: 'Menge erhöhen' }).click()
    await expect(quantity).toHaveValue('2')
    await addToCart(page)
    const cart = header(page).getByRole('button', { name: 'Warenkorb, 2 Artikel' })
    await expect(cart).toBeVisible()
    await cart.click()
    const panel = header(page).getByRole('region', { name: 'Warenkorb' })
    await expect(panel).toContainText('Styling-Creme (Größe: 50 ml, Duft: Zitrus) – 2 × 14,50 €')
    await expect(panel).toContainText('Zwischensumme: 29,00 €')
    await expect(panel.getByRole('link', { name: 'Zur Kasse' })).toHaveAttribute('href', '/kasse')
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(cart).toBeFocused()
    expect(islandRequests.some((url) => url.includes('checkout'))).toBe(false)
  })

  test('a keyboard visitor at „In den Warenkorb“ before choosing keeps the focus and is told what to choose', async ({
    page,
  }) => {
    await page.goto('/shop/styling-creme')
    const form = page.locator('form[data-island="product"]')
    const button = page.getByRole('button', { name: 'In den Warenkorb' })
    await button.focus()
    await expect(form).toHaveAttribute('data-island-ready', '')
    // Nothing chosen yet: marked unavailable, but not taken out of the keyboard's way.
    await expect(button).toBeDisabled()
    await expect(button).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('alert')).toHaveText('Bitte wählen Sie zuerst Größe und Duft.')
    await expect(button).toBeFocused()
    await page.getByLabel('Größe').selectOption('50 ml')
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('alert')).toHaveText('Bitte wählen Sie zuerst Duft.')
    await page.getByLabel('Duft').selectOption('Zitrus')
    await expect(page.getByRole('alert')).toBeHidden()
    await expect(button).toBeEnabled()
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'Warenkorb' })).toContainText(
      'Der Artikel liegt im Warenkorb.',
    )
    await expect(button).toBeFocused()
    await expectNoAxeViolations(page)
  })

  test('on a phone the header with the cart fits the screen (no sideways zoom, no shift)', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
    })
    await context.addCookies([{ name: 'salon_cart', value: '1_-_12_0', url: baseURL! }])
    const page = await context.newPage()
    for (const path of ['/', '/shop']) {
      await page.goto(path)
      await expect(page.locator('[data-island="cart-dropdown"]')).toHaveAttribute(
        'data-island-ready',
        '',
      )
      expect(await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth])).toEqual(
        [412, 412],
      )
    }
    await context.close()
  })

  test('plus stops at a product’s maximum', async ({ page }) => {
    await page.goto('/shop/paddle-buerste')
    const quantity = page.getByLabel('Menge', { exact: true })
    await quantity.focus()
    await expect(page.locator('form[data-island="product"]')).toHaveAttribute(
      'data-island-ready',
      '',
    )
    for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Menge erhöhen' }).click()
    await expect(quantity).toHaveValue('3')
  })

  test('sold out cannot be bought, on the page or through the endpoint', async ({ page }) => {
    await page.goto('/shop/argan-haaroel')
    await expect(page.getByRole('button', { name: 'Ausverkauft' })).toBeDisabled()
    const oil = await productBySlug(page.request, 'argan-haaroel')
    const answer = await page.request.post('/api/shop/cart', {
      form: { action: 'add', product: String(oil.id), quantity: '1' },
      headers: { accept: 'application/json' },
    })
    expect(answer.status()).toBe(409)
    expect(await answer.json()).toMatchObject({
      code: 'sold_out',
      notice: '„Argan-Haaröl“ ist leider ausverkauft.',
    })
  })

  test('without script, a product goes to the cart by a plain form post', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/shop/pflege-shampoo')
    await page.getByRole('button', { name: 'In den Warenkorb' }).click()
    await expect(page).toHaveURL(/\/warenkorb$/)
    await expect(page.getByRole('table', { name: 'Artikel im Warenkorb' })).toContainText(
      'Pflege-Shampoo Lindenblüte',
    )
    await context.close()
  })

  test('the cart changes quantities, removes lines and calculates shipping for a country and state', async ({
    page,
  }) => {
    await page.goto('/shop/pflege-shampoo')
    await addToCart(page)
    await page.goto('/shop/paddle-buerste')
    await addToCart(page)
    await page.goto('/warenkorb')
    const table = page.getByRole('table', { name: 'Artikel im Warenkorb' })
    await expect(table).toContainText('Grundpreis: 51,60 € / 1 l')
    await page.getByRole('button', { name: 'Menge erhöhen' }).first().focus()
    await expect(page.locator('[data-island="cart-page"]')).toHaveAttribute('data-island-ready', '')
    await page.getByRole('button', { name: 'Menge erhöhen' }).first().click()
    await expect(page.getByLabel('Menge von Pflege-Shampoo Lindenblüte')).toHaveValue('2')
    await page.getByRole('button', { name: 'Aktualisieren' }).first().click()
    await expect(table.getByRole('row').nth(1)).toContainText('25,80 €')
    await page.getByRole('button', { name: 'Paddle-Bürste aus Buchenholz entfernen' }).click()
    await expect(table).not.toContainText('Paddle-Bürste')
    await page.getByLabel('Land', { exact: true }).focus()
    await expect(page.locator('[data-island="cart-page"]')).toHaveAttribute('data-island-ready', '')
    await page.getByLabel('Land', { exact: true }).selectOption('AT')
    const state = page.getByLabel('Bundesland')
    await expect(state.locator('option')).toHaveCount(10)
    await state.selectOption('AT-9')
    await page.getByRole('button', { name: 'Berechnen' }).click()
    await expect(page.locator('[data-shipping-result]')).toContainText(
      'DHL Paket International: 9,90 €',
    )
    await expect(page.locator('[data-shipping-result]')).toContainText(
      'Abholung im Salon: kostenlos',
    )
    await page.getByLabel('Land', { exact: true }).selectOption('DE')
    await page.getByLabel('Bundesland').selectOption('DE-BE')
    await page.getByRole('button', { name: 'Berechnen' }).click()
    await expect(page.locator('[data-shipping-result]')).toContainText(
      'Fahrradkurier (Berlin, selber Werktag): 6,90 €',
    )
    await expectNoAxeViolations(page)
  })

  test('checkout with Vorkasse ends with the GiroCode and the confirmation mail', async ({
    page,
  }) => {
    await page.goto('/shop/glanz-spuelung')
    await page.getByLabel('Größe').focus()
    await expect(page.locator('form[data-island-ready]')).toHaveCount(1)
    await page.getByLabel('Größe').selectOption('500 ml')
    await expect(page.locator('[data-unit-price]')).toHaveText('Grundpreis: 45,80 € / 1 l')
    await addToCart(page)
    await openCheckout(page)
    await expect(page.getByRole('button', { name: 'zahlungspflichtig bestellen' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'AGB' }).first()).toHaveAttribute('href', '/agb')
    await expect(page.getByRole('link', { name: 'Widerrufsbelehrung' }).first()).toHaveAttribute(
      'href',
      '/widerrufsbelehrung',
    )
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click()
    await expect(page.locator('[data-error-for="billing_first_name"]')).toHaveText(
      'Bitte den Vornamen angeben.',
    )
    await fillAddress(page, 'vorkasse@example.org')
    await page.locator('#billing_state').selectOption('DE-BE')
    const courier = page.getByLabel('Fahrradkurier (Berlin, selber Werktag): 6,90 €')
    await expect(courier).toBeVisible()
    await courier.check()
    await expect(page.locator('[data-total]')).toHaveText('29,80 €')
    await page.getByLabel('Vorkasse (Überweisung)').check()
    await page.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click()
    await expect(
      page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung' }),
    ).toBeVisible()
    const number = (await page.locator('[data-order-number]').textContent())!
    expect(number).toMatch(/^\d{4}-[A-Z2-9]{6}$/)
    await expect(page.getByText('IBAN: DE89 3704 0044 0532 0130 00')).toBeVisible()
    await expect(
      page.getByRole('img', { name: /GiroCode für die Überweisung von 29,80/ }),
    ).toBeVisible()
    await expect(page.locator('[data-girocode] svg')).toHaveCount(1)
    await expectNoAxeViolations(page)
    await expect(header(page).getByRole('button', { name: 'Warenkorb, leer' })).toBeVisible()
    const mail = await mailTo(page, 'vorkasse@example.org', new RegExp(number))
    // Intl writes „22,90 €“ with a no-break space.
    mail.text = mail.text.replace(/\u00a0/g, ' ')
    expect(mail.text).toContain('1 × Glanz-Spülung (Größe: 500 ml) – je 22,90 € – 22,90 €')
    expect(mail.text).toContain('Grundpreis: 45,80 € / 1 l')
    expect(mail.text).toContain('enthaltene MwSt. 19 %: 4,76 €')
    expect(mail.text).toContain(`Verwendungszweck: Bestellung ${number}`)
    expect(mail.text).toContain('Muster-Widerrufsformular')
    expect(mail.text).toContain('/vertrag-widerrufen')
  })

  test('checkout with pickup, paid in part with a voucher', async ({ page }) => {
    const part = () => Math.random().toString(36).slice(2, 6).toUpperCase().padEnd(4, 'X')
    const code = `GS-E2E0-${part()}-${part()}`
    const created = await page.request.post('/api/vouchers', {
      headers: adminHeaders(),
      data: {
        code,
        initialCents: 1000,
        balanceCents: 1000,
        validUntil: '2030-12-31T22:59:59.000Z',
      },
    })
    expect(created.ok()).toBe(true)
    await page.goto('/shop/pflege-shampoo')
    await page.getByRole('button', { name: 'Menge erhöhen' }).click()
    await addToCart(page)
    await openCheckout(page)
    await page.getByLabel('Gutscheincode').fill(code.toLowerCase())
    await page.getByRole('button', { name: 'Gutschein einlösen' }).click()
    await expect(page.locator('#voucher-status')).toHaveText(
      new RegExp(`Gutschein ${code}: 10,00\\s€ werden angerechnet\\.`),
    )
    await fillAddress(page, 'abholung@example.org')
    await page.locator('#billing_state').selectOption('DE-BE')
    await expect(page.getByLabel('Zahlung bei Abholung')).toBeHidden()
    await page.getByLabel('Abholung im Salon: kostenlos').check()
    await page.getByLabel('Zahlung bei Abholung').check()
    await page.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click()
    await expect(
      page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung' }),
    ).toBeVisible()
    await expect(page.getByText(/Zahlung bei Abholung: Bitte zahlen Sie 15,80\s€/)).toBeVisible()
    await expect(page.getByRole('row', { name: new RegExp(`Gutschein ${code}`) })).toContainText(
      '10,00',
    )
    await expect(page.locator('[data-girocode]')).toHaveCount(0)
  })

  test('a price changed between cart and order stops the order with a German message', async ({
    page,
  }) => {
    const brush = await productBySlug(page.request, 'paddle-buerste')
    await page.goto('/shop/paddle-buerste')
    await addToCart(page)
    await openCheckout(page)
    await fillAddress(page, 'preis@example.org')
    await page.locator('#billing_state').selectOption('DE-BY')
    const changed = await page.request.patch(`/api/products/${brush.id}`, {
      headers: adminHeaders(),
      data: { priceCents: 2600 },
    })
    expect(changed.ok()).toBe(true)
    try {
      await page.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click()
      await expect(page.locator('[data-form-alert]')).toHaveText(
        /Der Preis von „Paddle-Bürste aus Buchenholz“ hat sich geändert: jetzt 26,00\s€/,
      )
    } finally {
      await page.request.patch(`/api/products/${brush.id}`, {
        headers: adminHeaders(),
        data: { priceCents: brush.priceCents },
      })
    }
    expect((await productBySlug(page.request, 'paddle-buerste')).stock).toBe(brush.stock)
  })

  test('an order sent while the shipping of a new state is on its way waits for it; a changed choice is not ordered', async ({
    page,
  }) => {
    await page.goto('/shop/pflege-shampoo')
    await addToCart(page)
    await openCheckout(page)
    await fillAddress(page, 'umzug@example.org')
    await page.locator('#billing_state').selectOption('DE-BE')
    await page.getByLabel(/^Fahrradkurier/).check()
    // A slow phone network: the options for the next state arrive after the visitor pressed.
    const slowShipping = async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      await route.continue()
    }
    await page.route(/\/api\/shop\/shipping\?/, slowShipping)
    const orders: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/shop/orders')) orders.push(request.method())
    })
    const order = page.getByRole('button', { name: 'zahlungspflichtig bestellen' })

    // The courier rides in Berlin only: not sent, and she is told to look again.
    await page.locator('#billing_state').selectOption('DE-HH')
    await order.click()
    await expect(page.locator('[data-form-alert]')).toHaveText(
      'Für Ihre Adresse gelten andere Versandarten oder Preise. Bitte prüfen Sie Versand und Gesamtsumme und bestellen Sie dann.',
    )
    await expect(page.getByLabel(/^Fahrradkurier/)).toHaveCount(0)
    await expect(page.getByLabel(/^DHL Paket/)).toBeChecked()
    expect(orders).toEqual([])

    // DHL in the next state is the same choice at the same price (another id): it is ordered.
    await page.locator('#billing_state').selectOption('DE-HB')
    await order.click()
    await expect(page.locator('[data-order-number]')).toBeVisible({ timeout: 15_000 })
    expect(orders).toEqual(['POST'])
  })

  test('the Widerrufsbutton: from the footer, two steps, a receipt with date and time', async ({
    page,
  }) => {
    await page.goto('/shop/pflege-shampoo')
    await addToCart(page)
    await openCheckout(page)
    await fillAddress(page, 'widerruf@example.org')
    await page.locator('#billing_state').selectOption('DE-HH')
    // The shipping options follow the state (the Berlin courier goes). The island makes an order
    // wait for them anyway (the test above); this wait only keeps the test on the plain path.
    await expect(page.getByLabel(/^Fahrradkurier/)).toHaveCount(0)
    await page.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click()
    const number = (await page.locator('[data-order-number]').textContent())!

    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Vertrag widerrufen' }).click()
    await expect(page.getByRole('heading', { name: 'Vertrag widerrufen', level: 1 })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByLabel('Ihr Name').fill('Anna Muster')
    await page.getByLabel(/Bestellnummer/).fill(number)
    await page.getByLabel('E-Mail-Adresse der Bestellung').fill('falsch@example.org')
    await page.getByRole('button', { name: 'Weiter zur Bestätigung' }).click()
    await expect(page.getByRole('alert')).toContainText('finden wir keine Bestellung')
    await page.getByLabel('E-Mail-Adresse der Bestellung').fill('widerruf@example.org')
    await page.getByRole('button', { name: 'Weiter zur Bestätigung' }).click()
    await expect(
      page.getByRole('heading', { name: 'Bitte bestätigen Sie Ihren Widerruf' }),
    ).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Widerruf bestätigen' }).click()
    await expect(page.getByRole('heading', { name: 'Ihr Widerruf ist eingegangen' })).toBeVisible()
    await expect(page.locator('[data-received-at]')).toHaveText(
      /^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}:\d{2} Uhr$/,
    )
    const receipt = await mailTo(
      page,
      'widerruf@example.org',
      new RegExp(`Eingangsbestätigung Ihres Widerrufs – Bestellung ${number}`),
    )
    expect(receipt.text).toContain(`Bestellnummer: ${number}`)
    expect(receipt.text).toMatch(/eingegangen am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}:\d{2} Uhr/)
    const orders = await page.request.get(`/api/orders?where[number][equals]=${number}`, {
      headers: adminHeaders(),
    })
    const { docs } = (await orders.json()) as { docs: Array<{ status: string }> }
    expect(docs[0]!.status).toBe('withdrawn')
  })

  test('the owner marks a voucher order paid and the customer gets the PDF', async ({ page }) => {
    await page.goto('/shop/geschenkgutschein')
    await page.getByLabel('Betrag').focus()
    await expect(page.locator('form[data-island-ready]')).toHaveCount(1)
    await page.getByLabel('Betrag').selectOption('50 €')
    await expect(page.locator('[data-price]')).toHaveText('50,00 €')
    await addToCart(page)
    await openCheckout(page)
    await fillAddress(page, 'gutschein@example.org')
    await page.locator('#billing_state').selectOption('DE-BE')
    await expect(page.getByLabel('Versand per E-Mail: kostenlos')).toBeChecked()
    await page.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click()
    const number = (await page.locator('[data-order-number]').textContent())!
    const orders = await page.request.get(`/api/orders?where[number][equals]=${number}`, {
      headers: adminHeaders(),
    })
    const order = ((await orders.json()) as { docs: Array<{ id: number }> }).docs[0]!
    const paid = await page.request.patch(`/api/orders/${order.id}`, {
      headers: adminHeaders(),
      data: { status: 'paid' },
    })
    expect(paid.ok()).toBe(true)
    const mail = await mailTo(page, 'gutschein@example.org', /Ihr Gutschein/, {
      mentions: number,
    })
    expect(mail.attachments).toEqual([
      expect.objectContaining({
        contentType: 'application/pdf',
        filename: expect.stringMatching(/^Gutschein-GS-/),
      }),
    ])
    await mailTo(page, 'gutschein@example.org', new RegExp(`Bestellung ${number}: bezahlt`))
  })
})

test.describe('shop admin', () => {
  test.use({ storageState: ADMIN_STATE })

  test('a placed order shows its amounts and flags as facts the owner cannot change', async ({
    page,
  }) => {
    await page.goto('/shop/pflege-shampoo')
    await addToCart(page)
    await openCheckout(page)
    await fillAddress(page, 'fakten@example.org')
    await page.locator('#billing_state').selectOption('DE-BE')
    await page.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click()
    const number = (await page.locator('[data-order-number]').textContent())!
    const orders = await page.request.get(`/api/orders?where[number][equals]=${number}`, {
      headers: adminHeaders(),
    })
    const order = ((await orders.json()) as { docs: Array<{ id: number }> }).docs[0]!
    await page.goto(`/admin/collections/orders/${order.id}`)
    await expect(page.getByLabel('Gesamt (€)', { exact: true })).toHaveValue(/^\d+,\d{2}$/)
    for (const label of [
      'Einzelpreis (€)',
      'Summe (€)',
      'Versand (€)',
      'Warenwert (€)',
      'Gesamt (€)',
      'Zu zahlen (€)',
    ])
      await expect(page.getByLabel(label, { exact: true }).first()).not.toBeEditable()
    // Yes-or-no facts as words, not boxes that look as if they could be ticked.
    await expect(page.locator('[data-fact="stockReserved"]')).toContainText(
      /^Bestand oder Gutschein reserviert(Ja|Nein)$/,
    )
    await expect(page.locator('[data-fact="smallBusiness"]')).toContainText('Nein')
    await expect(
      page.getByRole('checkbox', { name: 'Bestand oder Gutschein reserviert' }),
    ).toHaveCount(0)
    // The status stays the owner's to change.
    await expect(page.locator('#field-status')).toBeVisible()
    // The dashboard counts the week's orders and their revenue, in euros with a comma.
    await page.goto('/admin')
    await expect(page.locator('[data-orders-week]')).not.toHaveText('0')
    // The order of a moment ago is today's too, on the salon's clock.
    await expect(page.locator('[data-orders-today]')).not.toHaveText('0')
    await expect(page.locator('[data-revenue-today]')).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2}\s€$/)
    await expect(page.locator('[data-revenue-week]')).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2}\s€$/)
  })

  test('the owner sees orders and the stock overview and exports orders as CSV', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/admin/collections/orders')
    await expect(
      page.getByRole('link', { name: 'Alle Bestellungen als CSV herunterladen' }),
    ).toBeVisible()
    const csv = await page.request.get('/api/orders/export.csv', { headers: adminHeaders() })
    expect(csv.status()).toBe(200)
    expect(csv.headers()['content-type']).toContain('text/csv')
    const text = await csv.text()
    expect(text.split('\r\n')[0]).toContain('"Bestellnummer";"Datum";"Status"')
    await page.goto('/admin/collections/products')
    await page.getByText(/^Bestandsübersicht:/).click()
    await expect(page.locator('details').getByRole('row', { name: /Argan-Haaröl/ })).toContainText(
      'ausverkauft',
    )
    const anonymous = await fetch(`${baseURL}/api/orders/export.csv`)
    expect(anonymous.status).toBe(403)
  })
})
