import type { Page } from '@playwright/test'

import {
  expectWorkingSuggestions,
  liveSearchTiming,
  recordLiveSearchTiming,
  typeQuery,
} from './liveSearch'
import { expect, expectNoAxeViolations, pausePageClock, test } from './support'

async function openSearch(page: Page, width: number) {
  await recordLiveSearchTiming(page)
  await page.setViewportSize({ width, height: 800 })
  await page.goto('/')
  await expect(page.locator('#main-nav')).toHaveAttribute('data-enhanced', '')
  await page.locator('#search-toggle').click()
  await expect(page.locator('#header-search-input')).toBeFocused()
}

const list = (page: Page) => page.getByRole('listbox', { name: 'Suchvorschläge' })

test.describe('live search suggestions', () => {
  test('dropdown: from four characters, 500 ms after the last keystroke', async ({ page }) => {
    await openSearch(page, 1280)
    const asked = async () =>
      (await liveSearchTiming(page)).requests.map((request) => request.search)
    // The page's clock moves only when the test moves it: the debounce to the millisecond.
    await pausePageClock(page)
    await typeQuery(page, 'Bra')
    await page.clock.runFor(800)
    expect(await asked()).toEqual([])
    await expect(list(page)).toBeHidden()

    await typeQuery(page, 'u')
    await page.clock.runFor(499)
    expect(await asked()).toEqual([])
    await page.clock.runFor(1)
    await expect.poll(asked).toEqual(['Brau'])
    const timing = await liveSearchTiming(page)
    expect(timing.requests[0]!.at - timing.lastInput).toBe(500)
    await page.clock.resume()
    await expect(list(page)).toBeVisible()

    // Typing on quickly asks once, for the last state only.
    await typeQuery(page, 'tfris')
    await expect.poll(asked).toEqual(['Brau', 'Brautfris'])
  })

  test('dropdown: suggestions, keyboard and Enter', async ({ page }) => {
    await openSearch(page, 1280)
    await expectWorkingSuggestions(page)
  })

  test('each query is asked once per page view', async ({ page }) => {
    await openSearch(page, 1280)
    const field = page.locator('#header-search-input')
    await typeQuery(page, 'Farbe')
    await expect(list(page).getByRole('option').first()).toBeVisible()
    await typeQuery(page, 'n')
    await expect.poll(async () => (await liveSearchTiming(page)).requests.length).toBe(2)
    // Back to a query already answered: shown again, and well past the debounce not asked again.
    await pausePageClock(page)
    await field.press('Backspace')
    await page.clock.runFor(900)
    expect((await liveSearchTiming(page)).requests.map((request) => request.search)).toEqual([
      'Farbe',
      'Farben',
    ])
    await page.clock.resume()
    await expect(list(page).getByRole('option').first()).toBeVisible()
  })

  test('no results, Escape, blur and the pointer leaving hide or explain', async ({ page }) => {
    await openSearch(page, 1280)
    const field = page.locator('#header-search-input')
    await typeQuery(page, 'Xylophonkonzert')
    const popup = page.locator('.live-search')
    await expect(popup).toHaveText(
      'Keine Suchergebnisse für Ihre Anfrage. Bitte versuchen Sie es erneut.',
    )
    await expect(field).toHaveAttribute('aria-expanded', 'false')

    await field.fill('')
    await typeQuery(page, 'Team')
    await expect(list(page)).toBeVisible()
    // Escape closes the suggestions first, the search panel with the next press.
    await field.press('Escape')
    await expect(list(page)).toBeHidden()
    await expect(page.locator('#header-search')).toBeVisible()

    await typeQuery(page, 's')
    await expect(list(page)).toBeVisible()
    await page.locator('.live-search-item').first().hover()
    await page.mouse.move(5, 700)
    await expect(list(page)).toBeHidden()

    await typeQuery(page, 'x')
    await expect(popup).toHaveText(
      'Keine Suchergebnisse für Ihre Anfrage. Bitte versuchen Sie es erneut.',
    )
    await field.press('Backspace')
    await expect(list(page)).toBeVisible()
    await field.evaluate((element: HTMLElement) => element.blur())
    await expect(list(page)).toBeHidden()
  })

  test('mobile flyout: the search panel suggests too', async ({ page }) => {
    await openSearch(page, 412)
    await expect(page.locator('#site-header')).toHaveAttribute('data-panel', 'search')
    await expectWorkingSuggestions(page)
  })
})

for (const width of [1440, 390])
  test(`suggestions show a post's and a work's own picture, as a page's (${width} px)`, async ({
    page,
  }) => {
    await openSearch(page, width)
    const field = page.locator('#header-search-input')
    for (const [query, kind, title] of [
      ['Winterpflege', 'Beitrag', 'Winterpflege: So bleibt Ihr Haar geschmeidig'],
      ['Honig-Balayage', 'Portfolio', 'Von Straßenköterblond zu Honig-Balayage'],
    ] as const) {
      await field.fill('')
      await typeQuery(page, query)
      const option = list(page).getByRole('option').filter({ hasText: title })
      await expect(option).toContainText(kind)
      const picture = option.locator('img.live-search-image')
      await expect(picture).toHaveJSProperty('complete', true)
      expect(
        await picture.evaluate((image: HTMLImageElement) => image.naturalWidth),
      ).toBeGreaterThan(0)
    }
    await expectNoAxeViolations(page)
  })

test.describe('/suche', () => {
  test('works without JavaScript: results with marked matches', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const response = await page.goto('/suche?s=F%C3%A4rben')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('status')).toContainText('Treffer für „Färben“')
    const results = page.locator('.search-results li')
    expect(await results.count()).toBeGreaterThan(0)
    await expect(page.locator('.search-results mark').first()).toHaveText(/^(Farbe|färben|Färben)/i)
    await page.getByRole('searchbox', { name: 'Suchbegriff' }).fill('Brautfrisuren')
    await page.getByRole('main').getByRole('button', { name: 'Suchen' }).click()
    await expect(page.locator('.search-results a').first()).toHaveAttribute(
      'href',
      '/leistungen/brautfrisuren',
    )
    await context.close()
  })

  test('is served from the front cache per query and passes axe', async ({ page, request }) => {
    const first = await request.get('/suche?s=Balayage')
    const again = await request.get('/suche?s=Balayage')
    expect(again.headers()['x-page-cache']).toBe('HIT')
    expect(await again.text()).toBe(await first.text())
    await page.goto('/suche?s=Balayage')
    await expect(page.getByRole('status')).toContainText('Treffer')
    await expectNoAxeViolations(page)
    await page.goto('/suche?s=abc')
    await expect(page.getByRole('status')).toHaveText('Bitte geben Sie mindestens 4 Zeichen ein.')
  })
})
