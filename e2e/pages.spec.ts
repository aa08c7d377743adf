import { DEMO_PAGES, expect, expectNoAxeViolations, recordForeignRequests, test } from './support'
import { publicPageSettled } from './settled'

for (const { path, heading } of DEMO_PAGES) {
  test.describe(`demo page ${path}`, () => {
    test('renders in German with its heading, metadata and no third-party request', async ({
      page,
      baseURL,
    }) => {
      const foreign = recordForeignRequests(page, new URL(baseURL!).origin)
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', 'de')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page).toHaveTitle(/Salon Lindenblüte/)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new URL(path, baseURL).toString().replace(/\/$/, ''),
      )
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        /Salon Lindenblüte/,
      )
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /summary/)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/)
      await publicPageSettled(page)
      expect(foreign).toEqual([])
    })

    test('has no accessibility violations', async ({ page }) => {
      await page.goto(path)
      await expectNoAxeViolations(page)
    })
  })
}

test('pages are served from the cache after the first request', async ({ request }) => {
  await request.get('/team')
  const second = await request.get('/team')
  expect(second.headers()['x-page-cache']).toBe('HIT')
  expect(second.headers()['cache-control']).toMatch(/s-maxage=60, stale-while-revalidate=\d+/)
})

test('prices are shown in euros with German formatting', async ({ page }) => {
  await page.goto('/leistungen')
  const damen = page.getByRole('region', { name: 'Damen' })
  await expect(damen).toContainText('49,00 €')
  await expect(damen).toContainText('45 Min.')
  await expect(page.getByRole('region', { name: 'Farbe & Strähnen' })).toContainText('ab 129,00 €')
})

test('opening hours show today’s status, computed in Berlin time', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-24T09:30:00Z')) // Tuesday 10:30 in Berlin
  await page.goto('/kontakt')
  // The contact form on the page has a status region of its own.
  const status = page.locator('#oeffnungszeiten').getByRole('status')
  // The cached page holds the status of its render time; in view, the browser recomputes it.
  await status.scrollIntoViewIfNeeded()
  await expect(status).toHaveText('Jetzt geöffnet')
  await page.clock.setFixedTime(new Date('2026-11-23T09:30:00Z')) // Monday: closed
  await page.reload()
  await status.scrollIntoViewIfNeeded()
  await expect(status).toHaveText('Geschlossen')
  await expect(page.getByRole('row', { name: /Samstag/ })).toContainText('09:00–15:00 Uhr')
})

test('unknown addresses get a German 404 page', async ({ page }) => {
  const response = await page.goto('/gibt-es-nicht')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden')
  await expect(page.getByRole('link', { name: 'Zur Startseite' })).toBeVisible()
  await expectNoAxeViolations(page)
})
