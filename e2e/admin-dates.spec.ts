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
  const validUntil = page.getByLabel('Gültig bis')
  await expect(validUntil).toHaveValue('14.06.2030')
  expect(await validUntil.evaluate((element) => element.tagName)).toBe('INPUT')
  // A click on the label puts the cursor in the field.
  await page.locator('label', { hasText: 'Gültig bis' }).click()
  await expect(validUntil).toBeFocused()
})
