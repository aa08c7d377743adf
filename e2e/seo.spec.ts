import { childrenNamed, childText, readXml } from '../src/test/readXml'
import { DEMO_PAGES, expect, test } from './support'

test('robots.txt allows the site, hides the admin and names the sitemap', async ({
  request,
  baseURL,
}) => {
  const body = await (await request.get('/robots.txt')).text()
  expect(body).toContain('Allow: /')
  expect(body).toContain('Disallow: /admin')
  expect(body).toContain('Allow: /api/media/file/')
  expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

test('sitemap.xml lists every published page, as a crawler reads it', async ({
  request,
  baseURL,
}) => {
  const sitemap = readXml(await (await request.get('/sitemap.xml')).text())
  expect(sitemap.name).toBe('urlset')
  const entries = childrenNamed(sitemap, 'url')
  const locations = entries.map((entry) => childText(entry, 'loc'))
  for (const { path } of DEMO_PAGES) expect(locations).toContain(new URL(path, baseURL).toString())
  for (const path of ['/termin', '/veranstaltungen', '/veranstaltungen/flechtkurs'])
    expect(locations).toContain(new URL(path, baseURL).toString())
  // Absolute addresses of this site only, each once; a last change a crawler can read.
  expect(new Set(locations).size).toBe(locations.length)
  for (const location of locations) expect(location.startsWith(`${baseURL}/`)).toBe(true)
  for (const entry of entries) {
    const changed = childText(entry, 'lastmod')
    if (changed) expect(Number.isNaN(Date.parse(changed))).toBe(false)
  }
})

test('the site describes itself as a HairSalon for search engines', async ({ page }) => {
  await page.goto('/')
  const json = await page.locator('script[type="application/ld+json"]').textContent()
  const data = JSON.parse(json!)
  expect(data).toMatchObject({
    '@type': 'HairSalon',
    name: 'Salon Lindenblüte',
    priceRange: '€€',
    address: { streetAddress: 'Lindenstraße 12', addressLocality: 'Berlin' },
    geo: { latitude: 52.5025, longitude: 13.3978 },
  })
  expect(data.openingHoursSpecification).toContainEqual(
    expect.objectContaining({
      dayOfWeek: 'https://schema.org/Saturday',
      opens: '09:00',
      closes: '15:00',
    }),
  )
  expect(data.sameAs).toContain('https://www.instagram.com/salon.lindenbluete.example')
})

test('health answers ok while the database is reachable', async ({ request }) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({ status: 'ok' })
})

test('the search and the account are kept from the index and still describe themselves', async ({
  request,
}) => {
  for (const path of ['/suche?s=Balayage', '/mein-konto']) {
    const html = await (await request.get(path)).text()
    expect(html, path).toMatch(/<meta name="robots" content="noindex[^"]*"/)
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1]
    expect(description, path).toContain('Salon Lindenblüte')
  }
})
