import { type APIRequestContext, type Page } from '@playwright/test'

import { readCalendar } from '../src/test/readCalendar'

import { ADMIN_STATE, adminHeaders, expect, expectNoAxeViolations, test } from './support'
import { expectReadableMail, mailTo } from './mailKit'
import { adminFormReady, chooseAdminOption } from './settled'

/** A staff member or bookable service of the demo, by its name (through the admin's API). */
async function byName(request: APIRequestContext, collection: string, name: string) {
  const answer = await request.get(
    `/api/${collection}?where[name][equals]=${encodeURIComponent(name)}&depth=0`,
    { headers: adminHeaders() },
  )
  return (await answer.json()).docs[0] as { id: number; absences?: unknown[] }
}

/** Steps 1–4 by the page's own links and forms: service, staff, the first free day and time. */
async function chooseTime(
  page: Page,
  service: string,
  staff: string,
  { axe = true, later = false } = {},
) {
  // axe runs in the page: not without JavaScript (the keyboard test checks the same steps).
  const check = async () => {
    if (axe) await expectNoAxeViolations(page)
  }
  await page.goto('/termin')
  await check()
  await page.getByLabel(service).check()
  await page.getByRole('button', { name: 'Weiter' }).click()
  await expect(page.getByRole('group', { name: '2. Bei wem?' })).toBeVisible()
  await check()
  await page.getByLabel(staff).check()
  await page.getByRole('button', { name: 'Weiter' }).click()
  await expect(page.getByRole('heading', { name: '3. An welchem Tag?' })).toBeVisible()
  await check()
  const days = page.getByRole('link', { name: /: freie Termine$/ })
  // `later`: a day of next month, far enough ahead to change or cancel online (over 24 hours)
  // and clear of the first free times the other tests book.
  if (later || (await days.count()) === 0) await page.getByRole('link', { name: /→$/ }).click()
  await days.nth(later ? 1 : 0).click()
  await expect(page.getByRole('heading', { name: /^4\. Um wie viel Uhr\?/ })).toBeVisible()
  await check()
  const slot = page
    .getByRole('list')
    .getByRole('link', { name: /Uhr, bei / })
    .first()
  const label = (await slot.getAttribute('aria-label'))!
  await slot.click()
  await expect(page.getByRole('heading', { name: '5. Ihre Angaben' })).toBeVisible()
  return label
}

async function fillDetails(page: Page, email: string) {
  await page.getByLabel('Name', { exact: true }).fill('Maria Muster')
  await page.getByLabel('E-Mail').fill(email)
  await page.getByLabel('Telefon').fill('030 1234567')
  await page.getByLabel(/Datenschutzhinweise gelesen/).check()
}

test('„Termin buchen“ from the home page and beside each bookable service of the price list', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Termin buchen' }).first()).toHaveAttribute(
    'href',
    '/termin',
  )
  await page.goto('/leistungen')
  const links = page.getByRole('link', { name: /^Termin buchen: / })
  // Four bookable services; „Waschen, Schneiden, Föhnen“ has two rows (short and long hair).
  await expect(links).toHaveCount(5)
  await expect(page.getByRole('link', { name: 'Termin buchen: Balayage' })).toHaveCount(0)
  // A click while the web fonts still move the list can land beside the link on a busy machine
  // (CI once stayed on /leistungen for 30 s): click once the text is set.
  // A row that slides in as it is scrolled into view can still move under the pointer (the
  // trace of a failed run shows no request at all): a click that led nowhere is made again.
  await page.evaluate(() => document.fonts.ready)
  const link = page.getByRole('link', { name: 'Termin buchen: Komplettfarbe' })
  await expect(link).toHaveAttribute('href', /\/termin\?leistung=\d+/)
  await expect(async () => {
    if (!/\/termin\?/.test(page.url())) await link.click()
    // The free times are worked out for this request: slower than a cached page on a busy
    // machine, and the address changes only when the page arrives.
    await expect(page).toHaveURL(/\/termin\?leistung=\d+/, { timeout: 15_000 })
  }).toPass({ timeout: 45_000 })
  await expect(page.getByRole('group', { name: '2. Bei wem?' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('complementary', { name: 'Ihre Auswahl' })).toContainText(
    'Komplettfarbe',
  )
  await expect(page.getByRole('complementary', { name: 'Ihre Auswahl' })).toContainText(
    'etwa 90 Minuten',
  )
})

/**
 * How the booking's elements are styled: what a missing stylesheet changes (display, spacing,
 * colours, borders, type), not where text wraps, which a web font still loading would move. The
 * distinct styles, sorted, not one entry per element: the two drawings compared may fall either
 * side of midnight and list other days (a day more or less, a holiday), which says nothing about
 * the stylesheet; a style either drawing lacks still differs.
 */
async function bookingLayout(page: Page): Promise<string[]> {
  // No hover state: the pointer rests where the last click left it.
  await page.mouse.move(0, 0)
  const styles = await page.locator('[data-booking]').evaluate((root) =>
    [...root.querySelectorAll('*')].map((element) => {
      const style = getComputedStyle(element)
      return [
        element.tagName,
        style.display,
        style.position,
        style.visibility,
        style.flexDirection,
        style.gap,
        style.margin,
        style.padding,
        style.borderWidth,
        style.borderStyle,
        style.borderColor,
        style.color,
        style.backgroundColor,
        style.fontSize,
        style.fontWeight,
        style.textAlign,
      ].join(' ')
    }),
  )
  return [...new Set(styles)].sort()
}

for (const width of [390, 1440])
  test(`each booking step the island swaps in looks as the same step loaded whole (${width} px)`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/termin')
    await page.getByLabel('Komplettfarbe').focus()
    await expect(page.locator('[data-island="booking"]')).toHaveAttribute('data-island-ready', '')
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true))
    const whole = await context.newPage()
    await whole.setViewportSize({ width, height: 900 })
    const compare = async (heading: RegExp | string) => {
      await expect(
        page.getByRole('heading', { name: heading }).or(page.getByRole('group', { name: heading })),
      ).toBeVisible()
      await whole.goto(page.url())
      expect(await bookingLayout(page), `${heading} at ${width} px`).toEqual(
        await bookingLayout(whole),
      )
      // The robot trap is never shown, reachable or fillable.
      for (const trap of [page, whole].map((p) => p.locator('input[name="bitte_leer_lassen"]')))
        for (const at of await trap.all()) await expect(at).toBeHidden()
    }
    await page.getByLabel('Komplettfarbe').check()
    await page.getByRole('button', { name: 'Weiter' }).click()
    await compare('2. Bei wem?')
    await page.getByLabel('Egal – nächster freier Termin').check()
    await page.getByRole('button', { name: 'Weiter' }).click()
    await compare('3. An welchem Tag?')
    const days = page.getByRole('link', { name: /: freie Termine$/ })
    if ((await days.count()) === 0) await page.getByRole('link', { name: /→$/ }).click()
    await days.first().click()
    await compare(/^4\. Um wie viel Uhr\?/)
    await page
      .getByRole('list')
      .getByRole('link', { name: /Uhr, bei / })
      .first()
      .click()
    await compare('5. Ihre Angaben')
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
      true,
    )
    await whole.close()
  })

test.describe('booking without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every step is a page: services, staff, day, time, details, confirmation, cancel', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const label = await chooseTime(
      page,
      'Waschen, Schneiden, Föhnen',
      'Egal – nächster freier Termin',
      { axe: false, later: true },
    )
    // The summary stays visible and going back keeps the choice.
    const summary = page.getByRole('complementary', { name: 'Ihre Auswahl' })
    await expect(summary).toContainText('Waschen, Schneiden, Föhnen')
    await expect(summary).toContainText('etwa 60 Minuten')
    // „ab“ only where the owner ticked it: the demo's prices are exact (issue 42).
    await expect(summary).toContainText(/49,00\s€/)
    await expect(summary).not.toContainText(/ab\s49/)
    await expect(page.locator('main')).not.toContainText(/\bab\s\d+,\d\d/)
    await fillDetails(page, 'ohne-script@example.org')
    await page.getByRole('button', { name: 'Termin verbindlich buchen' }).click()
    await expect(page.getByRole('heading', { name: 'Ihr Termin ist gebucht' })).toBeVisible()
    await expect(
      page.getByText(label.split(', bei ')[0]!.split(', ').at(-1)!).first(),
    ).toBeVisible()
    const mail = await mailTo(page, 'ohne-script@example.org', /^Ihr Termin ist gebucht: /)
    expectReadableMail(mail, 'Waschen, Schneiden, Föhnen')
    expect(mail.attachments.map((file) => file.filename)).toContain('termin.ics')
    const calendar = readCalendar(
      mail.attachments.find((file) => file.filename === 'termin.ics')!.content!,
    )
    expect(calendar.problems).toEqual([])
    expect(calendar.events).toHaveLength(1)
    expect(mail.text).toMatch(
      /Termin ansehen, ändern oder absagen: http:\/\/[^\s]+\/termin\/verwalten\/\d+\?key=/,
    )
    await expect(page.getByRole('link', { name: 'In den Kalender eintragen (ICS)' })).toBeVisible()
    // Moved by the link: the same services and staff choice, another day.
    await page.getByRole('link', { name: 'Termin verlegen' }).click()
    await expect(page.getByRole('heading', { name: 'Termin verlegen' })).toBeVisible()
    await page.getByRole('link', { name: /→$/ }).click()
    await page
      .getByRole('link', { name: /: freie Termine$/ })
      .nth(2)
      .click()
    await page
      .getByRole('list')
      .getByRole('link', { name: /Uhr, bei / })
      .first()
      .click()
    await page.getByRole('button', { name: 'Termin auf diese Zeit verlegen' }).click()
    await expect(page.getByRole('status')).toContainText('Ihr Termin ist verlegt.')
    await mailTo(page, 'ohne-script@example.org', /^Ihr Termin wurde verlegt: /)
    await page.getByRole('button', { name: 'Termin absagen' }).click()
    await expect(page.getByRole('heading', { name: 'Dieser Termin ist abgesagt' })).toBeVisible()
    await mailTo(page, 'ohne-script@example.org', /^Ihr Termin ist abgesagt: /)
  })

  test('a time taken meanwhile sends the visitor back to the times still free', async ({
    page,
    request,
  }) => {
    await chooseTime(page, 'Waschen, Schneiden, Styling', 'Jonas Berger', { axe: false })
    const url = new URL(page.url())
    const params = url.searchParams
    // Somebody else books the same time first.
    const first = await request.post('/api/booking/appointments', {
      headers: { accept: 'application/json' },
      form: {
        ...Object.fromEntries(params),
        name: 'Schneller',
        email: 'schnell@example.org',
        phone: '030 7654321',
        privacy: '1',
      },
    })
    expect(first.status()).toBe(201)
    await fillDetails(page, 'langsam@example.org')
    await page.getByRole('button', { name: 'Termin verbindlich buchen' }).click()
    await expect(page.getByRole('alert')).toContainText(
      'Diese Zeit ist leider gerade vergeben worden',
    )
    await page.goto(url.toString())
    await expect(page.getByRole('alert')).toContainText('Diese Uhrzeit ist nicht mehr frei')
  })
})

test.describe('booking on a phone, by keyboard', () => {
  test.use({ viewport: { width: 412, height: 915 } })

  test('the steps fit a 412 px screen and work with the keyboard alone, on one page', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.goto('/termin')
    await expectNoAxeViolations(page)
    // Once the side menu, open beside the page on the wide screen, has slid away.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(412)
    // Colour („Komplettfarbe“): Marie or Aylin, whom the other tests here do not book first.
    await page.getByLabel('Komplettfarbe').focus()
    // The island comes with the first interaction; from then on no step reloads the page.
    await expect(page.locator('[data-island="booking"]')).toHaveAttribute('data-island-ready', '')
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true))
    await page.keyboard.press('Space')
    await page.getByRole('button', { name: 'Weiter' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText('2. Bei wem?', { exact: true })).toBeFocused()
    await page.getByLabel('Egal – nächster freier Termin').focus()
    await page.keyboard.press('Space')
    await page.getByRole('button', { name: 'Weiter' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: '3. An welchem Tag?' })).toBeFocused()
    await expect(page).toHaveURL(/team=egal/)
    await expectNoAxeViolations(page)
    const freeDays = page.getByRole('link', { name: /: freie Termine$/ })
    await freeDays.first().focus()
    if ((await freeDays.count()) > 1) {
      await page.keyboard.press('ArrowRight')
      await expect(freeDays.nth(1)).toBeFocused()
      await page.keyboard.press('Home')
      await expect(freeDays.first()).toBeFocused()
    }
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: /^4\. Um wie viel Uhr\?/ })).toBeFocused()
    await expectNoAxeViolations(page)
    await page
      .getByRole('list')
      .getByRole('link', { name: /Uhr, bei / })
      .first()
      .focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: '5. Ihre Angaben' })).toBeVisible()
    await expectNoAxeViolations(page)
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
      true,
    )
    // Once the side menu, open beside the page on the wide screen, has slid away.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(412)
    // Back in the browser: the times again, on the same page.
    await page.goBack()
    await expect(page.getByRole('heading', { name: /^4\. Um wie viel Uhr\?/ })).toBeVisible()
    await page.goForward()
    await expect(page.getByRole('heading', { name: '5. Ihre Angaben' })).toBeVisible()
    await fillDetails(page, 'tastatur@example.org')
    await page.getByRole('button', { name: 'Termin verbindlich buchen' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'Ihr Termin ist gebucht' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test.describe('the owner', () => {
  test.use({ storageState: ADMIN_STATE })

  test('books by phone; a second appointment on the same minutes is refused; late changes go by phone', async ({
    page,
    request,
  }) => {
    test.setTimeout(200_000)
    const staff = await request.get('/api/staff-members?where[name][equals]=Aylin%20Kaya&depth=0', {
      headers: adminHeaders(),
    })
    const aylin = (await staff.json()).docs[0].id as number
    const services = await request.get(
      '/api/booking-services?where[name][equals]=Komplettfarbe&depth=0',
      { headers: adminHeaders() },
    )
    const colour = (await services.json()).docs[0].id as number
    // Tonight at 03:00 UTC, within the next 24 hours (when only the salon changes it), for Aylin:
    // no other test books that hour.
    const night = new Date()
    night.setUTCHours(3, 0, 0, 0)
    const start = night.getTime() > Date.now() ? night : new Date(night.getTime() + 86_400_000)
    const create = (customerName: string) =>
      request.post('/api/appointments', {
        headers: adminHeaders(),
        data: {
          staffMember: aylin,
          services: [colour],
          start: start.toISOString(),
          customerName,
          customerEmail: 'telefon@example.org',
          status: 'confirmed',
        },
      })
    const first = await create('Telefon Kundin')
    expect(first.status()).toBe(201)
    const { doc } = await first.json()
    expect(doc.end).toBe(new Date(start.getTime() + 90 * 60_000).toISOString())
    const second = await create('Noch eine')
    expect(second.status()).toBe(409)
    expect(JSON.stringify(await second.json())).toContain('schon belegt')
    // The customer got the confirmation; within 24 hours her link no longer changes it.
    const mail = await mailTo(page, 'telefon@example.org', /^Ihr Termin ist gebucht: /)
    const link = /http:\/\/\S+\/termin\/verwalten\/\d+\?key=\S+/.exec(mail.text)![0]
    await page.goto(new URL(link).pathname + new URL(link).search)
    await expect(page.getByText('Ändern oder absagen ist online nicht mehr möglich')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Termin absagen' })).toHaveCount(0)
    await expectNoAxeViolations(page)
    // Within the reminder time: the job queue (every minute) sends the reminder once.
    await mailTo(page, 'telefon@example.org', /^Erinnerung an Ihren Termin: /, {
      timeout: 150_000,
    })
  })

  test('an absence and a blocked time take their hours out of the free times', async ({
    request,
  }) => {
    const jonas = await byName(request, 'staff-members', 'Jonas Berger')
    const kids = await byName(request, 'booking-services', 'Kinderschnitt 7–12 Jahre')
    // Six weeks ahead, on a Saturday (Jonas works the salon's Saturday, 09:00–15:00).
    const ahead = new Date(Date.now() + 42 * 86_400_000)
    ahead.setUTCDate(ahead.getUTCDate() + ((6 - ahead.getUTCDay() + 7) % 7))
    const day = ahead.toISOString().slice(0, 10)
    const slotsOf = async (date: string) =>
      (
        (await (
          await request.get(`/api/booking/slots?leistung=${kids.id}&team=${jonas.id}&tag=${date}`)
        ).json()) as { slots: Array<{ time: string; start: string }> }
      ).slots
    const times = async (date: string) => (await slotsOf(date)).map((slot) => slot.time)
    const ten = (await slotsOf(day)).find((slot) => slot.time === '10:00')
    expect(ten).toBeTruthy()
    // 10:00–12:00 in Berlin, whatever the season.
    const start = Date.parse(ten!.start)
    const block = await request.post('/api/appointments', {
      headers: adminHeaders(),
      data: {
        kind: 'blocked',
        staffMember: jonas.id,
        start: new Date(start).toISOString(),
        end: new Date(start + 2 * 3_600_000).toISOString(),
        note: 'Fortbildung intern',
      },
    })
    expect(block.status()).toBe(201)
    const blocked = await times(day)
    expect(blocked).not.toContain('10:00')
    expect(blocked).not.toContain('11:30')
    expect(blocked).toContain('12:00')
    const next = new Date(`${day}T12:00:00Z`)
    next.setUTCDate(next.getUTCDate() + 7)
    const nextDay = next.toISOString().slice(0, 10)
    expect(await times(nextDay)).toContain('10:00')
    const absent = await request.patch(`/api/staff-members/${jonas.id}`, {
      headers: adminHeaders(),
      data: {
        absences: [
          ...(jonas.absences ?? []),
          { from: `${nextDay}T12:00:00.000Z`, reason: 'vacation' },
        ],
      },
    })
    expect(absent.status()).toBe(200)
    expect(await times(nextDay)).toEqual([])
  })

  test('moves an appointment: onto a taken time refused, onto a free one done and mailed', async ({
    page,
    request,
  }) => {
    const jonas = (await byName(request, 'staff-members', 'Jonas Berger')).id
    const cut = (await byName(request, 'booking-services', 'Kinderschnitt 7–12 Jahre')).id
    // Ten days ahead at night (04:00 in Berlin): nobody else books Jonas then.
    const ahead = new Date(Date.now() + 10 * 86_400_000)
    const base = Date.UTC(ahead.getUTCFullYear(), ahead.getUTCMonth(), ahead.getUTCDate(), 3)
    const create = (start: number, customerEmail: string) =>
      request.post('/api/appointments', {
        headers: adminHeaders(),
        data: {
          staffMember: jonas,
          services: [cut],
          start: new Date(start).toISOString(),
          customerName: 'Kind',
          customerEmail,
        },
      })
    const first = (await (await create(base, 'verlegen@example.org')).json()).doc
    expect((await create(base + 2 * 3_600_000, 'andere@example.org')).status()).toBe(201)
    const onto = (start: number) =>
      request.patch(`/api/appointments/${first.id}`, {
        headers: adminHeaders(),
        data: { start: new Date(start).toISOString() },
      })
    expect((await onto(base + 2 * 3_600_000 + 15 * 60_000)).status()).toBe(409)
    expect((await onto(base + 60 * 60_000)).status()).toBe(200)
    await mailTo(page, 'verlegen@example.org', /^Ihr Termin wurde verlegt: /)
  })

  test('moves and cancels by the edit view’s actions: free times, asked first, the customer mailed', async ({
    page,
    request,
  }) => {
    const jonas = (await byName(request, 'staff-members', 'Jonas Berger')).id
    const cut = (await byName(request, 'booking-services', 'Kinderschnitt 7–12 Jahre')).id
    // A Wednesday two weeks ahead or more, 16:00 in Berlin (winter: 15:00 UTC).
    const day = new Date(Date.now() + 14 * 86_400_000)
    while (day.getUTCDay() !== 3) day.setUTCDate(day.getUTCDate() + 1)
    const date = day.toISOString().slice(0, 10)
    const offset =
      new Date(`${date}T12:00:00Z`).toLocaleString('en-GB', {
        timeZone: 'Europe/Berlin',
        hour: '2-digit',
        hour12: false,
      }) === '13'
        ? 1
        : 2
    const at = (hour: number) =>
      new Date(
        Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour - offset),
      ).toISOString()
    const created = await request.post('/api/appointments', {
      headers: adminHeaders(),
      data: {
        staffMember: jonas,
        services: [cut],
        start: at(16),
        customerName: 'Aktionen',
        customerEmail: 'aktionen@example.org',
      },
    })
    expect(created.status()).toBe(201)
    const { doc } = await created.json()
    await page.goto(`/admin/collections/appointments/${doc.id}`)
    const actions = page.locator('[data-appointment-actions]')
    await expect(actions.getByRole('heading', { name: 'Verlegen' })).toBeVisible({
      timeout: 30_000,
    })
    // The start reads German, 24 hours.
    await expect(page.locator('#field-start input')).toHaveValue(/^\d{2}\.\d{2}\.\d{4} 16:00$/)

    await actions.getByLabel('Neuer Tag').fill(date)
    const times = actions.getByRole('group', { name: /^Freie Zeiten am / })
    await expect(times.getByRole('button', { name: '17:00' })).toBeVisible()
    await times.getByRole('button', { name: '17:00' }).click()
    const confirmMove = actions.getByRole('alertdialog', { name: 'Verlegen bestätigen' })
    await expect(confirmMove).toContainText('17:00 Uhr verlegen?')
    await expect(confirmMove).toContainText(
      'Die Kundin wird per E-Mail an aktionen@example.org informiert.',
    )
    await confirmMove.getByRole('button', { name: 'Verlegen bestätigen' }).click()
    await mailTo(page, 'aktionen@example.org', /^Ihr Termin wurde verlegt: /)
    await expect(page.locator('#field-start input')).toHaveValue(/ 17:00$/)

    await actions.getByRole('button', { name: 'Termin absagen …' }).click()
    const confirmCancel = actions.getByRole('alertdialog', { name: 'Absage bestätigen' })
    await confirmCancel.getByLabel(/^Grund/).fill('Jonas ist an diesem Tag auf Fortbildung.')
    await expect(confirmCancel).toContainText(
      'Die Kundin wird per E-Mail an aktionen@example.org informiert.',
    )
    await confirmCancel.getByRole('button', { name: 'Absage bestätigen' }).click()
    const mail = await mailTo(page, 'aktionen@example.org', /^Ihr Termin wurde abgesagt: /)
    expect(mail.text).toContain('Grund: Jonas ist an diesem Tag auf Fortbildung.')
    // Cancelled: nothing left to move or cancel.
    await expect(actions).toHaveCount(0)
  })

  test('the calendar shows the day per staff member and one staff member’s week, on a phone too', async ({
    page,
  }) => {
    await page.goto('/admin/kalender')
    await expect(page.getByRole('heading', { name: 'Kalender' })).toBeVisible({ timeout: 30_000 })
    for (const name of ['Marie Linde', 'Jonas Berger', 'Aylin Kaya'])
      await expect(page.getByText(name, { exact: true }).first()).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Woche Jonas Berger' }).click()
    await expect(page.getByText(/^Woche ab .+ · Jonas Berger$/)).toBeVisible()
    // The demo's appointments are in the coming days: a few weeks ahead shows one.
    let found = false
    for (let week = 0; week < 3 && !found; week += 1) {
      found =
        (await page.getByRole('link', { name: /Waschen|Kinderschnitt|Komplettfarbe/ }).count()) > 0
      if (!found) await page.getByRole('link', { name: 'Nächste Woche →' }).click()
    }
    expect(found).toBe(true)
    await page.setViewportSize({ width: 412, height: 915 })
    await expect(
      page.getByRole('link', { name: /Waschen|Kinderschnitt|Komplettfarbe/ }).first(),
    ).toBeVisible()
    // Once the side menu, open beside the page on the wide screen, has slid away.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(412)
  })

  test('in the admin: a walk-in booked in the form, its end worked out, then „Nicht erschienen“', async ({
    page,
    request,
  }) => {
    // Two admin edit views on a machine that may be busy with other tests.
    test.setTimeout(150_000)
    const day = new Date(Date.now() + 12 * 86_400_000)
    const typed = `${String(day.getUTCDate()).padStart(2, '0')}.${String(day.getUTCMonth() + 1).padStart(2, '0')}.${day.getUTCFullYear()} 05:00`
    await page.goto('/admin/collections/appointments/create')
    await adminFormReady(page)
    await expect(page.locator('#field-staffMember')).toBeVisible({ timeout: 60_000 })
    await chooseAdminOption(page, '#field-staffMember', 'Jonas Berger')
    await page.locator('#field-start input').fill(typed)
    await page.locator('#field-start input').press('Enter')
    await chooseAdminOption(page, '#field-services', 'Kinderschnitt 7–12 Jahre')
    await page.locator('#field-customerName').fill('Laufkundschaft')
    await page.getByRole('button', { name: 'Speichern' }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/appointments\/\d+/, { timeout: 30_000 })
    const id = /appointments\/(\d+)/.exec(page.url())![1]
    const saved = (await (
      await request.get(`/api/appointments/${id}?depth=0`, { headers: adminHeaders() })
    ).json()) as {
      start: string
      end: string
      source: string
    }
    expect(Date.parse(saved.end) - Date.parse(saved.start)).toBe(30 * 60_000)
    expect(saved.source).toBe('salon')
    await chooseAdminOption(page, '#field-status', 'Nicht erschienen', { exact: true })
    await page.getByRole('button', { name: 'Speichern' }).click()
    await expect
      .poll(
        async () =>
          (
            await (
              await request.get(`/api/appointments/${id}?depth=0`, { headers: adminHeaders() })
            ).json()
          ).status,
      )
      .toBe('noShow')
  })
})

test.describe('Spam-Verdacht', () => {
  test.use({ storageState: ADMIN_STATE })

  test('a booking that filled the robot trap waits in „Spam-Verdacht“ and the owner releases it', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    await chooseTime(page, 'Kinderschnitt 7–12 Jahre', 'Jonas Berger', { axe: false, later: true })
    const choice = Object.fromEntries(new URL(page.url()).searchParams)
    // A robot (or a browser that should not have) fills the hidden field.
    const held = await request.post('/api/booking/appointments', {
      form: {
        ...choice,
        name: 'Greta Gefangen',
        email: 'gefangen@example.org',
        phone: '030 1112223',
        privacy: '1',
        bitte_leer_lassen: 'https://spam.example',
      },
      maxRedirects: 0,
    })
    expect(held.status()).toBe(202)
    expect(await held.text()).toContain('Wir prüfen sie noch von Hand')

    await page.goto('/admin/collections/spam-suspects')
    await page
      .getByRole('link', { name: /Greta Gefangen/ })
      .first()
      .click()
    await expect(
      page.getByText('Der Termin wird gebucht, wenn die Zeit noch frei ist'),
    ).toBeVisible()
    await expect(page.getByLabel('Eingegangene Angaben')).toHaveValue(/Name: Greta Gefangen/)
    await expectNoAxeViolations(page, { within: ['[data-spam-release]', '#field-details'] })
    await page.getByRole('button', { name: 'Freigeben' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'gebucht' })).toContainText(
      'Greta Gefangen wurde per E-Mail benachrichtigt',
    )
    await mailTo(page, 'gefangen@example.org', /^Ihr Termin/)
    await page.reload()
    await expect(page.getByRole('button', { name: 'Freigeben' })).toHaveCount(0)
  })
})
