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

test('sitemap.xml lists every published page', async ({ request, baseURL }) => {
  const body = await (await request.get('/sitemap.xml')).text()
  for (const { path } of DEMO_PAGES)
    expect(body).toContain(`<loc>${new URL(path, baseURL).toString()}</loc>`)
  expect(body).toContain(`<loc>${new URL('/termin', baseURL).toString()}</loc>`)
  expect(body).toContain(`<loc>${new URL('/veranstaltungen', baseURL).toString()}</loc>`)
  expect(body).toContain(`<loc>${new URL('/veranstaltungen/flechtkurs', baseURL).toString()}</loc>`)
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
