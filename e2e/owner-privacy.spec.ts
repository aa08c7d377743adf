import { enhancedForm, fillDemoForm, tookTheirTime } from './contactFormKit'
import { mailTo } from './mailKit'
import { ADMIN_STATE, expect, expectNoAxeViolations, otherAddressesIn, test } from './support'

test.use({ storageState: ADMIN_STATE })

test('a data request: the owner finds everything for an address, mails it, erases it, and the log says so', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const email = `auskunft-${Date.now()}@example.org`
  // A visitor's contact request, with her address.
  const visitor = await browser.newPage({ storageState: { cookies: [], origins: [] } })
  await visitor.goto('/kontakt')
  const form = await enhancedForm(visitor)
  await fillDemoForm(form, 'Dora Daten')
  await form.getByLabel('E-Mail-Adresse').fill(email)
  await tookTheirTime(form)
  await form.getByRole('button', { name: 'Nachricht senden' }).click()
  await expect(form.locator('form')).toHaveAttribute('data-status', 'sent')
  await visitor.close()

  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/admin/collections/privacy-requests')
  const desk = page.locator('[data-privacy-desk]')
  await desk.getByLabel('E-Mail-Adresse der anfragenden Person').fill(email)
  await desk.getByRole('button', { name: 'Suchen' }).click()
  const requests = desk.getByRole('region', { name: 'Anfragen über Formulare' })
  await expect(requests).toContainText('Anfragen über Formulare (1)')
  await expect(requests).toContainText(
    'Beim Löschen: werden gelöscht, mit den mitgesandten Dateien.',
  )
  await expect(requests.getByRole('link')).toHaveAttribute(
    'href',
    /^\/admin\/collections\/form-submissions\/\d+$/,
  )
  await expectNoAxeViolations(page, { within: ['[data-privacy-desk]'] })
  await page.screenshot({ path: test.info().outputPath('privacy-desk-1440.png') })

  // Access (Art. 15): the readable document, her data only (issue 56).
  const opened = page.waitForEvent('popup')
  await desk.getByRole('link', { name: 'Auskunft als Dokument öffnen' }).click()
  const copy = await opened
  await expect(copy.getByRole('heading', { level: 1 })).toHaveText(/^Ihre gespeicherten Daten bei /)
  await expect(copy.getByRole('heading', { name: 'Nachrichten über Formulare (1)' })).toBeVisible()
  const shown = await copy.locator('main').innerText()
  expect(shown).toContain('Dora Daten')
  expect(shown).toContain(email)
  expect(shown).toMatch(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/)
  expect(shown).not.toMatch(/feedToken|\/api\/|token=|\.ics/i)
  // Nobody else's address: her data only.
  expect(otherAddressesIn(shown, email)).toEqual([])
  await expectNoAxeViolations(copy)
  await copy.close()

  // The file goes to her by mail, readable and as JSON.
  await desk.getByRole('button', { name: 'Auskunft per E-Mail senden' }).click()
  await expect(desk.getByRole('status')).toHaveText('Auskunft per E-Mail: versendet.')
  const access = await mailTo(page, email, /^Ihre Datenauskunft – /)
  expect(access.attachments.map((file) => file.filename)).toEqual([
    expect.stringMatching(/^datenauskunft-.+\.html$/),
    expect.stringMatching(/^datenauskunft-.+\.json$/),
  ])

  // Erasure (Art. 17): asked first, with what happens; then done and said.
  await desk.getByRole('button', { name: 'Daten löschen …' }).click()
  const confirm = desk.getByRole('alertdialog', { name: 'Löschen bestätigen' })
  await expect(confirm).toContainText('Das lässt sich nicht rückgängig machen.')
  await expect(confirm.getByRole('checkbox')).toBeChecked()
  await confirm.getByRole('button', { name: 'Endgültig löschen' }).click()
  await expect(desk.getByRole('status')).toContainText('Erledigt. Gelöscht oder anonymisiert:')
  await expect(desk.getByRole('status')).toContainText('E-Mail an die Person: versendet.')
  const erased = await mailTo(page, email, /^Ihre Daten wurden gelöscht – /)
  expect(erased.text).toContain(email)

  // The log lists the answers with the address (the document, the mail, the erasure).
  const rows = page.locator('table tbody tr', { hasText: email })
  await expect(rows).toHaveCount(3)
  await expect(rows.first()).toContainText('Löschung (Art. 17)')
  await expect(rows.last()).toContainText('Auskunft (Art. 15)')
  await desk.getByRole('button', { name: 'Suchen' }).click()
  await expect(desk.getByRole('region')).toHaveCount(1)
  await expect(desk.getByRole('region', { name: 'E-Mails an die Adresse' })).toContainText(
    'Ihre Daten wurden gelöscht',
  )

  // On a phone the desk fits the screen.
  await page.setViewportSize({ width: 390, height: 844 })
  // Opened on the phone: the side menu folded once the admin's scripts ran.
  await page.reload()
  await expect(
    page.getByRole('button', { name: 'Menü öffnen' }).filter({ visible: true }),
  ).toBeVisible({ timeout: 30_000 })
  await expect(desk.getByLabel('E-Mail-Adresse der anfragenden Person')).toBeInViewport()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(overflow).toBeLessThanOrEqual(390)
  await page.screenshot({ path: test.info().outputPath('privacy-desk-390.png'), fullPage: true })
})
