import { mailTo } from './mailKit'
import {
  addAdminRow,
  adminHeaders,
  adminState,
  attemptMark,
  expect,
  expectNoAxeViolations,
  test,
} from './support'
import { adminFormReady } from './settled'

// Both tests save the salon's settings: side by side, one saves over a form the other changed
// (Payload asks about the stale document). In order, one worker; a failure skips nothing.
test.describe.configure({ mode: 'default' })

/** The next Saturday at least 8 days ahead, a Berlin date (clear of the minimum notice). */
function nextSaturday(): string {
  const day = new Date(Date.now() + 8 * 86_400_000)
  while (day.getUTCDay() !== 6) day.setUTCDate(day.getUTCDate() + 1)
  return day.toISOString().slice(0, 10)
}

const idOf = async (
  request: import('@playwright/test').APIRequestContext,
  collection: string,
  name: string,
) =>
  (
    (await (
      await request.get(
        `/api/${collection}?where[name][equals]=${encodeURIComponent(name)}&depth=0`,
        { headers: adminHeaders('hours') },
      )
    ).json()) as { docs: Array<{ id: number }> }
  ).docs[0]!.id

async function setSaturday(page: import('@playwright/test').Page, hours: string) {
  await page.goto('/admin/globals/site-settings')
  await adminFormReady(page)
  await page.getByRole('button', { name: 'Öffnungszeiten', exact: true }).click()
  const saturday = page.getByRole('textbox', { name: 'Samstag' })
  await expect(async () => {
    await saturday.fill(hours)
    await expect(page.getByRole('button', { name: 'Speichern' })).toBeEnabled({ timeout: 3_000 })
  }).toPass({ timeout: 20_000 })
  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(page.getByText('erfolgreich', { exact: false }).first()).toBeVisible()
}

test.describe('the salon’s hours bound online booking', () => {
  test.use({ storageState: adminState('hours') })

  test('Saturday shortened to 09:00–14:00: nobody is offered 14:15 or 14:30, whatever her own hours', async ({
    page,
    request,
  }) => {
    // Marie Linde's own Saturday is 09:00–15:00, as the salon's was.
    const service = await idOf(request, 'booking-services', 'Waschen, Schneiden, Styling')
    const marie = await idOf(request, 'staff-members', 'Marie Linde')
    const times = async () => {
      await page.goto(`/termin?leistung=${service}&team=${marie}&tag=${nextSaturday()}`)
      await expect(page.getByRole('heading', { name: /^4\. Um wie viel Uhr\?/ })).toBeVisible()
      return page
        .getByRole('list')
        .getByRole('link', { name: /Uhr, bei / })
        .allTextContents()
    }
    expect(await times()).toContain('14:30')

    await setSaturday(page, '09:00–14:00')
    try {
      const offered = (await times()).map((text) => text.trim())
      expect(offered.length).toBeGreaterThan(0)
      // A 30-minute appointment ends by 14:00.
      expect(offered.at(-1)).toBe('13:30')
      expect(offered).not.toContain('14:15')
      expect(offered).not.toContain('14:30')
    } finally {
      await setSaturday(page, '09:00–15:00')
    }
  })
})

/** The instant of `hour`:00 on a Berlin date. */
function berlinAt(date: string, hour: number): string {
  for (const offset of [1, 2]) {
    const instant = new Date(`${date}T${String(hour - offset).padStart(2, '0')}:00:00Z`)
    const shown = instant.toLocaleString('en-GB', {
      timeZone: 'Europe/Berlin',
      hour: '2-digit',
      hour12: false,
    })
    if (Number(shown) === hour) return instant.toISOString()
  }
  throw new Error(`no ${hour}:00 on ${date}`)
}

const typed = (date: string) => date.split('-').reverse().join('.')

test.describe('closing a day with appointments on it', () => {
  test.use({ storageState: adminState('hours') })

  test('a closed day names the appointments on it, which she moves or cancels from there, at both widths', async ({
    page,
    request,
  }) => {
    const headers = adminHeaders('hours')
    const jonas = await idOf(request, 'staff-members', 'Jonas Berger')
    const cut = await idOf(request, 'booking-services', 'Waschen, Schneiden, Styling')
    const stored = (await (
      await request.get('/api/globals/site-settings?depth=0', { headers })
    ).json()) as { specialDays?: Array<{ from: string; until?: string }> }
    // Days with Jonas's appointments (an earlier attempt's among them): the new ones need him free.
    const his = (
      (await (
        await request.get(
          `/api/appointments?where[staffMember][equals]=${jonas}&limit=1000&depth=0`,
          { headers },
        )
      ).json()) as { docs: Array<{ start: string }> }
    ).docs.map((doc) => doc.start.slice(0, 10))
    // A Wednesday five weeks ahead or more, in a week without special days already stored (an
    // earlier attempt's, the demo's Heiligabend and Silvester) and Jonas free on it and the day after.
    const taken = (stored.specialDays ?? []).map((period) => [
      period.from.slice(0, 10),
      (period.until ?? period.from).slice(0, 10),
    ])
    const day = new Date(Date.now() + 34 * 86_400_000)
    const dateOf = (offset: number) =>
      new Date(day.getTime() + offset * 86_400_000).toISOString().slice(0, 10)
    const clear = () =>
      [-3, -2, -1, 0, 1, 2, 3].every((offset) =>
        taken.every(([from, until]) => dateOf(offset) < from! || dateOf(offset) > until!),
      ) && [0, 1].every((offset) => !his.includes(dateOf(offset)))
    /** Booked at 16:00, or null when his time there is taken (409): then another week. */
    const book = async (date: string, name: string, email: string) => {
      const created = await request.post('/api/appointments', {
        headers,
        data: {
          staffMember: jonas,
          services: [cut],
          start: berlinAt(date, 16),
          customerName: name,
          customerEmail: email,
        },
      })
      if (created.status() === 409) return null
      expect(created.status()).toBe(201)
      return ((await created.json()) as { doc: { id: number } }).doc.id
    }
    const absences = (
      (await (await request.get(`/api/staff-members/${jonas}?depth=0`, { headers })).json()) as {
        absences?: unknown[]
      }
    ).absences
    const mark = attemptMark()
    let closedDay: number | null = null
    let awayDay: number | null = null
    for (let weeks = 0; weeks < 8 && awayDay === null; weeks += 1) {
      day.setUTCDate(day.getUTCDate() + 1)
      while (day.getUTCDay() !== 3 || !clear()) day.setUTCDate(day.getUTCDate() + 1)
      closedDay = await book(dateOf(0), `Geschlossen ${mark}`, `zu-${mark}@example.org`)
      if (closedDay === null) continue
      awayDay = await book(dateOf(1), `Abwesend ${mark}`, `weg-${mark}@example.org`)
      if (awayDay === null) await request.delete(`/api/appointments/${closedDay}`, { headers })
    }
    expect(awayDay).not.toBeNull()
    const wednesday = dateOf(0)
    const thursday = dateOf(1)

    // At 1440 px: the owner closes the Wednesday for a training; the save names who is booked.
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/admin/globals/site-settings')
    await adminFormReady(page)
    await page.getByRole('button', { name: 'Öffnungszeiten', exact: true }).click()
    const row = await page.locator('input[id^="field-specialDays__"][id$="__note"]').count()
    await addAdminRow(page, 'Sondertag hinzufügen')
    await page.locator(`#field-specialDays__${row}__from input`).fill(typed(wednesday))
    await page.keyboard.press('Escape')
    await page.locator(`#field-specialDays__${row}__until input`).fill(typed(wednesday))
    await page.keyboard.press('Escape')
    const note = page.locator(`#field-specialDays__${row}__note`)
    await expect(async () => {
      await note.fill(`Fortbildung ${mark}`)
      await expect(page.getByRole('button', { name: 'Speichern' })).toBeEnabled({ timeout: 3_000 })
    }).toPass({ timeout: 20_000 })
    await page.getByRole('button', { name: 'Speichern' }).click()
    await expect(page.getByText('erfolgreich', { exact: false }).first()).toBeVisible()

    try {
      // She saved far down the form: the notice comes to her, beside the save's own message (a
      // toast, read first: it goes after a while, the list below stays).
      const notice = page.getByText(/Öffnungszeiten: Bitte verlegen oder absagen\.$/)
      await expect(notice).toBeVisible()
      // Once, though the save moves the document's time twice.
      await expect(notice).toHaveCount(1)
      const panel = page.locator('[data-outside-hours]')
      await expect(panel.getByRole('heading')).toHaveText(
        /^(1 gebuchter Termin liegt|\d+ gebuchte Termine liegen) außerhalb der Öffnungszeiten$/,
      )
      await expect(panel.getByRole('heading')).toBeInViewport()
      const stranded = panel.locator(`[data-stranded="${closedDay}"]`)
      await expect(stranded).toContainText(`Geschlossen ${mark}`)
      await expect(stranded).toContainText('Waschen, Schneiden, Styling, bei Jonas Berger')
      // Her day and time on the salon's clock, and why.
      await expect(stranded).toContainText(/^Mi\., \d{1,2}\.\d{1,2}\.\d{4}, 16:00–16:30 Uhr/)
      await expect(stranded).toContainText(`Salon geschlossen (Fortbildung ${mark})`)
      await expectNoAxeViolations(page, { within: ['[data-outside-hours]'] })

      await stranded.getByRole('button', { name: 'Verlegen oder absagen …' }).click()
      await stranded.getByLabel('Neuer Tag').fill(thursday)
      const times = stranded.getByRole('group', { name: /^Freie Zeiten am / })
      await times.getByRole('button', { name: '17:00' }).click()
      const confirm = stranded.getByRole('alertdialog', { name: 'Verlegen bestätigen' })
      await expect(confirm).toContainText(`zu-${mark}@example.org`)
      await confirm.getByRole('button', { name: 'Verlegen bestätigen' }).click()
      const moved = await mailTo(page, `zu-${mark}@example.org`, /^Ihr Termin wurde verlegt: /)
      expect(moved.text).toContain('17:00')
      await expect(panel.locator(`[data-stranded="${closedDay}"]`)).toHaveCount(0)

      // At 390 px: Jonas is away on the Thursday; his page names the appointment left there.
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(`/admin/collections/staff-members/${jonas}`)
      await adminFormReady(page)
      const absence = await page.locator('[id^="field-absences__"][id$="__from"]').count()
      await addAdminRow(page, 'Abwesenheit hinzufügen')
      await page.locator(`#field-absences__${absence}__from input`).fill(typed(thursday))
      await page.keyboard.press('Escape')
      await expect(async () => {
        await page.locator(`#field-absences__${absence}__until input`).fill(typed(thursday))
        await page.keyboard.press('Escape')
        await expect(page.getByRole('button', { name: 'Speichern' })).toBeEnabled({
          timeout: 3_000,
        })
      }).toPass({ timeout: 20_000 })
      await page.getByRole('button', { name: 'Speichern' }).click()
      await expect(page.getByText('erfolgreich', { exact: false }).first()).toBeVisible()
      const away = page.locator(`[data-stranded="${awayDay}"]`)
      await expect(away).toContainText('Jonas Berger ist an diesem Tag abwesend')
      // The appointment moved there a moment ago is his as well.
      await expect(page.locator(`[data-stranded="${closedDay}"]`)).toBeVisible()
      const fits = await away.evaluate(
        (element) => element.getBoundingClientRect().right <= window.innerWidth,
      )
      expect(fits).toBe(true)
      await away.getByRole('button', { name: 'Verlegen oder absagen …' }).click()
      await away.getByRole('button', { name: 'Termin absagen …' }).click()
      const cancel = away.getByRole('alertdialog', { name: 'Absage bestätigen' })
      await cancel.getByLabel(/^Grund/).fill('Jonas ist an diesem Tag nicht da.')
      await cancel.getByRole('button', { name: 'Absage bestätigen' }).click()
      const cancelled = await mailTo(
        page,
        `weg-${mark}@example.org`,
        /^Ihr Termin wurde abgesagt: /,
      )
      expect(cancelled.text).toContain('Grund: Jonas ist an diesem Tag nicht da.')
      await expect(page.locator(`[data-stranded="${awayDay}"]`)).toHaveCount(0)
    } finally {
      // The week and the team as they were, for the other test on this server.
      const now = (await (
        await request.get('/api/globals/site-settings?depth=0', { headers })
      ).json()) as { specialDays?: Array<{ note?: string }> }
      await request.post('/api/globals/site-settings', {
        headers,
        data: {
          specialDays: (now.specialDays ?? []).filter(
            (period) => period.note !== `Fortbildung ${mark}`,
          ),
        },
      })
      await request.patch(`/api/staff-members/${jonas}`, { headers, data: { absences } })
    }
  })
})
