import { type APIRequestContext, type Page } from '@playwright/test'

import { readCalendar } from '../src/test/readCalendar'

import {
  ADMIN_STATE,
  adminHeaders,
  expect,
  expectNoAxeViolations,
  openCheckout,
  test,
} from './support'
import { mailTo } from './mailKit'

const DAY = 86_400_000
let made = 0

/** An event of its own for a test that changes places, so parallel tests never see it. */
async function ownEvent(
  request: APIRequestContext,
  capacity: number,
  priceCents = 0,
  startsIn = 20 * DAY,
  published = true,
) {
  made += 1
  const slug = `e2e-${Date.now().toString(36)}-${made}`
  const answer = await request.post('/api/events', {
    headers: adminHeaders(),
    data: {
      title: `Testkurs ${made}`,
      slug,
      start: new Date(Date.now() + startsIn).toISOString(),
      end: new Date(Date.now() + startsIn + 2 * 3_600_000).toISOString(),
      cancelHours: 24,
      published,
      ticketTypes: [{ name: 'Teilnahme', priceCents, capacity, maxPerOrder: 2 }],
    },
  })
  expect(answer.status()).toBe(201)
  const { doc } = (await answer.json()) as {
    doc: { id: number; slug: string; ticketTypes: Array<{ id: string }> }
  }
  return doc
}

async function bookOne(page: Page, path: string, name: string, email: string) {
  await page.goto(path)
  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByLabel('E-Mail für die Karten').fill(email)
  await page.getByRole('checkbox', { name: /Datenschutzhinweise/ }).check()
  await page.getByRole('button', { name: 'Kostenlos anmelden' }).click()
  await expect(page.getByRole('heading', { name: 'Ihre Karten' })).toBeVisible()
}

test('the list shows coming events with places and prices, the past ones on their own tab', async ({
  page,
}) => {
  await page.goto('/veranstaltungen')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Veranstaltungen')
  await expect(page.getByRole('link', { name: 'Kommende' })).toHaveAttribute('aria-current', 'page')
  const card = (title: RegExp) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) })
  await expect(card(/Pflege-Abend/)).toContainText('Preis: kostenlos')
  await expect(card(/Flechtkurs/)).toContainText('39,00')
  await expect(card(/Locken-Sprechstunde/)).toContainText('Noch 2 Plätze')
  await expect(card(/Brautfrisuren-Probetag/)).toContainText('Ausgebucht')
  await expect(card(/Herbst-Farbberatung/)).toHaveCount(0)
  await expectNoAxeViolations(page)

  await page.getByRole('link', { name: 'Vergangene' }).click()
  await expect(page).toHaveURL(/\/veranstaltungen\/vergangen$/)
  await expect(card(/Herbst-Farbberatung/)).toBeVisible()
  await expect(card(/Pflege-Abend/)).toHaveCount(0)
  await expectNoAxeViolations(page)

  // The site search finds events too.
  await page.goto('/suche?s=Flechtkurs')
  await expect(page.locator('.search-results a[href="/veranstaltungen/flechtkurs"]')).toBeVisible()
})

test('an event page: details, map link, calendar file and the schema.org Event', async ({
  page,
}) => {
  await page.goto('/veranstaltungen/pflege-abend')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Pflege-Abend: Gesundes Haar im Winter',
  )
  await expect(page).toHaveTitle(/Pflege-Abend/)
  await expect(page.getByRole('link', { name: 'Karte' })).toHaveAttribute(
    'href',
    /openstreetmap\.org\/search\?query=/,
  )
  await expect(page.getByText(/kein Widerrufsrecht/)).toBeVisible()
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  const event = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Event')
  expect(event).toMatchObject({
    name: 'Pflege-Abend: Gesundes Haar im Winter',
    eventStatus: 'https://schema.org/EventScheduled',
    offers: [{ price: '0.00', priceCurrency: 'EUR' }],
  })
  await expectNoAxeViolations(page)

  const href = await page.getByRole('link', { name: 'In den Kalender' }).getAttribute('href')
  const ics = await page.request.get(href!)
  expect(ics.headers()['content-type']).toContain('text/calendar')
  const body = await ics.text()
  expect(body).toContain('SUMMARY:Pflege-Abend: Gesundes Haar im Winter')
  expect(body).toMatch(/DTSTART;TZID=Europe\/Berlin:\d{8}T183000/)
  // As a calendar program reads the built server's file: the zone it names is in it.
  const read = readCalendar(body)
  expect(read.problems).toEqual([])
  expect(read.events.map((one) => one.summary)).toEqual(['Pflege-Abend: Gesundes Haar im Winter'])
  expect(read.events[0]!.start.toLocaleTimeString('de-DE', { timeZone: 'Europe/Berlin' })).toBe(
    '18:30:00',
  )
})

test('a free registration for two: a name per ticket, the tickets with QR codes, the mail and the PDF', async ({
  page,
}) => {
  const email = `zwei-${Date.now()}@example.org`
  await page.goto('/veranstaltungen/pflege-abend')
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Kostenlos anmelden' }) })
  // Before the island: every name field is there; once it runs, one per chosen ticket.
  await form.getByLabel('Anzahl Karten').selectOption('2')
  await expect(form.getByLabel('Name (Karte 3)')).toBeHidden()
  await form.getByLabel('Name (Karte 1)').fill('Erika Muster')
  await form.getByLabel('Name (Karte 2)').fill('Max Muster')
  await form.getByLabel('E-Mail für die Karten').fill(email)
  await form.getByRole('checkbox', { name: /Datenschutzhinweise/ }).check()
  await form.getByRole('button', { name: 'Kostenlos anmelden' }).click()

  await expect(page.getByRole('heading', { name: 'Ihre Karten' })).toBeVisible()
  await expect(page.getByRole('img', { name: /QR-Code der Karte für Erika Muster/ })).toBeVisible()
  await expect(page.getByRole('img', { name: /QR-Code der Karte für Max Muster/ })).toBeVisible()
  await expectNoAxeViolations(page)
  const code = (await page
    .locator('li')
    .filter({ hasText: 'Erika Muster' })
    .locator('p')
    .nth(1)
    .textContent())!
  expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){4}$/)

  const mail = await mailTo(page, email, /^Ihre Karten: Pflege-Abend/)
  expect(mail.text).toContain(code)
  expect(mail.attachments.map((file) => file.filename)).toEqual(['karten.pdf', 'veranstaltung.ics'])
  expect(readCalendar(mail.attachments[1]!.content!).problems).toEqual([])
  const pdf = await page.request.get(
    (await page.getByRole('link', { name: 'Karten als PDF' }).getAttribute('href'))!,
  )
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
})

test('sold out: the waiting list takes the visitor, and a cancelled place is offered by mail', async ({
  page,
  request,
}) => {
  const event = await ownEvent(request, 1)
  const first = `erste-${Date.now()}@example.org`
  const waiting = `wartet-${Date.now()}@example.org`
  await bookOne(page, `/veranstaltungen/${event.slug}`, 'Erste Gästin', first)
  const bookingUrl = page.url()

  await page.goto(`/veranstaltungen/${event.slug}`)
  await expect(page.getByText('Ausgebucht').first()).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByLabel('Name', { exact: true }).fill('Wartende Gästin')
  await page.getByLabel('E-Mail', { exact: true }).fill(waiting)
  await page.getByRole('checkbox', { name: /Datenschutzhinweise/ }).check()
  await page.getByRole('button', { name: 'Auf die Warteliste' }).click()
  await expect(page.getByRole('heading', { name: 'Sie stehen auf der Warteliste' })).toBeVisible()
  await expectNoAxeViolations(page)

  // Cancelled by the link in the mail: the place is free again and the waiting list hears of it.
  await page.goto(bookingUrl)
  await page.getByRole('button', { name: 'Karte stornieren' }).click()
  await expect(page.getByRole('status')).toContainText('Die Karte ist storniert.')
  await expect(page.getByText('Storniert', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Karte stornieren' })).toHaveCount(0)
  await mailTo(page, waiting, /^Ein Platz ist frei/)
  await page.goto(`/veranstaltungen/${event.slug}`)
  await expect(page.getByText('Noch 1 Platz').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Kostenlos anmelden' })).toBeVisible()
})

test('a paid ticket goes through the cart and the checkout, is valid once paid, and shows in „Mein Konto“', async ({
  page,
}) => {
  const email = `kurs-${Date.now()}@example.org`
  const password = 'Kerzenlicht-Fahrrad-7'
  const form = { email, password, name: 'Kursgästin', privacy: '1' }
  expect((await page.request.post('/api/account/register', { form })).status()).toBeLessThan(400)
  const confirmation = await mailTo(page, email, /bestätigen Sie Ihr Kundenkonto/)
  const token = /token=([\w-]+)/.exec(confirmation.text)![1]!
  await page.request.post('/api/account/confirm', { form: { token } })
  const login = await page.request.post('/api/account/login', {
    form: { username: email, password },
  })
  expect(login.status()).toBeLessThan(400)

  await page.goto('/veranstaltungen/flechtkurs')
  await expect(page.getByText(/Plätze 30 Minuten für Sie reserviert/)).toBeVisible()
  await page.getByLabel('Name (Karte 1)').fill('Kursgästin')
  await page.getByLabel('E-Mail für die Karten').fill(email)
  await page.getByRole('checkbox', { name: /Datenschutzhinweise/ }).check()
  await page.getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(page).toHaveURL(/\/warenkorb$/)
  const line = page.getByRole('row').filter({ hasText: 'Flechtkurs für Einsteigerinnen' })
  await expect(line).toContainText('Kursplatz')
  await expect(line).toContainText(/für Kursgästin · reserviert bis \d\d:\d\d Uhr/)
  await expect(line).toContainText('39,00')
  await expectNoAxeViolations(page)

  await openCheckout(page)
  await expect(page.getByText(/Kein Widerrufsrecht: Eintrittskarte/).first()).toBeVisible()
  await page.getByLabel('Vorname').first().fill('Kursgästin')
  await page.getByLabel('Nachname').first().fill('Muster')
  await page.getByLabel('Straße und Hausnummer').first().fill('Hauptstraße 1')
  await page.getByLabel('PLZ').first().fill('10115')
  await page.getByLabel('Ort').first().fill('Berlin')
  await page.getByLabel('E-Mail-Adresse').fill(email)
  await page.getByLabel('Zahlung vor Ort').check()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click()
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung' })).toBeVisible()
  const number = (await page.locator('[data-order-number]').textContent())!
  await expect(page.getByText(/Kein Widerrufsrecht: Eintrittskarte/)).toBeVisible()
  await expectNoAxeViolations(page)

  const reserved = await mailTo(page, email, /^Ihre Karte: Flechtkurs/)
  expect(reserved.text).toContain(`sobald Ihre Bestellung ${number} bezahlt ist`)
  const link = /(\/veranstaltungen\/buchung\/[\w-]+)/.exec(reserved.text)![1]!
  await page.goto(link)
  await expect(page.getByText('Gültig, sobald bezahlt')).toBeVisible()
  await expect(page.getByText(`Diese Karten gehören zu Ihrer Bestellung ${number}.`)).toBeVisible()

  // The owner marks the order paid: the ticket is valid, and comes again by mail.
  const found = await page.request.get(
    `/api/orders?where[number][equals]=${encodeURIComponent(number)}&depth=0`,
    { headers: adminHeaders() },
  )
  const order = ((await found.json()) as { docs: Array<{ id: number }> }).docs[0]!
  const paid = await page.request.patch(`/api/orders/${order.id}`, {
    headers: adminHeaders(),
    data: { status: 'paid' },
  })
  expect(paid.status()).toBe(200)
  await page.reload()
  await expect(page.getByText('Gültig', { exact: true })).toBeVisible()

  await page.goto('/mein-konto')
  await expect(page.getByRole('region', { name: 'Veranstaltungen' })).toContainText(
    'Nächste Veranstaltung: Flechtkurs für Einsteigerinnen',
  )
  await page.goto('/mein-konto/karten')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meine Karten')
  await expect(page.getByRole('link', { name: 'Flechtkurs für Einsteigerinnen' })).toBeVisible()
  await expect(page.getByText(/Kursgästin · Code .* · Gültig/)).toBeVisible()
  await expect(page.getByRole('img', { name: 'QR-Code der Karte für Kursgästin' })).toBeVisible()
  await expectNoAxeViolations(page)

  // Tickets for a leisure event on a fixed date: the withdrawal function does not offer them.
  const withdraw = new URLSearchParams({ name: 'Kursgästin Muster', order: number, email })
  await page.goto(`/vertrag-widerrufen?${withdraw.toString()}`)
  await expect(page.getByText(/Für diese Bestellung besteht kein Widerrufsrecht/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Widerruf bestätigen' })).toHaveCount(0)
})

test.describe('at the door', () => {
  test.use({ storageState: ADMIN_STATE })

  test('the door looks first, lets in on a second press, warns of another day’s ticket, and can undo', async ({
    page,
    request,
  }) => {
    // Today's event (begun half an hour ago), and one in 20 days for the warning; neither on the
    // site, where a running event without a picture would lead the list other tests read.
    const event = await ownEvent(request, 5, 0, -30 * 60_000, false)
    const later = await ownEvent(request, 5, 0, 20 * DAY, false)
    const ticket = async (attendeeName: string, status: string, of = event) => {
      const answer = await request.post('/api/event-tickets', {
        headers: adminHeaders(),
        data: {
          event: of.id,
          ticketType: of.ticketTypes[0]!.id,
          attendeeName,
          email: 'tuer@example.org',
          status,
        },
      })
      expect(answer.status()).toBe(201)
      return ((await answer.json()) as { doc: { code: string } }).doc.code
    }
    const valid = await ticket('Gültige Gästin', 'valid')
    const cancelled = await ticket('Stornierte Gästin', 'cancelled')
    const unpaid = await ticket('Zahlt an der Tür', 'unpaid')
    const early = await ticket('Zu früh', 'valid', later)

    await page.goto('/admin/einlass')
    await expect(page.getByRole('heading', { name: 'Einlass' })).toBeVisible()
    // The door admits to today's event unless the staff choose another.
    await expect(page.getByLabel('Einlass für')).toHaveValue(String(event.id))
    const result = page.getByRole('status', { name: 'Ergebnis der Prüfung' })
    const check = async (code: string, answer: string) => {
      await page.getByLabel('Kartencode').fill(code)
      await page.getByRole('button', { name: 'Prüfen' }).click()
      await expect(result).toContainText(answer)
    }
    // Typed the way it is printed, in lower case: still the ticket. Looking admits nobody.
    await check(valid.match(/.{4}/g)!.join('-').toLowerCase(), 'Gültig')
    await expect(result).toContainText('Gültige Gästin')
    await expect(result).not.toContainText('Achtung')
    await check(valid, 'Gültig')
    await result.getByRole('button', { name: 'Einlassen', exact: true }).click()
    await expect(result).toContainText('Eingelassen')
    await check(valid, 'Bereits eingelassen')
    // Let in by mistake: taken back, and she can be let in again.
    await result.getByRole('button', { name: 'Einlass rückgängig machen' }).click()
    await expect(result).toContainText('Einlass zurückgenommen')
    await result.getByRole('button', { name: 'Einlassen', exact: true }).click()
    await expect(result).toContainText('Eingelassen')
    // Another event's ticket, on a phone at the door: red, for what and when it is valid, in
    // Berlin's date; let in only by a second step with a reason, which is kept with the ticket.
    await page.setViewportSize({ width: 390, height: 844 })
    await check(early, 'Nicht für diese Veranstaltung')
    await expect(result).not.toContainText('Gültig')
    await expect(result.locator('p').first()).toHaveCSS('color', 'rgb(164, 22, 26)')
    await expect(result).toContainText(/Gilt für .+, nicht für heute\./)
    await expect(result).toContainText('nicht für die Veranstaltung an dieser Tür')
    await expect(result.getByRole('button', { name: 'Einlassen', exact: true })).toHaveCount(0)
    await result.getByRole('button', { name: 'Ausnahme machen …' }).click()
    const withReason = result.getByRole('button', { name: 'Mit diesem Grund einlassen' })
    await expect(withReason).toBeDisabled()
    await result.getByLabel(/^Grund/).fill('Im Datum geirrt, Platz ist frei')
    await expectNoAxeViolations(page, { within: ['[aria-label="Ergebnis der Prüfung"]'] })
    await withReason.click()
    await expect(result).toContainText('Eingelassen')
    await expect(result).toContainText(
      'Trotz Warnung eingelassen: Nicht für heute, Nicht für diese Veranstaltung – Grund: Im Datum geirrt, Platz ist frei – admin@salon-lindenbluete.example',
    )
    await page.setViewportSize({ width: 1440, height: 900 })
    await check(cancelled, 'Storniert – kein Einlass')
    await check('ABCD-EFGH-JKMN-PQRS-TVWX', 'Unbekannter Code')
    // Reserved, paid at the door: „Nicht bezahlt“, then one press takes the money and admits.
    await check(unpaid, 'Nicht bezahlt')
    await page.getByRole('button', { name: 'Bezahlt – jetzt einlassen' }).click()
    await expect(result).toContainText('Eingelassen')
    await expect(result).toContainText('Zahlt an der Tür')
    await check('falsch', 'Das ist kein Kartencode.')

    // The attendee list under the event counts the check-in and offers the CSV.
    await page.goto(`/admin/collections/events/${event.id}`)
    await expect(page.getByText('2 gültige Karte(n), davon 2 eingecheckt.')).toBeVisible({
      timeout: 30_000,
    })
    const csv = await request.get(`/api/event-tickets/export.csv?event=${event.id}`, {
      headers: adminHeaders(),
    })
    expect(await csv.text()).toContain('"Gültige Gästin"')
  })

  test('a visitor cannot check in, and cannot read attendees', async ({ browser, baseURL }) => {
    const visitor = await browser.newContext({ baseURL })
    const answer = await visitor.request.post('/api/event-tickets/check-in', {
      data: { code: 'ABCDEFGHJKMNPQRSTVWX' },
    })
    expect(answer.status()).toBe(403)
    expect((await visitor.request.get('/api/event-tickets')).status()).toBe(403)
    await visitor.close()
  })
})
