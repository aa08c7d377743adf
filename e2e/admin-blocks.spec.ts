import { ADMIN_STATE, expect, test } from './support'

test.use({ storageState: ADMIN_STATE })

test('the block chooser shows what each block makes, with a German description', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/admin/collections/pages/create')
  await page.locator('button', { hasText: 'Abschnitt hinzufügen' }).first().click()
  await expect(page.getByRole('heading', { name: 'Abschnitt hinzufügen' })).toBeVisible()
  const pictures = page.locator('img[src^="data:image/svg+xml,"]')
  await expect(pictures).toHaveCount(21)
  await expect(page.getByRole('img', { name: /^Großes Bild über die ganze Breite/ })).toBeVisible()
  for (const alt of await pictures.evaluateAll((images) =>
    images.map((image) => image.getAttribute('alt') ?? ''),
  ))
    expect(alt).toMatch(/^[A-ZÄÖÜ][a-zäöüß]+[ ,]/)
  // Every picture is drawn, none a broken image.
  expect(
    await pictures.evaluateAll((images) =>
      images.every((image) => (image as HTMLImageElement).naturalWidth > 0),
    ),
  ).toBe(true)
})
