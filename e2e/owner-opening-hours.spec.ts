import type { APIRequestContext } from '@playwright/test'

import { ADMIN_STATE, addAdminRow, adminHeaders, expect, test } from './support'
import { adminFormReady } from './settled'

const DAY_MS = 86_400_000

/** A Berlin calendar date `days` from now: ISO for JSON-LD, as typed in the admin, as the site says. */
function dayFromNow(days: number) {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(
    new Date(Date.now() + days * DAY_MS),
  )
  const [year, month, day] = iso.split('-')
  return {
    iso,
    typed: `${day}.${month}.${year}`,
    short: `${Number(day)}.${Number(month)}.`,
    weekday: new Date(`${iso}T12:00:00Z`).getUTCDay(),
  }
}

type StoredSettings = {
  weekHours?: { su?: string }
  specialDays?: Array<{ from?: string; until?: string; note?: string }>
}

const storedSettings = async (request: APIRequestContext) =>
  (await (
    await request.get('/api/globals/site-settings?depth=0', { headers: adminHeaders() })
  ).json()) as StoredSettings

/**
 * Days from now to the first week at least 20 days ahead that overlaps none of the special days
 * stored (the demo's Heiligabend and Silvester, and a first attempt's vacation when the test
 * runs again): the settings refuse overlapping periods.
 */
function clearWeekStart(stored: StoredSettings): number {
  const taken = (stored.specialDays ?? []).map((period) => ({
    from: berlinDate(period.from),
    until: berlinDate(period.until ?? period.from),
  }))
  const overlaps = (first: number) => {
    const from = dayFromNow(first).iso
    const until = dayFromNow(first + 6).iso
    return taken.some((period) => period.from <= until && from <= period.until)
  }
  let start = 20
  while (overlaps(start)) start += 1
  return start
}

const berlinDate = (stamp: string | undefined) =>
  stamp
    ? new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(stamp))
    : ''

test.describe('the owner changes the opening hours', () => {
  test.use({ storageState: ADMIN_STATE })

  test('a split shift on Sunday and a week of vacation show on the site, in the status and in JSON-LD', async ({
    page,
  }) => {
    const start = clearWeekStart(await storedSettings(page.request))
    const from = dayFromNow(start)
    const until = dayFromNow(start + 6)

    // Steps: open the settings, the tab, add a special day, two dates, a note, type one day's
    // hours, save. The old list needed a new period per range: weekday, from, to, each chosen.
    await page.goto('/admin/globals/site-settings')
    await adminFormReady(page)
    await page.getByRole('button', { name: 'Öffnungszeiten', exact: true }).click()
    // The demo has special days already: the new one is the next row.
    const row = await page.locator('input[id^="field-specialDays__"][id$="__note"]').count()
    await addAdminRow(page, 'Sondertag hinzufügen')
    await page.locator(`#field-specialDays__${row}__from input`).fill(from.typed)
    await page.keyboard.press('Escape')
    await page.locator(`#field-specialDays__${row}__until input`).fill(until.typed)
    await page.keyboard.press('Escape')
    await page.locator(`#field-specialDays__${row}__note`).fill('Betriebsferien')
    // A form-state answer that arrives after the typing resets the form to the server's values
    // (the full suite once saved the old Sunday): check what the server stored, type again if not.
    const sunday = page.getByRole('textbox', { name: 'Sonntag' })
    await expect(async () => {
      await sunday.fill('11-14 und 15-17 Uhr')
      await expect(page.getByRole('button', { name: 'Speichern' })).toBeEnabled({ timeout: 3_000 })
      await page.getByRole('button', { name: 'Speichern' }).click()
      await expect(page.getByText('erfolgreich', { exact: false }).first()).toBeVisible()
      const stored = await storedSettings(page.request)
      expect(stored.weekHours?.su).toMatch(/11:00–14:00.*15:00–17:00/)
      expect(stored.specialDays?.map((day) => `${berlinDate(day.from)} ${day.note}`)).toContain(
        `${from.iso} Betriebsferien`,
      )
    }).toPass({ timeout: 40_000 })

    // An unreadable entry is refused in German, nothing saved. Payload resets the form with the
    // server's answer to the save before: typing that lands earlier is undone (the field keeps
    // the text, the form counts as unchanged and „Speichern“ stays disabled), so type again.
    const monday = page.getByRole('textbox', { name: 'Montag' })
    await expect(async () => {
      await monday.fill('')
      await monday.fill('morgens')
      await expect(page.getByRole('button', { name: 'Speichern' })).toBeEnabled({ timeout: 3_000 })
      await page.getByRole('button', { name: 'Speichern' }).click()
      await expect(
        page.getByText('„morgens“ ist keine Zeitspanne', { exact: false }).first(),
      ).toBeVisible({ timeout: 5_000 })
    }).toPass({ timeout: 40_000 })
    await monday.fill('')

    await page.goto('/kontakt')
    const hours = page.locator('#oeffnungszeiten')
    await expect(hours.getByRole('row', { name: /Sonntag/ })).toContainText(
      '11:00–14:00, 15:00–17:00 Uhr',
    )
    await expect(hours.getByRole('row', { name: /Montag/ })).toContainText('geschlossen')
    await expect(hours.getByRole('listitem')).toContainText([
      `Vom ${from.short} bis ${until.short} geschlossen (Betriebsferien)`,
    ])

    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
    const json = scripts
      .map((text) => JSON.parse(text))
      .find((data) => data['@type'] === 'HairSalon')
    expect(json.openingHoursSpecification).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          dayOfWeek: 'https://schema.org/Sunday',
          opens: '11:00',
          closes: '14:00',
        }),
        expect.objectContaining({
          dayOfWeek: 'https://schema.org/Sunday',
          opens: '15:00',
          closes: '17:00',
        }),
        {
          '@type': 'OpeningHoursSpecification',
          validFrom: from.iso,
          validThrough: until.iso,
          opens: '00:00',
          closes: '00:00',
        },
      ]),
    )

    // On a Wednesday of the vacation at noon, normally open, the status says closed and why.
    const offset = [...Array(7).keys()].find((day) => dayFromNow(start + day).weekday === 3)!
    const wednesday = dayFromNow(start + offset)
    await page.clock.setFixedTime(new Date(`${wednesday.iso}T11:00:00Z`))
    await page.reload()
    const status = hours.getByRole('status')
    await status.scrollIntoViewIfNeeded()
    await expect(status).toHaveText('Geschlossen – Betriebsferien')
  })
})
