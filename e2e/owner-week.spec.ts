import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'

import { sendContactRequest } from './contactFormKit'
import { startOwnServer, type OwnServer } from './ownServer'
import { expect, test } from './support'
import { OWN_SERVER_PORTS } from '../scripts/lib/e2eServers.mjs'
import { adminFormReady, chooseAdminOption } from './settled'

/**
 * The owner's first week as one story, on a site as a fresh `npm start` makes it (no SMTP_URL):
 * she opens the admin under another name of the site, sets up mail in the admin, handles a
 * request, a price list, a page in the menu and an order, and no admin screen asks another host
 * for anything. Its own server (OWN_SERVER_PORTS), so nothing here touches the shared test servers.
 */
test.describe.configure({ mode: 'serial' })

const PORT = OWN_SERVER_PORTS.ownerWeek
const PASSWORD = 'Erste-Woche-Passwort-1'
const OWNER = 'admin@salon-lindenbluete.example'
const MAILS = 'http://127.0.0.1:3290/mails'

let server: OwnServer
let context: BrowserContext
let page: Page
const foreign: string[] = []

type Mail = { to: string; subject: string; text: string }
/** The first mail the stand-in server received that matches, waited for. */
async function mailArrives(
  request: APIRequestContext,
  match: (mail: Mail) => boolean,
): Promise<Mail> {
  let found: Mail | undefined
  await expect
    .poll(
      async () => {
        found = ((await (await request.get(MAILS)).json()) as Mail[]).find(match)
        return Boolean(found)
      },
      { timeout: 30_000 },
    )
    .toBe(true)
  return found!
}

/** Payload's own API, as the admin's browser calls it (its session and origin). */
async function api(method: 'get' | 'post' | 'patch', path: string, data?: unknown) {
  const response = await page.request[method](`${server.url}${path}`, {
    headers: { origin: server.url },
    data,
  })
  expect(response.status(), await response.text()).toBeLessThan(300)
  return response.json()
}

async function save(target: Page) {
  await target.getByRole('button', { name: 'Speichern' }).click()
  await expect(target.getByText(/erfolgreich/i).first()).toBeVisible()
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000)
  // The queue runs every 5 seconds here, so waiting mail goes out within the test.
  server = await startOwnServer(PORT, {
    SEED_ADMIN_PASSWORD: PASSWORD,
    SMTP_URL: '',
    JOBS_CRON: '*/5 * * * * *',
    CONTACT_RATE_LIMIT: '1000',
  })
  context = await browser.newContext({ baseURL: server.url, locale: 'de-DE' })
  page = await context.newPage()
  page.on('request', (request) => {
    const { hostname } = new URL(request.url())
    const admin = page.url().includes('/admin')
    if (
      admin &&
      !['127.0.0.1', 'localhost'].includes(hostname) &&
      !request.url().startsWith('data:')
    )
      foreign.push(request.url())
  })
})

test.afterAll(async () => {
  await context?.close()
  await server?.stop()
})

test('she logs in through another name of the site and her saves work', async () => {
  await page.goto(`http://localhost:${PORT}/admin`)
  // One address for the site: the other name is sent there (301), admin included.
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${PORT}/admin`))
  await page.getByLabel('E-Mail').fill(OWNER)
  await page.getByLabel('Passwort').fill(PASSWORD)
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await page.waitForURL(/\/admin$/)
  await page.goto('/admin/globals/site-settings')
  await page.getByLabel('Telefon').fill('+49 30 5550199')
  await save(page)
  // A write sent to the other name is refused with the reason, in German.
  const refused = await page.request.post(`http://localhost:${PORT}/api/globals/site-settings`, {
    data: { phone: '0' },
  })
  expect(refused.status()).toBe(421)
  expect(((await refused.json()) as { message: string }).message).toBe(
    `Diese Adresse ist nicht die eingerichtete Adresse der Website: bitte über http://127.0.0.1:${PORT} öffnen.`,
  )
})

test('without a mail server visitors are told the truth and the dashboard says what to do', async () => {
  const visitor = await context.browser()!.newContext({ baseURL: server.url })
  const visitorPage = await visitor.newPage()
  await sendContactRequest(visitorPage, 'Erika Erstkundin')
  await expect(visitorPage.locator('[data-contact-form]').getByRole('status')).toContainText(
    'gespeichert',
  )
  await visitor.close()
  await page.goto('/admin')
  const alert = page.locator('[data-mail-off]')
  await expect(alert).toContainText('E-Mails werden nicht versendet')
  await expect(alert).toContainText(/\d+ E-Mails? wartet|warten/)
  const results = await new AxeBuilder({ page })
    .include('[aria-labelledby="overview-title"]')
    .analyze()
  expect(results.violations.map((violation) => violation.id)).toEqual([])
})

test('she sets up mail in the admin, the test mail arrives and the waiting mails go out', async () => {
  await page.goto('/admin/globals/mail-settings')
  await page.getByLabel('Postausgangsserver (SMTP)').fill('127.0.0.1')
  await page.getByLabel('Port').fill('3291')
  await chooseAdminOption(page, '#field-security', /Keine/)
  // The sender comes prefilled from the salon's settings; her mailbox's address replaces it.
  await expect(page.getByLabel('Absendername')).toHaveValue('Salon Lindenblüte')
  await expect(page.getByLabel('Absenderadresse')).toHaveValue('hallo@salon-lindenbluete.example')
  await page.getByLabel('Absenderadresse').fill('post@salon-lindenbluete.example')
  await save(page)
  await page.getByRole('button', { name: 'Testmail senden' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Testmail an' })).toContainText(
    'versendet: Der Mailserver hat die Testmail angenommen.',
  )
  await expect(page.locator('[data-server-words] code')).toHaveText(/^250 /)
  await mailArrives(
    page.request,
    (mail) => mail.to.includes(OWNER) && /Testmail/.test(mail.subject),
  )
  // The request's notification waited in the outbox; it leaves now that there is a server.
  await mailArrives(page.request, (mail) => mail.text.includes('Erika Erstkundin'))
  await page.goto('/admin')
  await expect(page.locator('[data-mail-off]')).toHaveCount(0)
})

test('she reads the request and marks it erledigt', async () => {
  await page.goto('/admin/collections/form-submissions')
  const request = page.getByRole('link', { name: /Erika Erstkundin/ }).first()
  // The list's links belong to the admin's client router; a click while it was still starting
  // left the list open once (the full suite, one run in many). She would click again.
  await expect(async () => {
    await request.click()
    await expect(page).toHaveURL(/\/form-submissions\/\d+/, { timeout: 3_000 })
  }).toPass({ timeout: 30_000 })
  await expect(page.locator('[data-submission-answers]')).toContainText('Erika Erstkundin')
  await expect(
    page.getByRole('link', { name: 'Im eigenen Mailprogramm antworten' }),
  ).toHaveAttribute('href', /^mailto:/)
  await chooseAdminOption(page, '#field-status', 'Erledigt')
  await save(page)
  const { docs } = await api('get', '/api/form-submissions?depth=0&limit=1&sort=-createdAt')
  expect(docs[0].status).toBe('done')
  expect(docs[0].answers.length).toBeGreaterThan(3)
})

test('a price row left empty is named at the row and does not block publishing', async () => {
  const { docs } = await api('get', '/api/pages?where[path][equals]=/leistungen&depth=0&draft=true')
  await page.goto(`/admin/collections/pages/${docs[0].id}`)
  await adminFormReady(page)
  const before = await page.locator('[data-row-empty]').count()
  await page.getByRole('button', { name: 'Leistung hinzufügen' }).first().click()
  await expect(page.locator('[data-row-empty]')).toHaveCount(before + 1)
  await expect(page.locator('[data-row-empty]').last()).toHaveText(
    'Leistung ohne Namen: bitte Namen eintragen oder Zeile entfernen',
  )
  await expect(async () => {
    await page.getByRole('button', { name: 'Änderungen veröffentlichen' }).click()
    await expect(page.getByText('Status: Veröffentlicht').first()).toBeVisible({ timeout: 8_000 })
  }).toPass({ timeout: 50_000 })
})

test('a new page in the menu, then taken offline: warned first, the menu item goes for visitors', async () => {
  const created = await api('post', '/api/pages', { title: 'Winteraktion', _status: 'published' })
  const header = await api('get', '/api/globals/header?depth=0')
  await api('post', '/api/globals/header', {
    mainMenu: [
      ...header.mainMenu,
      { link: { type: 'page', page: created.doc.id, label: 'Winteraktion' }, kind: 'none' },
    ],
  })
  const visitor = await context.browser()!.newContext({ baseURL: server.url })
  const site = await visitor.newPage()
  await site.goto('/')
  await expect(site.getByRole('link', { name: 'Winteraktion' }).first()).toHaveAttribute(
    'href',
    '/winteraktion',
  )
  await page.goto(`/admin/collections/pages/${created.doc.id}`)
  await expect(page.locator('[data-menu-links]')).toContainText('Im Hauptmenü verlinkt')
  await expect(page.locator('[data-menu-links]')).toContainText('verschwindet der Menüpunkt')
  // „Veröffentlichung aufheben“ in the menu beside „Änderungen veröffentlichen“ (its popup is
  // rendered hidden; the button's own click is what the menu entry does).
  await page.locator('#action-unpublish').dispatchEvent('click')
  await page.getByRole('dialog').getByRole('button', { name: 'Bestätigen' }).click()
  await expect(page.getByText(/Entwurf|Unveröffentlicht/).first()).toBeVisible()
  await site.goto('/')
  await expect(site.getByRole('link', { name: 'Winteraktion' })).toHaveCount(0)
  await visitor.close()
  // At the menu item too: its page is offline, so visitors do not see it.
  await page.goto('/admin/globals/header')
  await expect(page.locator('[data-link-offline]').first()).toContainText(
    'Seite nicht veröffentlicht',
  )
})

test('an order in euros, through bezahlt and versandt, with the mails arriving', async () => {
  const { docs } = await api('get', '/api/products?where[kind][equals]=goods&limit=1&depth=0')
  const shopper = await context.browser()!.newContext({ baseURL: server.url })
  const cart = await shopper.request.post(`${server.url}/api/shop/cart`, {
    headers: { accept: 'application/json' },
    form: { action: 'add', product: String(docs[0].id), quantity: '1' },
  })
  expect(cart.ok()).toBe(true)
  const placed = await shopper.request.post(`${server.url}/api/shop/orders`, {
    headers: { accept: 'application/json' },
    form: {
      email: 'woche@example.org',
      billing_first_name: 'Wanda',
      billing_last_name: 'Woche',
      billing_street: 'Lindenweg 2',
      billing_postcode: '10115',
      billing_city: 'Berlin',
      billing_country: 'DE',
      shipping_method: 'pickup',
      payment_method: 'vorkasse',
      terms: '1',
    },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const { number } = (await placed.json()) as { number: string }
  await shopper.close()
  await mailArrives(
    page.request,
    (mail) => mail.to.includes('woche@example.org') && mail.subject.includes(number),
  )

  await page.goto('/admin/collections/orders')
  const row = page.getByRole('row', { name: new RegExp(number) })
  await expect(row).toContainText(/\d+,\d{2}\s€/)
  await row.getByRole('link').first().click()
  await expect(page.getByRole('textbox', { name: 'Gesamt (€)', exact: true })).toHaveValue(
    /^\d+,\d{2}$/,
  )
  await expect(page.getByText('Enthaltene Umsatzsteuer')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Land' }).first()).toHaveValue('Deutschland')
  for (const [status, subject] of [
    ['Bezahlt', /bezahlt/],
    ['Versandt', /versandt/],
  ] as const) {
    await chooseAdminOption(page, '#field-status', status, { exact: true })
    if (status === 'Versandt') {
      // Asked for when she ships: the carrier and the parcel's number go into the mail.
      await chooseAdminOption(page, '#field-carrier', 'DHL', { exact: true })
      await page.getByLabel('Sendungsnummer').fill('00340434161094')
    }
    // The customer is mailed: she is asked first, and told what goes to whom.
    await page.getByRole('button', { name: 'Speichern' }).click()
    const confirm = page.getByRole('dialog').filter({ hasText: 'E-Mail an die Kundin' })
    await expect(confirm).toContainText(
      `woche@example.org eine E-Mail „Bestellung ${number}: ${status.toLowerCase()}“`,
    )
    await confirm.getByRole('button', { name: 'Speichern und E-Mail senden' }).click()
    await expect(page.getByText(/erfolgreich/i).first()).toBeVisible()
    const mail = await mailArrives(
      page.request,
      (arrived) => arrived.to.includes('woche@example.org') && subject.test(arrived.subject),
    )
    if (status === 'Versandt')
      expect(mail.text).toContain(
        'Sendung verfolgen: https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094',
      )
  }
  // „Verlauf“: both changes, in Berlin time, with who made them.
  const log = page.getByLabel('Verlauf')
  await expect(log).toHaveValue(
    new RegExp(`– Bezahlt \\(${OWNER}\\)\\n.* – Versandt \\(${OWNER}\\)$`),
  )
  // „Belege“: the invoice waits for the tax number, then has one; the delivery note is there.
  const invoice = page.getByRole('link', { name: 'Rechnung (PDF)' })
  const invoiceUrl = `${server.url}${await invoice.getAttribute('href')}`
  // As her browser asks when she clicks the link in the admin (Payload takes the session cookie
  // from its own site's pages only).
  const tab = { headers: { 'sec-fetch-site': 'same-origin' } }
  const refused = await page.request.get(invoiceUrl, tab)
  expect(refused.status()).toBe(409)
  expect(await refused.text()).toContain('Website-Einstellungen')
  await api('post', '/api/globals/site-settings', { taxId: '27/123/45678' })
  const pdf = await page.request.get(invoiceUrl, tab)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect(pdf.headers()['content-disposition']).toMatch(/Rechnung-R-\d{5}\.pdf/)
  const note = await page.request.get(
    `${server.url}${await page.getByRole('link', { name: 'Lieferschein (PDF)' }).getAttribute('href')}`,
    tab,
  )
  expect(note.headers()['content-type']).toBe('application/pdf')
  // A save that mails nobody saves at once.
  await page.getByLabel('Sendungsnummer').fill('00340434161095')
  await save(page)
  await expect(page.getByRole('dialog').filter({ hasText: 'E-Mail an die Kundin' })).toHaveCount(0)
})

test('a slip undone: she restores the backup from before it, and the state before is kept', async () => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/admin/globals/backup-settings')
  // Where the archives are, and how a copy gets off the server.
  await expect(page.getByText('Die Sicherungen liegen auf diesem Server im Ordner')).toBeVisible()
  await page.getByRole('button', { name: 'Jetzt sichern' }).click()
  const made = page.getByRole('status', { name: 'Ergebnis der Sicherung' })
  await expect(made).toContainText('Gesichert:', { timeout: 60_000 })
  const name = /salon-[\d-]+-manuell\.tar\.gz/.exec((await made.textContent()) ?? '')![0]

  // The slip: the phone number on every page, typed wrong.
  await api('post', '/api/globals/site-settings', { phone: '+49 30 0000000' })
  const kontakt = async () => await (await page.request.get(`${server.url}/kontakt`)).text()
  expect(await kontakt()).toContain('+49 30 0000000')

  const row = page
    .getByRole('table', { name: 'Sicherungen' })
    .locator('tbody tr')
    .filter({ hasText: name })
  await row.getByRole('button', { name: /wiederherstellen$/ }).click()
  const dialog = page.getByRole('dialog').filter({ hasText: 'Sicherung wiederherstellen?' })
  await expect(dialog).toContainText(
    'Was seitdem hinzukam oder geändert wurde, geht dabei verloren.',
  )
  await expect(dialog).toContainText(
    'Vorher wird der jetzige Stand als Sicherung („Stand vor einer Wiederherstellung“) abgelegt',
  )
  await dialog.getByRole('button', { name: 'Jetzt wiederherstellen' }).click()
  const restored = page.getByRole('status', { name: 'Ergebnis der Wiederherstellung' })
  await expect(restored).toContainText('Wiederhergestellt: Die Website zeigt den Stand vom', {
    timeout: 90_000,
  })
  const before = /salon-[\d-]+-vor-wiederherstellung\.tar\.gz/.exec(
    (await restored.textContent()) ?? '',
  )![0]
  expect(before).not.toBe(name)
  // Visitors see the number as it was, at once (every cached page expired).
  const page2 = await kontakt()
  expect(page2).toContain('+49 30 5550199')
  expect(page2).not.toContain('+49 30 0000000')
  // The state before is in the list, to undo it; she is still signed in.
  await expect(
    page
      .getByRole('table', { name: 'Sicherungen' })
      .locator('tbody tr')
      .filter({ hasText: before }),
  ).toContainText('(Stand vor einer Wiederherstellung)')
  await expect(page.getByRole('link', { name: 'Neueste Sicherung herunterladen' })).toBeVisible()
  const axe = await new AxeBuilder({ page })
    .include('[aria-labelledby="backups-title"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(axe.violations.map((violation) => violation.id)).toEqual([])

  // An archive from her computer: the same one is in the list already; a wrong file is named so.
  const archive = await page.request.get(
    `${server.url}/api/globals/backup-settings/download/${name}`,
    { headers: { 'sec-fetch-site': 'same-origin' } },
  )
  const upload = page.getByLabel('Sicherung von Ihrem Computer hochladen (salon-….tar.gz)')
  const uploaded = page.getByRole('status', { name: 'Ergebnis des Hochladens' })
  await upload.setInputFiles({
    name,
    mimeType: 'application/gzip',
    buffer: Buffer.from(await archive.body()),
  })
  await page.getByRole('button', { name: 'Hochladen und prüfen' }).click()
  await expect(uploaded).toContainText('Diese Sicherung steht schon in der Liste.')
  await upload.setInputFiles({
    name: 'urlaub.tar.gz',
    mimeType: 'application/gzip',
    buffer: Buffer.from('kein Archiv'),
  })
  await page.getByRole('button', { name: 'Hochladen und prüfen' }).click()
  await expect(uploaded).toContainText(
    'Nicht aufgenommen: Die Datei ist keine vollständige Sicherung dieser Website',
  )
  await page.setViewportSize({ width: 390, height: 844 })
  // Once the side menu has slid away (Payload folds it on a phone, with a transition).
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBeLessThanOrEqual(0)
  // On the phone the row's „Wiederherstellen“ stands in view beside the date.
  const restoreBox = (await row.getByRole('button', { name: /wiederherstellen$/ }).boundingBox())!
  expect(restoreBox.x + restoreBox.width).toBeLessThanOrEqual(390)
  await page.setViewportSize({ width: 1440, height: 900 })
})

test('no admin screen of the week asked another host for anything', async () => {
  expect(foreign).toEqual([])
})
