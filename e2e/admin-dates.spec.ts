import { ADMIN_STATE, adminHeaders, expect, test } from './support'

/** A laptop set to New York: six hours behind the salon in winter. */
test.use({ storageState: ADMIN_STATE, timezoneId: 'America/New_York' })

const clock = (timeZone: string, iso: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  )
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`
}

test('lists show dates on the salon’s clock in any browser, and a date’s label names its input', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  const part = () => Math.random().toString(36).slice(2, 6).toUpperCase().padEnd(4, 'X')
  const code = `GS-ZEIT-${part()}-${part()}`
  // As the admin's own page sends it: its session and its origin.
  const created = await page.request.post('/api/vouchers', {
    headers: { ...adminHeaders(), origin: 'http://127.0.0.1:3210' },
    data: { code, initialCents: 1500, balanceCents: 1500, validUntil: '2030-06-14T10:00:00.000Z' },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number; createdAt: string } }

  await page.goto(`/admin/collections/vouchers?where[code][equals]=${code}`)
  const row = page.locator('tbody tr').filter({ hasText: code })
  // „Erstellt“ as the dashboard and the mails say it, not as the browser's zone would.
  await expect(row).toContainText(clock('Europe/Berlin', doc.createdAt))
  await expect(row).not.toContainText(clock('America/New_York', doc.createdAt))
  await expect(row).toContainText('14.06.2030')

  await page.goto(`/admin/collections/vouchers/${doc.id}`)
  // Above the record as well: „Zuletzt geändert“ and „Erstellt“ on the salon's clock, once.
  const stamps = page.locator('[data-berlin-timestamps]')
  await expect(stamps).toContainText(`Erstellt: ${clock('Europe/Berlin', doc.createdAt)}`)
  await expect(stamps).toContainText('Zuletzt geändert: ')
  await expect(
    page.getByText(clock('America/New_York', doc.createdAt)).filter({ visible: true }),
  ).toHaveCount(0)
  await expect(page.getByText('Erstellt:').filter({ visible: true })).toHaveCount(1)
  // On a phone they take a line of their own inside the bar of buttons, over nothing else.
  await page.setViewportSize({ width: 390, height: 844 })
  const inBar = await stamps.evaluate((element) => {
    const own = element.getBoundingClientRect()
    const bar = element.closest('.doc-controls__controls-wrapper')!.getBoundingClientRect()
    return own.top >= bar.top && own.bottom <= bar.bottom && own.right <= window.innerWidth
  })
  expect(inBar).toBe(true)
  await page.setViewportSize({ width: 1440, height: 900 })
  const validUntil = page.getByLabel('Gültig bis')
  await expect(validUntil).toHaveValue('14.06.2030')
  expect(await validUntil.evaluate((element) => element.tagName)).toBe('INPUT')
  // A click on the label puts the cursor in the field.
  await page.locator('label', { hasText: 'Gültig bis' }).click()
  await expect(validUntil).toBeFocused()
})

test('a time is shown and typed on the salon’s clock in any browser', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  // 10:00 and 12:00 in Berlin on a winter day, six hours ahead of this laptop.
  const created = await page.request.post('/api/events', {
    headers: { ...adminHeaders(), origin: 'http://127.0.0.1:3210' },
    data: {
      title: `Uhrzeit-Probe ${Date.now().toString(36)}`,
      slug: `uhrzeit-probe-${Date.now().toString(36)}`,
      start: '2030-01-15T09:00:00.000Z',
      end: '2030-01-15T11:00:00.000Z',
      cancelHours: 24,
      published: false,
      ticketTypes: [{ name: 'Teilnahme', priceCents: 0, capacity: 4, maxPerOrder: 1 }],
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }

  await page.goto(`/admin/collections/events/${doc.id}`)
  const start = page.getByRole('textbox', { name: 'Beginn *' })
  await expect(start).toHaveValue('15.01.2030 10:00')
  await expect(page.getByRole('textbox', { name: 'Ende *' })).toHaveValue('15.01.2030 12:00')

  // Typed as the salon's 11:30, stored as 10:30 UTC (not as New York's 11:30, 16:30 UTC).
  await expect(async () => {
    await start.fill('15.01.2030 11:30')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: 'Speichern' })).toBeEnabled({ timeout: 3_000 })
  }).toPass({ timeout: 20_000 })
  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(page.getByText('erfolgreich', { exact: false }).first()).toBeVisible()
  const saved = (await (
    await page.request.get(`/api/events/${doc.id}?depth=0`, { headers: adminHeaders() })
  ).json()) as { start: string; end: string }
  expect(saved.start).toBe('2030-01-15T10:30:00.000Z')
  expect(saved.end).toBe('2030-01-15T11:00:00.000Z')
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Beginn *' })).toHaveValue('15.01.2030 11:30')

  await page.request.delete(`/api/events/${doc.id}`, {
    headers: { ...adminHeaders(), origin: 'http://127.0.0.1:3210' },
  })
})
