import { adminState, adminHeaders, expect, test } from './support'
import { adminFormReady } from './settled'

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
