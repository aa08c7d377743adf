import AxeBuilder from '@axe-core/playwright'
import { type Page } from '@playwright/test'

import { sendContactRequest } from './contactFormKit'
import { mailTo } from './mailKit'
import { ADMIN, adminState, adminHeaders, attemptMark, expect, fresh, test } from './support'
import { adminFormReady } from './settled'

/**
 * The owner's routine in the admin. Changes the business data, the password and the demo
 * content, so it runs in a project of its own (playwright.config.ts), one test after the other:
 * the dashboard's numbers are then what this file created. Each test makes what it reads, with
 * names of its own attempt, so a retry or a failure of another one changes nothing for it.
 */
test.describe.configure({ mode: 'default' })

test.use({ storageState: adminState('owner') })

const overview = (page: Page) => page.getByRole('region', { name: 'Übersicht' })
const card = (page: Page, name: string | RegExp) => overview(page).getByRole('region', { name })
const item = (page: Page, key: string) => page.locator(`[data-item="${key}"]`)

async function openDashboard(page: Page) {
  await page.goto('/admin')
  await expect(overview(page)).toBeVisible()
}

async function api(
  page: Page,
  method: 'get' | 'post' | 'patch' | 'delete',
  url: string,
  data?: unknown,
) {
  const response = await page.request[method](url, { headers: adminHeaders('owner'), data })
  expect(response.status(), await response.text()).toBeLessThan(300)
  return response.json()
}

/** A 1×1 PNG: the owner's own logo. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/** The legal texts with every „[…]“ placeholder filled in, as the owner would type them. */
function filledIn(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(/\[[^[\]\n]{2,80}\]/g, 'Marie Weber')
  if (Array.isArray(value)) return value.map(filledIn)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, filledIn(inner)]))
  return value
}

test('the dashboard shows new requests, consent decisions and changes, and passes axe', async ({
  page,
  browser,
}) => {
  // Two mails sent and a dashboard read under a busy machine's load take more than a minute.
  test.slow()
  const [clara, doris] = [fresh('Clara'), fresh('Doris')]
  await openDashboard(page)
  const requests = card(page, 'Anfragen')
  const before = Number(await requests.locator('[data-count]').textContent())
  const accepted = Number(await page.locator('[data-decision="accepted"]').textContent())

  // A visitor sends two requests and accepts all cookies.
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } })
  const site = await visitor.newPage()
  await sendContactRequest(site, clara)
  await sendContactRequest(site, doris)
  await site.goto('/')
  await site.getByRole('dialog').getByRole('button', { name: 'Alle akzeptieren' }).click()
  await expect(site.getByRole('dialog')).toBeHidden()
  await visitor.close()

  await openDashboard(page)
  await expect(requests.locator('[data-count]')).toHaveText(String(before + 2))
  await expect(requests.getByRole('listitem').first()).toContainText(doris)
  await expect(requests.getByRole('listitem').nth(1)).toContainText(clara)
  await expect(page.locator('[data-decision="accepted"]')).toHaveText(String(accepted + 1))
  await expect(overview(page).getByRole('img', { name: /Entscheidungen/ })).toBeVisible()

  // One click to the request itself.
  await requests.getByRole('link', { name: new RegExp(doris) }).click()
  await expect(page.getByText(doris).first()).toBeVisible()

  // „Zuletzt geändert“ is every kind of content, not only pages: a post drafted just now is first.
  const title = fresh('Neuer Beitrag')
  const { doc: post } = await api(page, 'post', '/api/posts?draft=true', {
    title,
    _status: 'draft',
  })
  await openDashboard(page)
  const latest = card(page, 'Zuletzt geändert').getByRole('listitem').first()
  await expect(latest).toContainText(title)
  await expect(latest).toContainText('(Entwurf)')
  await expect(latest).toContainText(/Beitrag, \d{2}\.\d{2}\.\d{4}/)
  await expect(latest.getByRole('link', { name: title })).toHaveAttribute(
    'href',
    `/admin/collections/posts/${post.id}`,
  )
  await expect(overview(page).getByRole('link', { name: 'Website ansehen' })).toHaveAttribute(
    'href',
    '/',
  )
  const axe = await new AxeBuilder({ page })
    .include('[aria-labelledby="overview-title"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(axe.violations.map((violation) => violation.id)).toEqual([])
})

test('failed mail is explained and sent again; a test mail shows the mail server works', async ({
  page,
}) => {
  // A request of its own puts a mail in the outbox, whatever ran before.
  await sendContactRequest(page, fresh('Emil'))
  const { docs } = await api(page, 'get', '/api/mail-outbox?limit=1&sort=-createdAt&depth=0')
  await api(page, 'patch', `/api/mail-outbox/${docs[0].id}`, { status: 'failed' })

  await openDashboard(page)
  const mail = card(page, 'E-Mails')
  await expect(mail.locator('[data-failed]')).toContainText('konnten nicht zugestellt werden')
  await mail.getByRole('button', { name: 'Erneut senden' }).click()
  await expect(mail.getByRole('status')).toContainText('erneut gesendet')
  await expect(mail.locator('[data-failed]')).toHaveCount(0)
  // Queued again with its attempts reset, unless the queue's minute came meanwhile and sent it.
  const requeued = await api(page, 'get', `/api/mail-outbox/${docs[0].id}?depth=0`)
  if (requeued.status === 'sent') expect(requeued.attempts).toBe(1)
  else expect(requeued).toMatchObject({ status: 'queued', attempts: 0 })

  await mail.getByRole('button', { name: 'Testmail senden' }).click()
  await expect(mail.getByRole('status')).toContainText(
    `Testmail an ${ADMIN.email} versendet: Der Mailserver hat die Testmail angenommen.`,
  )
  // The server's own words fold away under „Antwort des Mailservers“.
  await expect(mail.locator('[data-server-words]')).not.toHaveAttribute('open')
  await expect(mail.locator('[data-server-words] code')).toHaveText(/^250 /)
  // The test mail went out: the card says the sending works.
  await expect(mail).toContainText('Der Versand funktioniert. Zuletzt versendet:')
  await expect(item(page, 'mail')).toHaveAttribute('data-done', 'true')
})

test('the test mail goes to the address she types, on a phone; a wrong one is refused in German', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/admin/globals/mail-settings')
  await adminFormReady(page)
  const to = page.getByLabel('Testmail senden an')
  const status = page.getByRole('status').filter({ hasText: /versendet/ })
  await to.fill('kein-postfach')
  await page.getByRole('button', { name: 'Testmail senden' }).click()
  await expect(status).toHaveText('Nicht versendet. Bitte eine gültige E-Mail-Adresse angeben.')
  const address = `kollegin-${attemptMark()}@example.org`
  await to.fill(address)
  // Enter sends it, as in any one-line form.
  await to.press('Enter')
  await expect(status).toContainText(
    `Testmail an ${address} versendet: Der Mailserver hat die Testmail angenommen.`,
  )
  await expect(status).toBeInViewport()
  await mailTo(page, address, /Testmail/)
})

test('the first-run checklist ticks each item as the owner does it, then goes away', async ({
  page,
}) => {
  // Four admin forms, an upload and every demo picture replaced: minutes on a busy machine.
  test.slow()
  await openDashboard(page)
  const checklist = page.locator('[data-checklist]')
  await expect(checklist).toContainText('Erste Schritte')
  for (const key of ['legal', 'business', 'tax', 'hours', 'looks', 'password', 'media', 'pages'])
    await expect(item(page, key)).toHaveAttribute('data-done', 'false')
  await expect(item(page, 'legal')).toContainText('Impressum: [Vorname Nachname]')

  // Business data, typed in the admin.
  await item(page, 'business').getByRole('link').click()
  await adminFormReady(page)
  await page.getByRole('button', { name: 'Unternehmen', exact: true }).click()
  await page.getByLabel('Name des Geschäfts').fill('Haarwerk Weber')
  await page.getByLabel('Telefon').fill('+49 30 7654321')
  await page.getByLabel('E-Mail', { exact: true }).fill('post@haarwerk-weber.example')
  await page.getByLabel('Straße und Hausnummer').first().fill('Weberstraße 3')
  await page.getByLabel('Steuernummer oder USt-IdNr.').fill('12/345/67890')
  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(page.getByText('erfolgreich', { exact: false }).first()).toBeVisible()
  await openDashboard(page)
  await expect(item(page, 'business')).toHaveAttribute('data-done', 'true')
  await expect(item(page, 'tax')).toHaveAttribute('data-done', 'true')

  // A picture uploaded in the admin, then logo and colour chosen there.
  await page.goto('/admin/collections/media/create')
  await adminFormReady(page)
  await page.setInputFiles('input[type="file"]', {
    name: 'haarwerk-logo.png',
    mimeType: 'image/png',
    buffer: PIXEL,
  })
  await page.getByLabel('Alternativtext').fill('Logo Haarwerk Weber')
  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/media\/\d+/)
  const logoId = Number(/media\/(\d+)/.exec(page.url())![1])

  await page.goto('/admin/globals/site-settings')
  await adminFormReady(page)
  await page.getByRole('button', { name: 'Gestaltung', exact: true }).click()
  await page.getByLabel('Hauptfarbe').fill('#224466')
  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(page.getByText('erfolgreich', { exact: false }).first()).toBeVisible()
  // Choosing the logo in the upload drawer is Payload's own widget; the API does it here.
  await api(page, 'post', '/api/globals/site-settings', {
    logo: logoId,
    weekHours: { mo: '', tu: '10:00–18:00' },
  })
  await openDashboard(page)
  await expect(item(page, 'hours')).toHaveAttribute('data-done', 'true')
  await expect(item(page, 'looks')).toHaveAttribute('data-done', 'true')

  // The site follows: the new colour, the new name, the owner's banner text.
  await page.goto('/admin/globals/consent-settings')
  await adminFormReady(page)
  await page.getByRole('textbox', { name: /^Text\b/ }).fill('Wir fragen, bevor etwas geladen wird.')
  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(page.getByText('erfolgreich', { exact: false }).first()).toBeVisible()
  const visitor = await page.context().browser()!.newContext()
  const site = await visitor.newPage()
  await site.goto('/')
  await expect(site.getByRole('dialog')).toContainText('Wir fragen, bevor etwas geladen wird.')
  expect(
    await site.evaluate(() =>
      getComputedStyle(document.body).getPropertyValue('--color-primary').trim(),
    ),
  ).toBe('#224466')
  await expect(site).toHaveTitle(/Haarwerk Weber/)
  await visitor.close()

  const me = await api(page, 'get', '/api/users/me')
  await api(page, 'patch', `/api/users/${me.user.id}`, { password: ADMIN.password })
  await openDashboard(page)
  await expect(item(page, 'password')).toHaveAttribute('data-done', 'true')

  for (const path of ['/impressum', '/datenschutz']) {
    const { docs } = await api(page, 'get', `/api/pages?where[path][equals]=${path}&depth=0`)
    await api(page, 'patch', `/api/pages/${docs[0].id}`, { layout: filledIn(docs[0].layout) })
  }
  await openDashboard(page)
  await expect(item(page, 'legal')).toHaveAttribute('data-done', 'true')

  // Each demo picture replaced by the owner's own (the same as „Datei ersetzen“ in the admin).
  const { docs: demoMedia } = await api(page, 'get', '/api/media?where[demo][equals]=true&limit=0')
  for (const picture of demoMedia) {
    const replaced = await page.request.patch(`/api/media/${picture.id}`, {
      headers: adminHeaders('owner'),
      multipart: {
        file: { name: `eigenes-bild-${picture.id}.png`, mimeType: 'image/png', buffer: PIXEL },
        _payload: JSON.stringify({ alt: picture.alt }),
      },
    })
    expect(replaced.status(), await replaced.text()).toBe(200)
  }
  await api(page, 'patch', '/api/pages?where[demo][equals]=true', {})
  await openDashboard(page)
  await expect(page.locator('[data-checklist]')).toHaveCount(0)
})

test('a changed page address keeps working as a 301; a deleted page comes back from the trash', async ({
  page,
  browser,
  request,
}) => {
  const suffix = attemptMark()
  const [title, slug] = [`Winterpreise ${suffix}`, `preise-im-winter-${suffix}`]
  const { doc } = await api(page, 'post', '/api/pages', {
    title,
    _status: 'published',
  })
  await page.goto(`/admin/collections/pages/${doc.id}`)
  await adminFormReady(page)
  await page.getByLabel('Kurzform (URL)').fill(slug)
  await expect(page.getByLabel('Kurzform (URL)')).toHaveValue(slug)
  // Published when the published version (what the API returns without draft) has the new
  // address; a press while the draft autosaves is swallowed, so press until it is.
  await expect(async () => {
    await page.getByRole('button', { name: 'Änderungen veröffentlichen' }).click()
    await expect
      .poll(async () => (await api(page, 'get', `/api/pages/${doc.id}?depth=0`)).path, {
        timeout: 8_000,
      })
      .toBe(`/${slug}`)
  }).toPass({ timeout: 50_000 })

  // As a visitor: the admin's browser may hold the preview's draft-mode cookie, and drafts are
  // shown as they are, without redirects.
  await expect
    .poll(async () => (await request.get(`/winterpreise-${suffix}`, { maxRedirects: 0 })).status())
    .toBe(301)
  const moved = await request.get(`/winterpreise-${suffix}`, { maxRedirects: 0 })
  expect(moved.headers()['location']).toBe(`/${slug}`)
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } })
  const site = await visitor.newPage()
  await site.goto(`/winterpreise-${suffix}`)
  await expect(site).toHaveURL(new RegExp(`/${slug}$`))
  await expect(site.getByRole('heading', { level: 1 })).toHaveText(title)
  await visitor.close()

  // Delete: the page goes to the trash and leaves the site.
  await page.goto(`/admin/collections/pages/${doc.id}`)
  await adminFormReady(page)
  // Payload's „…“ menu of the document (its button has no name of its own).
  await page.locator('.doc-controls__dots').click()
  await page.getByRole('button', { name: 'Löschen' }).click()
  await expect(page.getByRole('dialog')).toContainText('in den Papierkorb. Sind Sie sicher?')
  await page.getByRole('dialog').getByRole('button', { name: 'Bestätigen' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/pages(\?|$)/)
  expect((await request.get(`/${slug}`)).status()).toBe(404)

  await page.goto('/admin/collections/pages/trash')
  await page.getByRole('link', { name: title }).click()
  await page.getByRole('button', { name: 'Wiederherstellen' }).click()
  // Payload restores as a draft unless told otherwise; the page is to be back online at once.
  const dialog = page.getByRole('dialog')
  // (Payload names its checkbox by id; the visible text beside it says what it does.)
  await expect(dialog).toContainText('Wiederherstellen als veröffentlichte Version')
  await dialog.getByRole('checkbox').check()
  await dialog.getByRole('button', { name: 'Bestätigen' }).click()
  await expect(page.getByText('erfolgreich wiederhergestellt').first()).toBeVisible()
  await expect.poll(async () => (await request.get(`/${slug}`)).status()).toBe(200)
})
