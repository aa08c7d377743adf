import type { Locator } from '@playwright/test'

import { ADMIN, ADMIN_STATE, adminHeaders, expect, firstId, publishInAdmin, test } from './support'
import { adminFormReady } from './settled'

/**
 * The menu in the owner's words (issue 60): no item named like its group, the site's own
 * records under „Technik“, no English or internal word (src/test/adminWords.test.ts checks
 * every label of the configuration; this is what the browser shows of it).
 */
async function expectPlainMenu(sideMenu: Locator) {
  for (const name of [
    'Shop-Einstellungen',
    'Zahlungseinstellungen',
    'Kontaktformulare',
    'Buchungseinstellungen',
  ])
    await expect(sideMenu.getByRole('link', { name, exact: true })).toBeAttached()
  await expect(sideMenu.getByText('Technik', { exact: true })).toBeAttached()
  await expect(sideMenu).not.toContainText(/Suchindex|Geocoding|Umzüge von WordPress|Shop\s*Shop/)
}

test.describe('admin login', () => {
  test.use({ locale: 'en-US' })

  test('speaks German to an English browser and lets the owner log in', async ({ page }) => {
    await page.goto('/admin')
    await expect(page.getByLabel('E-Mail')).toBeVisible()
    await page.getByLabel('E-Mail').fill(ADMIN.email)
    await page.getByLabel('Passwort').fill(ADMIN.password)
    await page.getByRole('button', { name: 'Anmelden' }).click()
    await expect(page.getByRole('link', { name: 'Seiten' }).first()).toBeVisible()
  })

  test('is the salon’s: its name and mark, the site’s icon, no CMS maker in link previews', async ({
    page,
  }) => {
    await page.goto('/admin/login')
    await expect(page.getByText('Salon Lindenblüte – Verwaltung')).toBeVisible()
    const head = await page.locator('head').innerHTML()
    expect(head).not.toContain('Payload is a headless CMS')
    expect(head).not.toContain('Payload App')
    expect(await page.locator('link[rel="icon"]').first().getAttribute('href')).toBe('/favicon.ico')
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toContain(
      'Salon-Verwaltung',
    )
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')
  })
})

test.describe('admin', () => {
  test.use({ locale: 'en-US', storageState: ADMIN_STATE })

  test('the salon’s mark fits the navigation’s home slot on a laptop and a phone', async ({
    page,
  }) => {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/admin')
      const mark = page.getByRole('img', { name: 'Salon Lindenblüte – Verwaltung' })
      await expect(mark).toBeVisible()
      // A 28 px mark in Payload's 18 px slot (16 on a phone) was drawn as half a circle.
      const sizes = () =>
        mark.evaluate((element) => {
          const drawn = element.querySelector('svg')!.getBoundingClientRect()
          const slot = element.closest('.step-nav__home')!.getBoundingClientRect()
          return {
            width: drawn.width,
            right: slot.right - drawn.right,
            bottom: slot.bottom - drawn.bottom,
          }
        })
      // Payload lays the navigation out again once its scripts run: measured when it settled.
      await expect.poll(async () => (await sizes()).width).toBeGreaterThan(12)
      const drawn = await sizes()
      expect(drawn.right).toBeGreaterThanOrEqual(-0.5)
      expect(drawn.bottom).toBeGreaterThanOrEqual(-0.5)
    }
  })

  test('the side menu is open beside the page from 1025 px, folded on a phone, its toggle named in German; no „API“ tab', async ({
    page,
  }) => {
    const sideMenu = page.locator('.nav__wrap')
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/admin')
    await expect(sideMenu.getByRole('link', { name: 'Kalender (Termine)' })).toBeInViewport()
    await expect(sideMenu.getByRole('link', { name: /^Einlass/ })).toBeInViewport()
    await expect(page.getByRole('button', { name: 'Menü schließen' }).first()).toBeAttached()
    await expect(page.getByRole('button', { name: /Öffnen Menü|Schließen Menü/ })).toHaveCount(0)
    await expectPlainMenu(sideMenu)

    // On a phone it stays folded (Payload's own menu over the page), its toggle in German.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/admin')
    const open = page.getByRole('button', { name: 'Menü öffnen' }).filter({ visible: true })
    await expect(open).toBeVisible({ timeout: 30_000 })
    await open.click()
    await expect(page.getByRole('button', { name: 'Menü schließen' }).first()).toBeAttached()
    await expect(sideMenu.getByRole('link', { name: 'Kalender (Termine)' })).toBeInViewport()
    await expectPlainMenu(sideMenu)

    // An edit view: „Bearbeiten“ and „Versionen“, no raw JSON for the owner.
    await page.setViewportSize({ width: 1440, height: 900 })
    const page1 = await firstId(page, 'pages')
    await page.goto(`/admin/collections/pages/${page1}`)
    await expect(page.getByRole('link', { name: 'Versionen' }).first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'API', exact: true })).toHaveCount(0)
    const tabs = page.locator('.doc-tabs')
    await expect(tabs.getByText('Bearbeiten', { exact: true })).toBeVisible()
    // Where „Bearbeiten“ would be the only tab (no history), no tab at all, at either width.
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height })
      await page.goto('/admin/globals/site-settings')
      await expect(page.getByLabel('Name des Geschäfts')).toBeVisible({ timeout: 30_000 })
      await expect(tabs.getByText('Bearbeiten', { exact: true })).toBeHidden()
      await expect(
        page.getByText('Bearbeiten', { exact: true }).filter({ visible: true }),
      ).toHaveCount(0)
    }
    // Typed by hand, the address leads nowhere either (Next.js streams the not-found view).
    for (const address of [
      `/admin/collections/pages/${page1}/api`,
      '/admin/globals/site-settings/api',
    ]) {
      await page.goto(address)
      await expect(page.getByRole('heading', { name: 'Keine Ergebnisse' })).toBeVisible()
    }
  })

  test('on a phone every list is a column of cards, on a laptop a table', async ({ page }) => {
    for (const list of ['appointments', 'users']) {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(`/admin/collections/${list}`)
      const rows = page.locator('.collection-list tbody tr')
      await expect(rows.first()).toBeVisible()
      // Nothing to swipe sideways: every card within the screen, the headings gone. Read once the
      // list has settled: while its cells still load, a wider one may stand out for a moment.
      const table = page.locator('.collection-list .table')
      await expect
        .poll(() => table.evaluate((element) => element.scrollWidth - element.clientWidth))
        .toBe(0)
      for (const box of await rows.evaluateAll((elements) =>
        elements.slice(0, 5).map((element) => element.getBoundingClientRect().toJSON()),
      )) {
        expect(box.left).toBeGreaterThanOrEqual(0)
        expect(box.right).toBeLessThanOrEqual(390)
      }
      await expect(page.locator('.collection-list thead')).toBeHidden()
      // The record's link leads the card, on a line of its own.
      await expect(rows.first().getByRole('link').first()).toBeVisible()

      await page.setViewportSize({ width: 1440, height: 900 })
      await expect(page.locator('.collection-list thead')).toBeVisible()
    }
    // An appointment's time (its list's first column, on the salon's clock) opens it.
    await page.goto('/admin/collections/appointments')
    // Clicked again while the list is still where it was: a click in the moment React hydrates
    // the list was lost once in the gate.
    await expect(async () => {
      if (/\/appointments$/.test(new URL(page.url()).pathname))
        await page.locator('.collection-list tbody tr').first().getByRole('link').first().click()
      await expect(page).toHaveURL(/\/admin\/collections\/appointments\/\d+$/, { timeout: 5000 })
    }).toPass({ timeout: 30_000 })
  })

  test('leaving unsaved settings asks first, in the admin and in the browser', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/admin/globals/site-settings')
    await adminFormReady(page)
    await page.getByRole('button', { name: 'Unternehmen', exact: true }).click()
    await page.getByLabel('Telefon').fill('+49 30 999999')
    // The side menu is open at 1440 px.
    await page.getByRole('link', { name: 'Seiten' }).first().click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText('Ohne Speichern verlassen')
    await dialog.getByRole('button', { name: 'Auf dieser Seite bleiben' }).click()
    await expect(page).toHaveURL(/\/admin\/globals\/site-settings/)
    await expect(page.getByLabel('Telefon')).toHaveValue('+49 30 999999')

    // Closing the tab or typing another address: the browser asks (beforeunload).
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', async (prompt) => {
        resolve(prompt.type())
        await prompt.dismiss()
      }),
    )
    await page.goto('/').catch(() => undefined)
    expect(await asked).toBe('beforeunload')
  })

  test('a title changed and published in the admin shows on the site at the next request', async ({
    page,
    request,
  }) => {
    // A page of its own, so tests running in parallel never see the change.
    const created = await request.post('/api/pages', {
      headers: adminHeaders(),
      data: { title: 'Aktionen', _status: 'published' },
    })
    expect(created.status()).toBe(201)
    const { id } = (await created.json()).doc
    await page.goto('/aktionen')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aktionen')

    await page.goto(`/admin/collections/pages/${id}`)
    // The edit view is usable once its scripts have settled; typing earlier may be reset.
    await adminFormReady(page)
    await page.getByLabel('Titel').fill('Aktionen im Winter')
    await expect(page.getByLabel('Titel')).toHaveValue('Aktionen im Winter')
    await publishInAdmin(page)

    await page.goto('/aktionen')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aktionen im Winter')
    await expect(page).toHaveTitle('Aktionen im Winter | Salon Lindenblüte')
  })

  test('„Neu erstellen“ stores nothing until a title is typed; several pages in a row work', async ({
    page,
  }) => {
    // Three admin edit views and two publishes; beside the admin walk in the other worker.
    test.setTimeout(150_000)
    // Pages this test may have made: other tests make pages beside it, so a count of all of them
    // was a race (a gallery test's page once came in between).
    const since = new Date(Date.now() - 1000).toISOString()
    const count = async (where: string) =>
      (
        (await (
          await page.request.get(
            `/api/pages?limit=0&draft=true&where[createdAt][greater_than]=${since}&${where}`,
            { headers: adminHeaders() },
          )
        ).json()) as { totalDocs: number }
      ).totalDocs
    const untitled = () => count('where[title][exists]=false')
    const ours = () =>
      count(`where[title][in]=${encodeURIComponent('Gutscheine,Aktion im Advent')}`)
    await page.goto('/admin/collections/pages/create')
    await adminFormReady(page)
    // Opened and left without a title: no „<ohne Titel>“ draft in the page list.
    await page.goto('/admin/collections/pages')
    await expect(page.getByRole('heading', { name: 'Seiten', level: 1 })).toBeVisible()
    expect(await untitled()).toBe(0)
    for (const title of ['Gutscheine', 'Aktion im Advent']) {
      await page.goto('/admin/collections/pages/create')
      await adminFormReady(page)
      await expect(page.getByText(/einzigartig/i)).toHaveCount(0)
      await page.getByLabel('Titel').fill(title)
      await expect(page.getByLabel('Titel')).toHaveValue(title)
      await publishInAdmin(page)
    }
    expect(await ours()).toBe(2)
    expect(await untitled()).toBe(0)
    await page.goto('/aktion-im-advent')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aktion im Advent')
  })

  test('editors cannot change the site settings', async ({ request }) => {
    const created = await request.post('/api/users', {
      headers: adminHeaders(),
      data: {
        email: 'redaktion@salon-lindenbluete.example',
        password: 'Redaktion-Passwort-1',
        roles: ['editor'],
      },
    })
    expect(created.status()).toBe(201)
    const login = await request.post('/api/users/login', {
      data: { email: 'redaktion@salon-lindenbluete.example', password: 'Redaktion-Passwort-1' },
    })
    const editorHeaders = { Authorization: `JWT ${(await login.json()).token}` }
    const denied = await request.post('/api/globals/site-settings', {
      headers: editorHeaders,
      data: { businessName: 'X' },
    })
    expect(denied.status()).toBe(403)
  })
})

test.describe('admin bar on the site', () => {
  test.use({ storageState: ADMIN_STATE })

  test('an editor who opened the admin sees the bar; the layout and sticky header make room', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/admin')
    await expect(page.getByRole('link', { name: 'Seiten' }).first()).toBeVisible()
    await page.goto('/team')
    const bar = page.getByRole('region', { name: 'Redaktionsleiste' })
    await expect(bar).toBeVisible()
    await expect(bar).toContainText('Angemeldet als')
    const pageId = await page.locator('[data-page-id]').getAttribute('data-page-id')
    await expect(bar.getByRole('link', { name: 'Seite bearbeiten' })).toHaveAttribute(
      'href',
      `/admin/collections/pages/${pageId}`,
    )
    expect((await page.locator('#site-header').boundingBox())?.y).toBe(40)
    await page.evaluate(() => window.scrollTo(0, 700))
    await expect(page.locator('#site-header')).toHaveAttribute('data-sticky', 'true')
    // After the 200 ms slide-in.
    await expect.poll(async () => (await page.locator('#site-header').boundingBox())?.y).toBe(40)
  })

  test('visitors get no admin bar and make no request for one', async ({ browser }) => {
    // A fresh visitor: no session and nothing in storage (not the admin state of this block).
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } })
    const page = await context.newPage()
    const asked: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/users/me')) asked.push(request.url())
    })
    await page.goto('/team')
    await expect(page.locator('#main-nav')).toHaveAttribute('data-enhanced', '')
    await expect(page.getByRole('region', { name: 'Redaktionsleiste' })).toHaveCount(0)
    expect(asked).toEqual([])
    await context.close()
  })
})

/** The id of a collection's first document, read with the admin's session; null when empty. */
