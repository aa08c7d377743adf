import { type BrowserContext, expect, type Page, test } from '@playwright/test'

import { afterFrames, DEMO_PAGES, expectNoAxeViolations } from './support'
import { publicPageSettled } from './settled'

// This file uses Playwright's own `test`: every visitor here starts without a consent choice.

const GA_STAND_IN = 'http://127.0.0.1:3290/gtag/js'
const DAY = 24 * 60 * 60

const banner = (page: Page) => page.getByRole('dialog', { name: 'Ihre Einwilligung' })

/** Every request to a host other than the site itself. */
function foreignRequests(page: Page, baseURL: string): string[] {
  const origin = new URL(baseURL).origin
  const seen: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol.startsWith('http') && url.origin !== origin) seen.push(request.url())
  })
  return seen
}

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((entry) => entry.name === name)
}

const gaLoaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { __gtagStandIn?: { id: string } }).__gtagStandIn?.id)

test.describe('before any choice', () => {
  for (const { path } of DEMO_PAGES) {
    test(`${path}: banner shown, nothing requested from another host`, async ({
      page,
      baseURL,
    }) => {
      const foreign = foreignRequests(page, baseURL!)
      await page.goto(path)
      await expect(banner(page)).toBeVisible()
      await publicPageSettled(page)
      expect(foreign).toEqual([])
    })
  }

  test('first layer: Einwilligung, legal links usable, equal buttons; axe clean', async ({
    page,
  }) => {
    await page.goto('/')
    const dialog = banner(page)
    await expect(dialog).toContainText('Einwilligung')
    await expect(dialog).toContainText('YouTube')
    const accept = dialog.getByRole('button', { name: 'Alle akzeptieren' })
    const refuse = dialog.getByRole('button', { name: 'Alle ablehnen' })
    await expect(dialog.getByRole('button', { name: 'Einstellungen' })).toBeVisible()
    const look = (locator: typeof accept) =>
      locator.evaluate((element) => {
        const style = getComputedStyle(element)
        const box = element.getBoundingClientRect()
        return [
          style.backgroundColor,
          style.color,
          style.fontWeight,
          style.fontSize,
          Math.round(box.width),
          Math.round(box.height),
        ]
      })
    expect(await look(accept)).toEqual(await look(refuse))
    await expectNoAxeViolations(page)
    // Datenschutz stays reachable while the banner is open.
    await dialog.getByRole('link', { name: 'Datenschutzerklärung' }).click()
    await expect(page).toHaveURL(/\/datenschutz$/)
    await expect(banner(page)).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused()
  })

  test('second layer: one switch per service, none ticked', async ({ page }) => {
    await page.goto('/')
    await banner(page).getByRole('button', { name: 'Einstellungen' }).click()
    const switches = banner(page).getByRole('switch')
    await expect(switches).toHaveCount(4)
    for (const name of [
      'Statistik (Google Analytics)',
      'YouTube-Videos',
      'Vimeo-Videos',
      'Karten',
    ]) {
      await expect(banner(page).getByRole('switch', { name })).not.toBeChecked()
    }
    await expectNoAxeViolations(page)
  })

  test('the spec’s scroll and outside-click acceptance are off by default', async ({ page }) => {
    await page.goto('/leistungen')
    // A wheel turned while the page is still being laid out may scroll nothing (a busy gate saw
    // it): she turns it again, as a person would, until the page has moved.
    await expect(async () => {
      await page.mouse.wheel(0, 1500)
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    }).toPass({ timeout: 15_000 })
    await afterFrames(page)
    await page.mouse.click(20, 200)
    await expect(banner(page)).toBeVisible()
    expect(await cookie(page.context(), 'cookie_notice_accepted')).toBeUndefined()
  })
})

test.describe('choices', () => {
  test('"Alle akzeptieren": cookies for 365 days, logged, analytics loads here and on the next page', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    const logged = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/consent' &&
        response.request().method() === 'POST',
    )
    const analytics = page.waitForRequest((request) => request.url().startsWith(GA_STAND_IN))
    await banner(page).getByRole('button', { name: 'Alle akzeptieren' }).click()
    await expect(banner(page)).toBeHidden()
    expect((await analytics).url()).toBe(`${GA_STAND_IN}?id=G-DEMO000000`)
    expect(await (await logged).json()).toEqual({ success: true })
    await expect.poll(() => gaLoaded(page)).toBe('G-DEMO000000')

    const notice = await cookie(context, 'cookie_notice_accepted')
    expect(notice?.value).toBe('true')
    expect(notice!.expires - Date.now() / 1000).toBeGreaterThan(364 * DAY)
    expect(notice!.expires - Date.now() / 1000).toBeLessThan(366 * DAY)
    expect((await cookie(context, 'salon_consent'))?.value).toMatch(/^[0-9a-f-]{36}\.1\.1111$/)

    await page.goto('/team')
    await expect(banner(page)).toHaveCount(0)
    await expect.poll(() => gaLoaded(page)).toBe('G-DEMO000000')
  })

  test('"Alle ablehnen": cookies for 180 days, never asked again, nothing foreign on any page', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/')
    await banner(page).getByRole('button', { name: 'Alle ablehnen' }).click()
    await expect(banner(page)).toBeHidden()
    const notice = await cookie(context, 'cookie_notice_accepted')
    expect(notice?.value).toBe('false')
    expect(notice!.expires - Date.now() / 1000).toBeGreaterThan(179 * DAY)
    expect(notice!.expires - Date.now() / 1000).toBeLessThan(181 * DAY)
    expect((await cookie(context, 'salon_consent'))?.value).toMatch(/\.1\.0000$/)
    const foreign = foreignRequests(page, baseURL!)
    for (const { path } of DEMO_PAGES) {
      await page.goto(path)
      await publicPageSettled(page)
      await expect(banner(page)).toHaveCount(0)
    }
    expect(foreign).toEqual([])
  })

  test('settings: analytics only; revoke from the footer reopens with the choice; Escape keeps it', async ({
    page,
    context,
  }) => {
    await page.goto('/kontakt')
    await banner(page).getByRole('button', { name: 'Einstellungen' }).click()
    await banner(page).getByRole('switch', { name: 'Statistik (Google Analytics)' }).check()
    await banner(page).getByRole('button', { name: 'Auswahl speichern' }).click()
    await expect(banner(page)).toBeHidden()
    expect((await cookie(context, 'cookie_notice_accepted'))?.value).toBe('true')
    expect((await cookie(context, 'salon_consent'))?.value).toMatch(/\.1\.1000$/)
    await expect.poll(() => gaLoaded(page)).toBe('G-DEMO000000')

    const revoke = page
      .getByRole('contentinfo')
      .getByRole('button', { name: 'Cookie-Einstellungen' })
    await revoke.click()
    await expect(banner(page)).toBeVisible()
    await expect(banner(page)).toBeFocused()
    await banner(page).getByRole('button', { name: 'Einstellungen' }).click()
    await expect(
      banner(page).getByRole('switch', { name: 'Statistik (Google Analytics)' }),
    ).toBeChecked()
    await page.keyboard.press('Escape')
    await expect(banner(page)).toBeHidden()
    await expect(revoke).toBeFocused()

    await revoke.click()
    await banner(page).getByRole('button', { name: 'Alle ablehnen' }).click()
    expect((await cookie(context, 'cookie_notice_accepted'))?.value).toBe('false')
  })

  test('a choice for an older revision of the banner asks again', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([
      { name: 'cookie_notice_accepted', value: 'true', url: baseURL! },
      {
        name: 'salon_consent',
        value: '00000000-0000-4000-8000-000000000000.0.1111',
        url: baseURL!,
      },
    ])
    const foreign = foreignRequests(page, baseURL!)
    await page.goto('/')
    await expect(banner(page)).toBeVisible()
    await publicPageSettled(page)
    expect(foreign).toEqual([])
  })
})

test.describe('analytics opt-out', () => {
  test('sets ga-disable-<id> until 2099, confirms, and analytics never loads after consent', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/datenschutz')
    const optOut = page.getByRole('button', { name: 'Google Analytics deaktivieren' })
    await optOut.click()
    await expect(page.getByRole('status').filter({ hasText: 'deaktiviert' })).toHaveText(
      'Das Tracking durch Google Analytics wurde in Ihrem Browser für diese Website deaktiviert.',
    )
    const disabled = await cookie(context, 'ga-disable-G-DEMO000000')
    expect(disabled?.value).toBe('true')
    expect(disabled?.path).toBe('/')
    // The site asks for 31 Dec 2099 (see optOut.test.ts); Chromium keeps no cookie longer than
    // 400 days (RFC 6265bis) and stores that instead.
    const days = (disabled!.expires - Date.now() / 1000) / DAY
    expect(days).toBeGreaterThan(399)

    const foreign = foreignRequests(page, baseURL!)
    await banner(page).getByRole('button', { name: 'Alle akzeptieren' }).click()
    await page.goto('/')
    await publicPageSettled(page)
    // Consent to everything lets the home page's slide video load; analytics stays off.
    expect(foreign.filter((url) => url.startsWith(GA_STAND_IN))).toEqual([])
    expect(await gaLoaded(page)).toBeUndefined()
  })
})
