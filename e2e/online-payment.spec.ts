import type { BrowserContext, Page } from '@playwright/test'

import { startMollieStandIn, type MollieStandIn } from '../src/test/mollieStandIn'
import { readCalendar } from '../src/test/readCalendar'

import { mailsTo, mailTo } from './mailKit'
import { readPdf } from '../src/test/readPdf'
import { expect, expectNoAxeViolations, fillAddress, openCheckout, test } from './support'
import { chooseAdminOption } from './settled'
import { startOwnServer, type OwnServer } from './ownServer'
import { OWN_SERVER_PORTS } from '../scripts/lib/e2eServers.mjs'

// Online payment through Mollie (issue 47), on a server of its own: the owner switches it on in
// the admin, which the shared servers' checkout tests must not see. Mollie is the stand-in of
// src/test/mollieStandIn.ts on 127.0.0.1:3960 (CONTRACTS.md), whose page pays, cancels or fails.
const PORT = OWN_SERVER_PORTS.onlinePayment
const OWNER = 'admin@salon-lindenbluete.example'
const PASSWORD = 'Zahlung-Passwort-1'
const KEY = 'test_e2eStandinKey0123456789abcd'

let mollie: MollieStandIn
let server: OwnServer
let context: BrowserContext
let page: Page

/** A voucher of 50 € in the cart, then the checkout paid online: lands on Mollie's page. */
async function orderVoucherOnline(email: string) {
  await page.goto('/shop/geschenkgutschein')
  // Added in place once the product's island is there (a click before it is a plain post that
  // a quick move to /kasse could overtake).
  await page.getByLabel('Betrag').focus()
  await expect(page.locator('form[data-island="product"]')).toHaveAttribute('data-island-ready', '')
  await page.getByLabel('Betrag').selectOption('50 €')
  await page.getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Warenkorb' })).toContainText(
    'Der Artikel liegt im Warenkorb.',
  )
  await openCheckout(page)
  await fillAddress(page, email)
  const online = page.getByLabel(/^Online bezahlen \(PayPal/)
  await online.check()
  await page.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click()
  await expect(page.getByRole('heading', { name: 'Mollie-Testkasse' })).toBeVisible()
  await expect(page.getByText(/50\.00 EUR/)).toBeVisible()
}

// One story: each test builds on the one before, on one server.
test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000)
  mollie = await startMollieStandIn({ port: 3960, keys: [KEY] })
  server = await startOwnServer(PORT, {
    SEED_ADMIN_PASSWORD: PASSWORD,
    SMTP_URL: 'smtp://127.0.0.1:3291',
    MOLLIE_API_ENDPOINT: mollie.apiEndpoint,
  })
  context = await browser.newContext({ baseURL: server.url, locale: 'de-DE' })
  page = await context.newPage()
})

test.afterAll(async () => {
  await context?.close()
  await server?.stop()
  await mollie?.close()
})

test('the owner switches online payment on with her Mollie key', async () => {
  await page.goto('/admin')
  await page.getByLabel('E-Mail').fill(OWNER)
  await page.getByLabel('Passwort').fill(PASSWORD)
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await page.waitForURL(/\/admin$/)
  await page.goto('/admin/globals/payment-settings')
  await expect(page.locator('[data-payment-key-state="none"]')).toContainText(
    'Online-Zahlung ist aus.',
  )
  // Before the first sale: the tax number every invoice carries (§ 14 UStG).
  await page.getByLabel('API-Schlüssel von Mollie').fill(KEY)
  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(page.getByText(/Bevor Sie Online-Zahlung einschalten/)).toBeVisible()
  await page.goto('/admin/globals/site-settings')
  await page.getByRole('button', { name: 'Unternehmen', exact: true }).click()
  await page.getByLabel('Steuernummer oder USt-IdNr.').fill('12/345/67890')
  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(page.getByText(/erfolgreich/i).first()).toBeVisible()
  await page.goto('/admin/globals/payment-settings')
  await page.getByLabel('API-Schlüssel von Mollie').fill('test_falsch0123456789abcdefghijk')
  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(page.getByText(/Mollie kennt diesen API-Schlüssel nicht/)).toBeVisible()
  await page.getByLabel('API-Schlüssel von Mollie').fill(KEY)
  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(page.getByText(/erfolgreich/i).first()).toBeVisible()
  // The state above the form is drawn by the server; the page is read again after the save.
  await expect(page.locator('[data-payment-key-state="admin"]')).toContainText(
    'In Ihrem Mollie-Profil aktiv: PayPal, Kreditkarte, Klarna, Apple Pay',
  )
  await expect(page.locator('[data-payment-key-state="admin"]')).toContainText('Testschlüssel')
  await expect(page.getByLabel('API-Schlüssel von Mollie')).toHaveValue('')
})

test('a voucher paid with PayPal: the page says so and the PDF comes by mail', async () => {
  const email = `gutschein-${Date.now()}@example.org`
  await orderVoucherOnline(email)
  await page.getByLabel('Zahlart').selectOption('paypal')
  await page.getByRole('button', { name: 'Bezahlen' }).click()
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung' })).toBeVisible()
  await expect(page.locator('[data-online-payment="paid"]')).toContainText(
    /Ihre Zahlung von 50,00\s€ mit PayPal ist eingegangen/,
  )
  await expectNoAxeViolations(page)
  const voucher = await mailTo(page, email, /Gutschein/)
  expect(voucher.attachments.map((file) => file.filename).join()).toMatch(/\.pdf/)
})

test('a cancelled payment can be tried again, and a failed one switched to Vorkasse', async () => {
  const email = `abbruch-${Date.now()}@example.org`
  await orderVoucherOnline(email)
  await page.getByRole('button', { name: 'Abbrechen' }).click()
  const section = page.locator('[data-online-payment="canceled"]')
  await expect(section).toContainText(
    'Sie haben die Zahlung abgebrochen; es wurde nichts abgebucht.',
  )
  await expect(section).toContainText(/bis \d\d:\d\d Uhr/)
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Erneut online bezahlen' }).click()
  await expect(page.getByRole('heading', { name: 'Mollie-Testkasse' })).toBeVisible()
  await page.getByRole('button', { name: 'Fehlschlagen lassen' }).click()
  await expect(page.locator('[data-online-payment="failed"]')).toContainText(
    'Die Zahlung ist leider fehlgeschlagen',
  )
  await page.getByRole('button', { name: 'Stattdessen per Vorkasse bezahlen' }).click()
  await expect(page.getByText(/Vorkasse: Bitte überweisen Sie 50,00/)).toBeVisible()
  await expect(page.locator('[data-girocode] svg')).toHaveCount(1)
  await expect(page.getByText('Status: offen')).toBeVisible()
})

test('the owner sees the order paid online and refunds part of it', async () => {
  const email = `erstattung-${Date.now()}@example.org`
  await orderVoucherOnline(email)
  await page.getByLabel('Zahlart').selectOption('creditcard')
  await page.getByRole('button', { name: 'Bezahlen' }).click()
  await expect(page.locator('[data-online-payment="paid"]')).toContainText('Kreditkarte')
  const number = (await page.locator('[data-order-number]').textContent())!

  await page.goto('/admin/collections/orders')
  await page.getByRole('link', { name: number }).click()
  await expect(page.getByLabel('Bezahlt mit')).toHaveValue('Kreditkarte')
  const payment = page.locator('[data-online-payment]')
  await expect(payment).toContainText(/50,00\s€ · Kreditkarte · bezahlt/)
  await payment.getByRole('link', { name: 'Zur Zahlung (Erstatten)' }).click()
  const panel = page.locator('[data-refund-panel]')
  await expect(panel).toContainText('Erstatten (noch 50,00')
  await panel.getByLabel('Betrag in €').fill('12,50')
  await panel.getByLabel('Grund (erscheint bei der Kundin)').fill('Kulanz')
  await panel.getByRole('button', { name: 'Erstatten …' }).click()
  await expect(panel.getByRole('status')).toContainText('Das lässt sich nicht rückgängig machen.')
  await panel.getByRole('button', { name: '12,50 € jetzt erstatten' }).click()
  await expect(panel).toContainText('Erstattung an Mollie übergeben.')
  expect(mollie.latest()!.refunds.map((refund) => refund.amount.value)).toEqual(['12.50'])
  // She hears of it: how much, of what, and how the money comes back.
  const refundMail = await mailTo(
    page,
    email,
    new RegExp(`^Bestellung ${number}: 12,50\\s€ erstattet$`),
  )
  expect(refundMail.text).toContain('Kulanz')

  await page.goto('/admin/collections/orders')
  await page.getByRole('link', { name: number }).click()
  // The admin's edit view can take a while to draw on a busy machine.
  await expect(page.getByLabel('Verlauf')).toHaveValue(/12,50\s€ erstattet über Mollie/, {
    timeout: 30_000,
  })

  // The start screen counts the online payments: two paid, two not completed, none flagged.
  await page.goto('/admin')
  const online = page.locator('[data-online-payments]')
  await expect(online.locator('[data-payments-paid]')).toHaveText('2')
  await expect(online.locator('[data-payments-failed]')).toHaveText('2')
  await expect(online.locator('[data-payments-flagged]')).toHaveCount(0)
})

test('a booking with a deposit: shown before, paid at Mollie, then booked; the slot is held meanwhile', async () => {
  test.setTimeout(120_000)
  // The owner asks 20 € for „Komplettfarbe“.
  const login = await page.request.post('/api/users/login', {
    data: { email: OWNER, password: PASSWORD },
  })
  const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const found = await page.request.get(
    `/api/booking-services?where[name][equals]=${encodeURIComponent('Komplettfarbe')}&depth=0`,
    { headers },
  )
  const colour = ((await found.json()) as { docs: Array<{ id: number }> }).docs[0]!
  const set = await page.request.patch(`/api/booking-services/${colour.id}`, {
    headers,
    data: { deposit: { kind: 'fixed', amountCents: 2000 } },
  })
  expect(set.status()).toBe(200)

  await page.goto('/termin')
  await page.getByLabel('Komplettfarbe').check()
  await page.getByRole('button', { name: 'Weiter' }).click()
  await page.getByLabel('Egal – nächster freier Termin').check()
  await page.getByRole('button', { name: 'Weiter' }).click()
  await page.getByRole('link', { name: /→$/ }).click()
  await page
    .getByRole('link', { name: /: freie Termine$/ })
    .first()
    .click()
  await page
    .getByRole('list')
    .getByRole('link', { name: /Uhr, bei / })
    .first()
    .click()
  await expect(page.getByRole('heading', { name: '5. Ihre Angaben' })).toBeVisible()
  const rule = page.locator('[data-deposit]')
  await expect(rule).toContainText(/Anzahlung von 20,00\s€/)
  await expect(rule).toContainText('erhalten Sie die Anzahlung automatisch zurück')
  await expectNoAxeViolations(page)
  await page.getByLabel('Name', { exact: true }).fill('Maria Muster')
  const email = `anzahlung-${Date.now()}@example.org`
  await page.getByLabel('E-Mail').fill(email)
  await page.getByLabel('Telefon').fill('030 1234567')
  await page.getByLabel(/Datenschutzhinweise gelesen/).check()
  await page.getByRole('button', { name: /Zahlungspflichtig buchen \(Anzahlung 20,00/ }).click()
  await expect(page.getByRole('heading', { name: 'Mollie-Testkasse' })).toBeVisible()
  await expect(page.getByText(/20\.00 EUR/)).toBeVisible()
  await page.getByRole('button', { name: 'Bezahlen' }).click()
  await expect(page.getByRole('heading', { name: 'Ihr Termin ist gebucht' })).toBeVisible()
  await expect(page.locator('[data-deposit-paid]')).toContainText(/20,00\s€ bezahlt mit PayPal/)
  // She reads what becomes of it if she cancels (online or, this close, by phone).
  await expect(page.locator('[data-deposit-rule]')).toContainText(
    'Sagen Sie ab, erhalten Sie die Anzahlung automatisch zurück',
  )
  await expectNoAxeViolations(page)
  // Her confirmation says it too, with the rule, and so does its calendar entry.
  const confirmation = await mailTo(page, email, /Ihr Termin ist gebucht/)
  expect(confirmation.text).toMatch(/Anzahlung: 20,00\s€ bezahlt mit PayPal/)
  expect(confirmation.text).toContain('Sagen Sie ab, erhalten Sie die Anzahlung automatisch zurück')
  const calendar = readCalendar(
    confirmation.attachments.find((file) => file.filename === 'termin.ics')!.content!,
  )
  expect(calendar.problems).toEqual([])
  expect(calendar.events[0]!.description).toMatch(/Anzahlung: 20,00\s€ bezahlt mit PayPal/)
})

test('a paid course ticket: paid online, the order page says so, and the ticket is valid', async () => {
  const email = `kurs-${Date.now()}@example.org`
  await page.goto('/veranstaltungen/flechtkurs')
  await page.getByLabel('Name (Karte 1)').fill('Kursgästin')
  await page.getByLabel('E-Mail für die Karten').fill(email)
  await page.getByRole('checkbox', { name: /Datenschutzhinweise/ }).check()
  await page.getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(page).toHaveURL(/\/warenkorb$/)
  await openCheckout(page)
  await fillAddress(page, email)
  await page.getByLabel(/^Online bezahlen \(PayPal/).check()
  await page.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click()
  await expect(page.getByRole('heading', { name: 'Mollie-Testkasse' })).toBeVisible()
  await expect(page.getByText(/39\.00 EUR/)).toBeVisible()
  await page.getByRole('button', { name: 'Bezahlen' }).click()
  await expect(page.locator('[data-online-payment="paid"]')).toContainText(
    /Ihre Zahlung von 39,00\s€ mit PayPal ist eingegangen/,
  )
  // The first mail holds the ticket's link; the one sent again once paid points back to it.
  const ticketMail = await mailTo(page, email, /^Ihre Karte: Flechtkurs/, {
    mentions: '/veranstaltungen/buchung/',
  })
  // One mail for the tickets, once paid, and no second „bezahlt“ of their order.
  expect(await mailsTo(page, email, /^Ihre Karte/)).toHaveLength(1)
  expect(await mailsTo(page, email, /: bezahlt$/)).toHaveLength(0)
  const link = /(\/veranstaltungen\/buchung\/[\w-]+)/.exec(ticketMail.text)![1]!
  await page.goto(link)
  await expect(page.getByText('Gültig', { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('the owner cancels a paid order: it is refunded, she is told, and the invoice gets a Storno', async () => {
  test.setTimeout(120_000)
  const email = `storno-${Date.now()}@example.org`
  await orderVoucherOnline(email)
  await page.getByLabel('Zahlart').selectOption('paypal')
  await page.getByRole('button', { name: 'Bezahlen' }).click()
  await expect(page.locator('[data-online-payment="paid"]')).toContainText('PayPal')
  const number = (await page.locator('[data-order-number]').textContent())!

  await page.goto('/admin/collections/orders')
  await page.getByRole('link', { name: number }).click()
  await page.waitForURL(/\/admin\/collections\/orders\/\d+$/)
  const orderUrl = page.url()
  // The invoice, issued when first opened: read as a PDF reader reads it (fetched with her
  // token, as the tab the link opens would be with her session).
  const login = await page.request.post('/api/users/login', {
    data: { email: OWNER, password: PASSWORD },
  })
  const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const pdfOf = async (href: string | null) => {
    const answer = await page.request.get(href!, { headers })
    expect(answer.status()).toBe(200)
    expect(answer.headers()['content-type']).toBe('application/pdf')
    return answer.body()
  }
  const invoiceHref = await page.getByRole('link', { name: 'Rechnung (PDF)' }).getAttribute('href')
  const invoice = await page.request.get(invoiceHref!, { headers })
  expect(invoice.status()).toBe(200)
  const issued = await invoice.body()
  const invoiceText = await readPdf(issued)
  expect(invoiceText).toMatch(/Rechnung R-\d{5}/)
  expect(invoiceText).toContain('Steuernummer / USt-IdNr.: 12/345/67890')
  const label = /Rechnung (R-\d{5})/.exec(invoiceText)![1]!

  // „storniert“ asks first and says what it does.
  await page.reload()
  await chooseAdminOption(page, '#field-status', 'storniert')
  await page.getByRole('button', { name: 'Speichern' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText(`eine E-Mail „Bestellung ${number}: storniert“`)
  await expect(dialog).toContainText(
    'Die Online-Zahlung wird ihr automatisch über Mollie erstattet.',
  )
  await expect(dialog).toContainText('Rechnungskorrektur (Storno)')
  await dialog.getByRole('button', { name: 'Speichern und E-Mail senden' }).click()
  await expect(page.getByText(/erfolgreich/i).first()).toBeVisible()

  // Her mails: the cancellation with what becomes of the money, then the refund itself.
  const cancelled = await mailTo(page, email, new RegExp(`^Bestellung ${number}: storniert$`))
  expect(cancelled.text).toMatch(/Ihre Online-Zahlung von 50,00\s€ erstatten wir/)
  await mailTo(page, email, new RegExp(`^Bestellung ${number}: 50,00\\s€ erstattet$`))
  await expect
    .poll(() => mollie.latest()!.refunds.map((refund) => refund.amount.value))
    .toEqual(['50.00'])

  // The invoice is the same document; the Storno stands beside it with its own number.
  expect((await pdfOf(invoiceHref)).equals(issued)).toBe(true)
  // The Storno is written right after the save, before the refund's mail went out.
  await page.goto(orderUrl)
  await expect(
    page.getByRole('link', { name: /^Rechnungskorrektur S-\d{5} \(PDF\)$/ }),
  ).toBeVisible()
  const stornoHref = await page
    .getByRole('link', { name: /^Rechnungskorrektur S-\d{5} \(PDF\)$/ })
    .getAttribute('href')
  const stornoText = await readPdf(await pdfOf(stornoHref))
  expect(stornoText).toContain(`Korrigiert die Rechnung ${label}`)
  expect(stornoText).toMatch(/Korrekturbetrag: -50,00\s€/)

  // „Rechnungen“ lists both; the period's export is there for the tax adviser.
  await page.goto('/admin/collections/invoices')
  await expect(page.getByRole('link', { name: label })).toBeVisible()
  await expect(page.locator('[data-invoices-export]')).toBeVisible()
  await expect(
    page.getByRole('button', { name: /Rechnungen dieses Zeitraums herunterladen/ }),
  ).toBeVisible()
  await expectNoAxeViolations(page, { within: ['[data-invoices-export]'] })
})
