import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test'

import {
  ADMIN_STATE,
  adminHeaders,
  expect,
  expectNoAxeViolations,
  freshAddress,
  otherAddressesIn,
  resizeViewport,
  test,
} from './support'
import { confirmedAccount, PASSWORD } from './accountKit'
import { linkIn, mailTo } from './mailKit'

const box = (page: Page) => page.locator('[data-island="login-box"]')

async function openLoginBox(page: Page) {
  const toggle = box(page).locator('[data-login-button]')
  await expect(box(page)).toHaveAttribute('data-island-ready', '')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
}

async function signInThroughBox(page: Page, username: string, password: string) {
  await openLoginBox(page)
  await box(page).getByLabel('Benutzername oder E-Mail').fill(username)
  await box(page).getByLabel('Passwort').fill(password)
  await box(page).getByRole('button', { name: 'Anmelden', exact: true }).click()
}

const customerByEmail = async (request: APIRequestContext, email: string) =>
  (
    (await (
      await request.get(`/api/customers?where[email][equals]=${encodeURIComponent(email)}`, {
        headers: adminHeaders(),
      })
    ).json()) as { docs: Array<{ id: number; lockedUntil?: string | null }> }
  ).docs[0]

test.describe('visitor accounts', () => {
  test('registration by the form, the confirmation link from the mail, then „Mein Konto“', async ({
    page,
  }) => {
    const email = freshAddress('neu.kundin')
    await page.goto('/mein-konto/registrieren')
    await expectNoAxeViolations(page)
    await page.locator('main').getByLabel('E-Mail-Adresse').fill(email)
    await page.locator('main').getByLabel('Name (optional)', { exact: true }).fill('Nora Neu')
    await page.locator('main').getByLabel('Passwort', { exact: true }).fill('kurz')
    await expect(page.getByText('Stärke: zu kurz')).toBeVisible()
    await page.locator('main').getByLabel('Passwort', { exact: true }).fill(PASSWORD)
    await expect(page.getByText(/Stärke: (mittel|stark)/)).toBeVisible()
    await page
      .locator('main')
      .getByLabel(/Datenschutzerklärung gelesen/)
      .check()
    await page.getByRole('button', { name: 'Konto erstellen' }).click()
    // The page says what the outbox knows: the stand-in accepted the mail.
    await expect(page.getByRole('status')).toContainText('Wir haben Ihnen eine E-Mail geschickt')

    // Not before the link.
    await page.goto('/mein-konto')
    await page.locator('main').getByLabel('Benutzername oder E-Mail-Adresse').fill(email)
    await page.locator('main').getByLabel('Passwort').fill(PASSWORD)
    await page.locator('main').getByRole('button', { name: 'Anmelden', exact: true }).click()
    await expect(page.getByRole('alert')).toContainText(
      'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse',
    )

    const link = linkIn(
      await mailTo(page, email, /bestätigen Sie Ihr Kundenkonto/),
      '/mein-konto/bestaetigen',
    )
    await page.goto(link)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }).click()
    await expect(page.getByRole('status')).toContainText('Ihre E-Mail-Adresse ist bestätigt')
    await page.locator('main').getByLabel('Benutzername oder E-Mail-Adresse').fill(email)
    await page.locator('main').getByLabel('Passwort').fill(PASSWORD)
    await page.locator('main').getByRole('button', { name: 'Anmelden', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Mein Konto', level: 1 })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Mein Konto' })).toBeVisible()
    await expect(page.locator('main')).toContainText(`Nora Neu, ${email}`)
    await expectNoAxeViolations(page)
  })

  test('the header login box: active state, wrong password, lockout after five, sign in and out', async ({
    page,
    browser,
  }) => {
    const email = freshAddress('box.kundin')
    await confirmedAccount(page, email, 'Bea Box')
    await page.goto('/')
    await openLoginBox(page)
    await expect(box(page)).toHaveAttribute('data-active', 'true')
    await page.keyboard.press('Tab')
    await expect(box(page)).toHaveAttribute('data-active', 'false')
    await box(page).getByLabel('Benutzername oder E-Mail').focus()
    await expect(box(page)).toHaveAttribute('data-active', 'true')
    await expectNoAxeViolations(page)

    const error = box(page).getByRole('alert')
    await box(page).getByLabel('Benutzername oder E-Mail').fill(email)
    for (let n = 1; n <= 4; n += 1) {
      await box(page).getByLabel('Passwort').fill(`falsch-${n}-Passwort`)
      await box(page).getByRole('button', { name: 'Anmelden', exact: true }).click()
      await expect(error).toHaveText(
        'Benutzername bzw. E-Mail-Adresse oder Passwort sind nicht korrekt.',
      )
      await page.evaluate(() => (document.querySelector('[data-login-error]')!.textContent = ''))
    }
    await box(page).getByLabel('Passwort').fill('falsch-5-Passwort')
    await box(page).getByRole('button', { name: 'Anmelden', exact: true }).click()
    await expect(error).toContainText('Das Konto ist für 10 Minuten gesperrt')
    await page.evaluate(() => (document.querySelector('[data-login-error]')!.textContent = ''))
    await box(page).getByLabel('Passwort').fill(PASSWORD)
    await box(page).getByRole('button', { name: 'Anmelden', exact: true }).click()
    await expect(error).toContainText('Das Konto ist für 10 Minuten gesperrt')

    // The owner finds her in „Kunden“ and unlocks her.
    const customer = (await customerByEmail(page.request, email))!
    expect(Date.parse(customer.lockedUntil!)).toBeGreaterThan(Date.now())
    const admin = await browser.newPage({ storageState: ADMIN_STATE })
    await admin.goto('/admin/collections/customers')
    await expect(admin.getByRole('link', { name: email })).toBeVisible({ timeout: 30_000 })
    await admin.getByRole('link', { name: email }).click()
    await admin.getByRole('button', { name: 'Entsperren' }).click({ timeout: 30_000 })
    await expect(admin.getByText('Konto entsperrt.')).toBeVisible()
    await admin.close()

    await box(page).getByRole('button', { name: 'Anmelden', exact: true }).click()
    await expect(box(page).getByText('Angemeldet als Bea Box')).toBeVisible()
    await page.reload()
    await expect(box(page).locator('[data-login-label]')).toHaveText('Mein Konto (Bea Box)')
    await openLoginBox(page)
    await box(page).getByRole('button', { name: 'Abmelden' }).click()
    await expect(page).toHaveURL(/\/\?abgemeldet=1$/)
    await expect(box(page)).toHaveAttribute('data-island-ready', '')
    await expect(box(page).locator('[data-login-label]')).toHaveText('Kundenkonto: anmelden')
    await page.goto('/mein-konto')
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible()
  })

  test('the login box on a phone is a panel across the header; Escape closes it', async ({
    page,
  }) => {
    const email = freshAddress('handy.kundin')
    await confirmedAccount(page, email, 'Hanna Handy')
    await resizeViewport(page, { width: 375, height: 740 })
    await page.goto('/leistungen')
    await openLoginBox(page)
    const panel = box(page).locator('[data-login-panel]')
    const size = (await panel.boundingBox())!
    expect(size.width).toBeGreaterThanOrEqual(370)
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await signInThroughBox(page, email, PASSWORD)
    await expect(box(page).getByText('Angemeldet als Hanna Handy')).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('a forgotten password: the one-time link from the mail, and the old session ends', async ({
    page,
    browser,
  }) => {
    const email = freshAddress('vergessen.kundin')
    await confirmedAccount(page, email, 'Vera Vergessen')
    // Another device is signed in.
    const other = await browser.newPage()
    await other.goto('/mein-konto')
    await other.locator('main').getByLabel('Benutzername oder E-Mail-Adresse').fill(email)
    await other.locator('main').getByLabel('Passwort').fill(PASSWORD)
    await other.locator('main').getByRole('button', { name: 'Anmelden', exact: true }).click()
    await expect(other.getByRole('navigation', { name: 'Mein Konto' })).toBeVisible()

    await page.goto('/mein-konto/passwort-vergessen')
    await expectNoAxeViolations(page)
    await page.locator('main').getByLabel('Benutzername oder E-Mail-Adresse').fill(email)
    await page.getByRole('button', { name: 'Link zum Zurücksetzen senden' }).click()
    await expect(page.getByRole('status')).toContainText(
      'Falls zu diesen Angaben ein bestätigtes Konto besteht',
    )
    const link = linkIn(await mailTo(page, email, /Neues Passwort/), '/mein-konto/passwort-neu')
    await page.goto(link)
    await expectNoAxeViolations(page)
    await page.locator('main').getByLabel('Neues Passwort').fill('Anderes-Passwort-Wolke-3')
    await page.getByRole('button', { name: 'Passwort speichern' }).click()
    await expect(page.getByRole('status')).toContainText('Ihr neues Passwort gilt')
    await expect(page.getByRole('navigation', { name: 'Mein Konto' })).toBeVisible()

    await other.reload()
    await expect(other.getByRole('heading', { name: 'Anmelden' })).toBeVisible()
    await other.close()
    // The link works once.
    await page.goto(link)
    await page.locator('main').getByLabel('Neues Passwort').fill('Drittes-Passwort-Fluss-4')
    await page.getByRole('button', { name: 'Passwort speichern' }).click()
    await expect(page.getByRole('alert')).toContainText('ungültig, schon benutzt oder abgelaufen')
  })

  test('„Mein Konto“: addresses fill the checkout, her order listed, export, deletion keeping the order anonymised', async ({
    page,
  }) => {
    // Some forty steps and five axe runs: a minute and more on a busy machine (the gate once).
    test.slow()
    const email = freshAddress('konto.kundin')
    await confirmedAccount(page, email, 'Klara Konto')
    await page.goto('/mein-konto')
    await page.locator('main').getByLabel('Benutzername oder E-Mail-Adresse').fill(email)
    await page.locator('main').getByLabel('Passwort').fill(PASSWORD)
    await page.locator('main').getByRole('button', { name: 'Anmelden', exact: true }).click()
    for (const section of ['Bestellungen', 'Termine', 'Adressen', 'Kontodaten']) {
      await page
        .getByRole('navigation', { name: 'Mein Konto' })
        .getByRole('link', { name: section })
        .click()
      await expect(page.getByRole('link', { name: section })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await expectNoAxeViolations(page)
    }
    await page.getByRole('link', { name: 'Adressen' }).click()
    const billing = page.getByRole('group', { name: 'Rechnungsadresse' })
    await billing.getByLabel('Vorname').fill('Klara')
    await billing.getByLabel('Nachname').fill('Konto')
    await billing.getByLabel('Straße und Hausnummer').fill('Lindenallee 5')
    await billing.getByLabel('PLZ').fill('10115')
    await billing.getByLabel('Ort').fill('Berlin')
    await page.getByRole('button', { name: 'Adressen speichern' }).click()
    await expect(page.getByRole('status')).toContainText('Ihre Adressen sind gespeichert')

    // The checkout fills them in; the order joins the account.
    await page.goto('/shop/pflege-shampoo')
    const add = page.getByRole('button', { name: 'In den Warenkorb' })
    await add.focus()
    await expect(page.locator('form[data-island="product"]')).toHaveAttribute(
      'data-island-ready',
      '',
    )
    await add.click()
    await expect(page.getByRole('status').filter({ hasText: 'Warenkorb' })).toContainText(
      'Der Artikel liegt im Warenkorb.',
    )
    await page.goto('/kasse')
    await expect(page.locator('main').getByLabel('Vorname').first()).toHaveValue('Klara')
    await expect(page.locator('main').getByLabel('E-Mail-Adresse')).toHaveValue(email)
    await page.locator('main').getByLabel('Abholung im Salon: kostenlos').check()
    await page.locator('main').getByLabel('Vorkasse (Überweisung)').check()
    await page.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click()
    await expect(page).toHaveURL(/\/kasse\/bestellung\//)
    const number = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!)

    await page.goto('/mein-konto/bestellungen')
    const row = page.getByRole('row').filter({ hasText: number })
    await expect(row).toContainText('12,90 €')
    await expect(row.getByRole('link', { name: /Vertrag widerrufen/ })).toHaveAttribute(
      'href',
      /order=/,
    )

    await page.goto('/mein-konto/konto')
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Als JSON herunterladen' }).click()
    const file = await (await download).path()
    const json = (await import('node:fs')).readFileSync(file, 'utf8')
    const data = JSON.parse(json) as {
      account: Record<string, unknown>
      orders: Array<{ number: string; billing: string }>
    }
    expect(data.account.email).toBe(email)
    expect(data.account).not.toHaveProperty('hash')
    expect(data.orders.map((order) => order.number)).toContain(number)
    expect(data.orders[0]!.billing).toContain('Lindenallee 5')
    // The readable copy (issue 56): German headings, her order in euros, nothing of the keys
    // and links that open anything, and no other person.
    const opened = page.waitForEvent('popup')
    await page.getByRole('link', { name: 'Als Dokument öffnen' }).click()
    const copy = await opened
    await expect(copy.getByRole('heading', { level: 1 })).toHaveText(
      /^Ihre gespeicherten Daten bei /,
    )
    await expect(copy.getByRole('heading', { name: 'Bestellungen (1)' })).toBeVisible()
    const shown = (await copy.locator('main').innerText()).replace(/\u00a0/g, ' ')
    expect(shown).toContain(`Bestellung ${number}`)
    expect(shown).toContain('12,90 €')
    expect(shown).toContain('Lindenallee 5')
    expect(shown).toMatch(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/)
    for (const text of [shown, json]) {
      expect(text).not.toMatch(/accessKey|feedToken|\/api\/|token=|key=|\.ics/i)
      expect(otherAddressesIn(text, email)).toEqual([])
    }
    await expectNoAxeViolations(copy)
    await copy.close()

    await page.locator('main').getByLabel('Zur Bestätigung: Ihr Passwort').fill(PASSWORD)
    await page.getByRole('button', { name: 'Konto endgültig löschen' }).click()
    await expect(page.getByRole('status')).toContainText('Ihr Konto ist gelöscht')
    expect(await customerByEmail(page.request, email)).toBeUndefined()
    const orders = (await (
      await page.request.get(`/api/orders?where[number][equals]=${number}`, {
        headers: adminHeaders(),
      })
    ).json()) as {
      docs: Array<{ email: string; billing: { lastName: string }; totalCents: number }>
    }
    expect(orders.docs[0]!.billing.lastName).toBe('gelöscht')
    expect(orders.docs[0]!.email).not.toContain('konto.kundin')
  })

  test("a customer's token opens no staff data and no admin; cached pages never carry her name", async ({
    page,
  }) => {
    const email = freshAddress('token.kundin')
    await confirmedAccount(page, email, 'Tina Token')
    await page.goto('/')
    await signInThroughBox(page, email, PASSWORD)
    await expect(box(page).getByText('Angemeldet als Tina Token')).toBeVisible()
    const session = (await page.context().cookies()).find(
      (cookie) => cookie.name === 'salon_konto',
    )!
    const auth = { Authorization: `JWT ${session.value}` }
    for (const collection of [
      'users',
      'orders',
      'appointments',
      'form-submissions',
      'customers',
      'mail-outbox',
    ]) {
      const answer = await page.request.get(`/api/${collection}`, { headers: auth })
      expect(`${collection} ${answer.status()}`).toMatch(new RegExp(`^${collection} 40[13]$`))
    }
    // Draft mode is for staff: neither her token nor her own cookie opens it (issue 43).
    const visitor = await playwrightRequest.newContext({ baseURL: page.url() })
    for (const headers of [auth, { cookie: `salon_konto=${session.value}` }]) {
      const preview = await visitor.get('/next/preview?path=/', { headers, maxRedirects: 0 })
      expect(preview.status()).toBe(401)
      expect(preview.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass')
    }
    await visitor.dispose()
    // Her token in the admin's cookie: the admin stays closed.
    await page
      .context()
      .addCookies([{ name: 'payload-token', value: session.value, url: page.url() }])
    await page.goto('/admin')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /keinen Zugriff auf das Admin-Panel/,
      { timeout: 30_000 },
    )
    await expect(page.getByRole('navigation')).toHaveCount(0)

    for (const path of ['/', '/leistungen', '/shop', '/termin']) {
      const html = await (await page.request.get(path)).text()
      expect(html).not.toContain('Tina Token')
      expect(html).not.toContain(email)
    }
  })
})
