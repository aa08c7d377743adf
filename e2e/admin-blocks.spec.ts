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

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const)
  test(`a new text section is ready to type in, without „Spalte hinzufügen“ first (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height })
    await page.goto('/admin/collections/pages/create')
    await page.getByLabel('Titel').first().fill(`Willkommen ${width}`)
    await page.locator('button', { hasText: 'Abschnitt hinzufügen' }).first().click()
    const chooser = page.getByRole('heading', { name: 'Abschnitt hinzufügen' })
    await expect(chooser).toBeVisible()
    const text = page.getByRole('button', { name: / Text$/ }).first()
    await expect(text.locator('img')).toHaveJSProperty('complete', true)
    await text.click()
    await expect(chooser).toBeHidden()
    const editor = page.locator('[data-lexical-editor="true"]').first()
    await expect(editor).toBeVisible({ timeout: 15_000 })
    await editor.click()
    await page.keyboard.type('Willkommen im Salon')
    await expect(editor).toContainText('Willkommen im Salon')
  })
