import { ADMIN_STATE, adminHeaders, expect, test } from './support'
import { adminFormReady } from './settled'

test.use({ storageState: ADMIN_STATE })

test('the owner changes a price in euros, typed with a comma', async ({ page, request }) => {
  // A page of its own, so tests running in parallel never see the change.
  const created = await request.post('/api/pages', {
    headers: adminHeaders(),
    data: {
      title: `Preise Barbershop ${Date.now()}`,
      _status: 'published',
      layout: [
        {
          blockType: 'priceList',
          groups: [{ title: 'Bart', services: [{ name: 'Bart in Form', priceCents: 1500 }] }],
        },
      ],
    },
  })
  expect(created.status()).toBe(201)
  const { id, path } = (await created.json()).doc

  // Steps: open the page, type the new price, publish.
  await page.goto(`/admin/collections/pages/${id}`)
  await adminFormReady(page)
  const price = page.getByLabel('Preis (€)')
  await expect(price).toHaveValue('15,00')
  await price.fill('19,5')
  // Published when the published version has the new price; a press during an autosave is
  // swallowed, so press until it has.
  const publishedCents = async () => {
    const published = await request.get(`/api/pages/${id}?depth=0`, { headers: adminHeaders() })
    return (await published.json()).layout[0].groups[0].services[0].priceCents
  }
  await expect(async () => {
    await page.getByRole('button', { name: 'Änderungen veröffentlichen' }).click()
    await expect.poll(publishedCents, { timeout: 8_000 }).toBe(1950)
  }).toPass({ timeout: 50_000 })

  await page.goto(path)
  const list = page.getByRole('region', { name: 'Bart' })
  await expect(list).toContainText('Bart in Form')
  await expect(list).toContainText('19,50 €')
})
