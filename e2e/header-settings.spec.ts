import { type Page } from '@playwright/test'

import { expectWorkingSuggestions } from './liveSearch'
import { publicPageSettled } from './settled'
import {
  adminHeaders,
  adminState,
  afterFrames,
  expect,
  expectNoAxeViolations,
  test,
} from './support'

/**
 * Changes site-wide header settings, so this file runs in its own project after every other
 * browser test (playwright.config.ts) and restores the settings at the end.
 */
test.describe.configure({ mode: 'serial' })

type HeaderSettings = { mobileMenuDesign: string; headerSearch: string; headerLayout: string }

async function setHeaderSettings(page: Page, data: Partial<HeaderSettings>) {
  const response = await page.request.post('/api/globals/site-settings', {
    headers: adminHeaders('settings'),
    data,
  })
  expect(response.status(), await response.text()).toBe(200)
}

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage()
  await setHeaderSettings(page, {
    mobileMenuDesign: 'flyout',
    headerSearch: 'dropdown',
    headerLayout: 'logo-left',
  })
  await page.close()
})

test('classic mobile menu: a dropdown list and a "Gehe zu ..." list that navigates', async ({
  page,
}) => {
  await setHeaderSettings(page, { mobileMenuDesign: 'classic' })
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/')
  await expect(page.locator('#main-nav')).toHaveAttribute('data-enhanced', '')
  const goTo = page.getByRole('combobox', { name: 'Gehe zu ...' })
  await expect(goTo).toBeVisible()
  await expect(goTo.locator('option').first()).toHaveText('Gehe zu ...')

  const menuToggle = page.locator('#menu-toggle')
  await menuToggle.click()
  const nav = page.locator('#main-nav')
  await expect(nav).toBeVisible()
  await expect(nav).toHaveAttribute('data-expanded', 'true')
  // The list drops below the bar instead of covering the page.
  expect(await nav.evaluate((element) => getComputedStyle(element).position)).not.toBe('fixed')
  await page.getByRole('button', { name: 'Untermenü von Leistungen öffnen' }).click()
  await expect(nav.getByRole('link', { name: 'Herren' })).toBeVisible()
  await expectNoAxeViolations(page)
  await menuToggle.click()
  await expect(nav).toBeHidden()

  await goTo.selectOption({ label: 'Galerie' })
  await expect(page).toHaveURL(/\/galerie$/)
})

test('overlay search covers the page; Escape closes it and focus returns', async ({ page }) => {
  await setHeaderSettings(page, { headerSearch: 'overlay' })
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  await expect(page.locator('#main-nav')).toHaveAttribute('data-enhanced', '')
  const toggle = page.locator('#search-toggle')
  await toggle.click()
  const panel = page.locator('#header-search')
  await expect(panel).toBeVisible()
  // Once its 200 ms entrance has run, it covers the whole window.
  await expect
    .poll(async () => {
      const box = await panel.boundingBox()
      return box && [box.x, box.y, box.width, box.height].map(Math.round)
    })
    .toEqual([0, 0, 1280, 800])
  await expect(page.locator('#header-search-input')).toBeFocused()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Suche schließen' }).click()
  await expect(panel).toBeHidden()
  await expect(toggle).toBeFocused()
  await toggle.click()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(toggle).toBeFocused()
})

test('overlay search suggests as the dropdown does', async ({ page }) => {
  await setHeaderSettings(page, { headerSearch: 'overlay' })
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  await expect(page.locator('#main-nav')).toHaveAttribute('data-enhanced', '')
  await page.locator('#search-toggle').click()
  await expect(page.locator('#header-search-input')).toBeFocused()
  await expectWorkingSuggestions(page)
})

test.describe('consent options the owner may switch on', () => {
  const consentBanner = (page: Page) => page.getByRole('dialog', { name: 'Ihre Einwilligung' })

  async function setConsentSettings(page: Page, data: Record<string, unknown>) {
    const response = await page.request.post('/api/globals/consent-settings', {
      headers: adminHeaders('settings'),
      data,
    })
    expect(response.status(), await response.text()).toBe(200)
  }

  test.afterAll(async ({ browser }) => {
    const page = await browser.newPage()
    await setConsentSettings(page, {
      acceptOnScroll: false,
      acceptOnOutsideClick: false,
      floatingRevoke: false,
      privacyPath: '/datenschutz',
    })
    await page.close()
  })

  test('every consent gate links the privacy page the owner named', async ({ page }) => {
    await setConsentSettings(page, { privacyPath: '/impressum' })
    const privacyLinks = page.getByRole('link', { name: 'Mehr in der Datenschutzerklärung' })
    for (const path of ['/salon', '/kontakt']) {
      await page.goto(path)
      await expect(privacyLinks.first()).toBeVisible()
      for (const link of await privacyLinks.all())
        await expect(link).toHaveAttribute('href', '/impressum')
    }
  })

  test('accept by scrolling past the offset, when switched on', async ({ browser }) => {
    const admin = await browser.newPage()
    await setConsentSettings(admin, { acceptOnScroll: true, scrollOffset: 300 })
    await admin.close()
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } })
    const page = await context.newPage()
    await page.goto('/leistungen')
    await expect(consentBanner(page)).toBeVisible()
    await expect(page.locator('[data-island="consent-banner"]')).toHaveAttribute(
      'data-island-ready',
      '',
    )
    await page.evaluate(() => window.scrollTo(0, 200))
    await afterFrames(page)
    await expect(consentBanner(page)).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, 600))
    await expect(consentBanner(page)).toBeHidden()
    const cookies = await context.cookies()
    expect(cookies.find((c) => c.name === 'cookie_notice_accepted')?.value).toBe('true')
    await context.close()
  })

  test('accept by clicking outside the banner, when switched on; floating revoke', async ({
    browser,
  }) => {
    const admin = await browser.newPage()
    await setConsentSettings(admin, {
      acceptOnScroll: false,
      acceptOnOutsideClick: true,
      floatingRevoke: true,
    })
    await admin.close()
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } })
    const page = await context.newPage()
    await page.goto('/')
    await expect(consentBanner(page)).toBeVisible()
    // The inline script shows the banner before paint; a click counts once its island listens.
    await expect(page.locator('[data-island="consent-banner"]')).toHaveAttribute(
      'data-island-ready',
      '',
    )
    await consentBanner(page).getByRole('heading').click()
    await expect(consentBanner(page)).toBeVisible()
    await page.mouse.click(20, 300)
    await expect(consentBanner(page)).toBeHidden()
    const cookies = await context.cookies()
    expect(cookies.find((c) => c.name === 'cookie_notice_accepted')?.value).toBe('true')
    const floating = page.getByRole('button', { name: 'Cookie-Einstellungen' }).last()
    await floating.click()
    await expect(consentBanner(page)).toBeVisible()
    await context.close()
  })
})

test.describe('a main menu with ten entries', () => {
  test.use({ storageState: adminState('settings') })

  test('stays reachable at 1280 and 1440 px, and the header settings say it wraps', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const header = async () =>
      (await (
        await page.request.get('/api/globals/header?depth=0', { headers: adminHeaders('settings') })
      ).json()) as {
        mainMenu: Array<Record<string, unknown>>
      }
    const saveMenu = async (mainMenu: Array<Record<string, unknown>>) => {
      const response = await page.request.post('/api/globals/header', {
        headers: adminHeaders('settings'),
        data: { mainMenu },
      })
      expect(response.status(), await response.text()).toBe(200)
    }
    const original = (await header()).mainMenu
    const extra = ['Preise im Winter', 'Gutscheine', 'Karriere'].map((label) => ({
      link: { type: 'url', url: '/kontakt', label },
      submenu: 'none',
    }))
    await saveMenu([...original.map(({ id: _id, ...entry }) => entry), ...extra])
    try {
      // The admin measures the saved header and says it needs a second line.
      await page.goto('/admin/globals/header')
      await expect(page.locator('[data-menu-fit]')).toHaveAttribute('data-menu-fit', 'wraps', {
        timeout: 30_000,
      })
      await expect(page.locator('[data-menu-fit]')).toContainText('10 Menüpunkte')
      for (const width of [1280, 1440]) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto('/team')
        // Looked at once the page stopped moving (the owner's admin bar, the header's tools and
        // islands in place), as she would.
        await publicPageSettled(page)
        const links = page.locator('#main-menu > li > a')
        await expect(links).toHaveCount(10)
        for (const link of await links.all()) {
          await expect(link).toBeVisible()
          // Nothing drawn over it: the point in its middle belongs to the link itself. Measured
          // and hit in one go in the page, so nothing can move in between; a failure names what
          // was drawn there.
          const onTop = await link.evaluate((own) => {
            const box = own.getBoundingClientRect()
            const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
            const hit = document.elementFromPoint(x, y)
            return {
              text: hit?.closest('a')?.textContent ?? '',
              hit: hit ? hit.outerHTML.slice(0, 160) : `nothing at ${x},${y}`,
            }
          })
          expect(onTop.text, `drawn there: ${onTop.hit}`).toBe(await link.textContent())
        }
        await links.filter({ hasText: 'Preise im Winter' }).click()
        await expect(page).toHaveURL(/\/kontakt$/)
      }
    } finally {
      await saveMenu(original.map(({ id: _id, ...entry }) => entry))
    }
    // The demo's seven entries fit one line again.
    await page.goto('/admin/globals/header')
    await expect(page.locator('[data-menu-fit]')).toHaveAttribute('data-menu-fit', 'fits', {
      timeout: 30_000,
    })
  })
})

test('layout v7: the logo in the middle of the menu on a laptop, on the left on a phone', async ({
  page,
}) => {
  await setHeaderSettings(page, {
    headerLayout: 'v7',
    mobileMenuDesign: 'flyout',
    headerSearch: 'dropdown',
  })
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/')
  const header = page.locator('#site-header')
  await expect(header).toHaveAttribute('data-layout', 'v7')
  await page.evaluate(() => document.documentElement.setAttribute('data-web-fonts', ''))
  await page.evaluate(() => document.fonts.ready)
  const entries = page.locator('#main-menu > li:not([data-menu-logo])')
  const middle = page.locator('#main-menu > [data-menu-logo]')
  await expect(middle.getByRole('link', { name: 'Salon Lindenblüte' })).toBeVisible()
  // One way home: the bar's own logo stands aside while the middle one shows.
  await expect(header.getByRole('link', { name: 'Salon Lindenblüte' })).toHaveCount(1)
  const count = await entries.count()
  const left = Math.ceil(count / 2)
  const box = async (locator: ReturnType<typeof page.locator>) => (await locator.boundingBox())!
  const logo = await box(middle)
  expect((await box(entries.nth(left - 1))).x).toBeLessThan(logo.x)
  expect((await box(entries.nth(left))).x).toBeGreaterThan(logo.x + logo.width - 1)
  // All on one line, at the logo's height.
  for (const index of [0, count - 1])
    expect(Math.abs((await box(entries.nth(index))).y - logo.y)).toBeLessThan(logo.height)
  await page.mouse.move(2, 898)
  await expect(header).toHaveScreenshot('header-v7-desktop.png', {
    stylePath: ['e2e/visual.css'],
  })
  await expectNoAxeViolations(page)

  // On a phone the menu collapses: the logo on the left, the flyout lists only the entries.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await expect(header).toHaveAttribute('data-mode', 'collapsed')
  await expect(middle).toBeHidden()
  await expect(header.getByRole('link', { name: 'Salon Lindenblüte' })).toBeVisible()
  await page.evaluate(() => document.documentElement.setAttribute('data-web-fonts', ''))
  await page.evaluate(() => document.fonts.ready)
  await expect(header).toHaveScreenshot('header-v7-phone.png', { stylePath: ['e2e/visual.css'] })
  await page.locator('#menu-toggle').click()
  await expect(page.locator('#main-nav')).toHaveAttribute('data-expanded', 'true')
  await expect(
    page.locator('#main-nav').getByRole('link', { name: 'Salon Lindenblüte' }),
  ).toBeHidden()
  await expect(entries.first()).toBeVisible()
  await expectNoAxeViolations(page)
})
