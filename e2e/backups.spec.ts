import { readFileSync } from 'node:fs'

import AxeBuilder from '@axe-core/playwright'

import { ADMIN_STATE, adminHeaders, expect, test } from './support'

const API = '/api/globals/backup-settings'

test.describe('Datensicherung', () => {
  test.use({ storageState: ADMIN_STATE })

  test('an administrator backs up now, sees the archive listed and downloads it', async ({
    page,
  }) => {
    await page.goto('/admin/globals/backup-settings')
    await expect(page.getByRole('heading', { name: 'Sicherungen', level: 2 })).toBeVisible()
    await page.getByRole('button', { name: 'Jetzt sichern' }).click()
    const status = page.getByRole('status', { name: 'Ergebnis der Sicherung' })
    await expect(status).toContainText(
      /Gesichert: salon-\d{4}-\d{2}-\d{2}-\d{6}-manuell\.tar\.gz/,
      { timeout: 60_000 },
    )
    const name = /salon-[\d-]+-manuell\.tar\.gz/.exec((await status.textContent()) ?? '')![0]
    // Named by the salon's clock, as the list beside it (a backup made at 00:30 in Berlin is
    // that day's, not the UTC day before).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date())
    expect(name.startsWith(`salon-${today}-`)).toBe(true)
    // By its name: the nightly backup may add a row of its own meanwhile.
    const row = page
      .getByRole('table', { name: 'Sicherungen' })
      .locator('tbody tr')
      .filter({ hasText: name })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText(/\d+ Bilder/)
    await expect(row).toContainText(/MB/)
    // Made by hand: outside the nightly rotation, and the list says so.
    await expect(row).toContainText('(von Hand)')
    // The list and its button; the rest of the page is Payload's own.
    const axe = await new AxeBuilder({ page })
      .include('[aria-labelledby="backups-title"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    expect(axe.violations.map((violation) => violation.id)).toEqual([])

    // The link as she clicks it: the browser downloads the archive.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('link').click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^salon-.*\.tar\.gz$/)
    const bytes = readFileSync((await download.path())!)
    expect(bytes.length).toBeGreaterThan(1000)
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b])

    // A good backup now: the dashboard has nothing to warn about.
    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: 'Übersicht' })).toBeVisible()
    await expect(page.locator('[data-backup-warning]')).toHaveCount(0)
    // The calendar and the door are one click away; the first-run list stands below the cards.
    const quick = page.getByRole('navigation', { name: 'Schnellzugriff' })
    await expect(quick.getByRole('link', { name: 'Kalender' })).toHaveAttribute(
      'href',
      '/admin/kalender',
    )
    await expect(quick.getByRole('link', { name: 'Einlass' })).toHaveAttribute(
      'href',
      '/admin/einlass',
    )
    const checklist = page.locator('[data-checklist]')
    if (await checklist.count()) {
      const cardsBottom = await page
        .locator('[data-appointments]')
        .evaluate((card) => card.getBoundingClientRect().bottom)
      expect((await checklist.boundingBox())!.y).toBeGreaterThan(cardsBottom)
      await checklist.locator('summary').click()
      await expect(checklist.locator('ol')).toBeHidden()
    }
    // It says when the last one was, in Berlin's time.
    await expect(page.locator('[data-backup-status]')).toHaveText(
      /^Letzte Datensicherung: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr · Datensicherung$/,
    )
  })
})

test('editors and visitors get no backup, no list and no download', async ({ request }) => {
  const list = await request.get(`${API}/archives`, { headers: adminHeaders() })
  expect(list.status()).toBe(200)
  const email = `sicherung-${Date.now()}@salon-lindenbluete.example`
  const created = await request.post('/api/users', {
    headers: adminHeaders(),
    data: { email, password: 'Redaktion-Passwort-2', roles: ['editor'] },
  })
  expect(created.status()).toBe(201)
  const login = await request.post('/api/users/login', {
    data: { email, password: 'Redaktion-Passwort-2' },
  })
  const editor = { Authorization: `JWT ${(await login.json()).token}` }
  const archives = ((await list.json()) as { archives: Array<{ name: string }> }).archives
  const name = archives[0]?.name ?? 'salon-2026-01-01-000000.tar.gz'
  for (const headers of [editor, {}]) {
    expect((await request.get(`${API}/archives`, { headers })).status()).toBe(403)
    expect((await request.post(`${API}/now`, { headers })).status()).toBe(403)
    expect((await request.get(`${API}/download/${name}`, { headers })).status()).toBe(403)
    expect((await request.get(`/api/globals/backup-settings`, { headers })).status()).toBe(403)
  }
  // Only an archive's own name: no way out of the folder.
  const escape = await request.get(`${API}/download/..%2F..%2Fdata%2Fpayload-secret`, {
    headers: adminHeaders(),
  })
  expect(escape.status()).toBe(404)
})
