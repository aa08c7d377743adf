import { test as freshVisitor, type Page } from '@playwright/test'

import {
  ADMIN_STATE,
  adminHeaders,
  afterFrames,
  expect,
  expectNoAxeViolations,
  publishInAdmin,
  recordForeignRequests,
  test,
} from './support'
import { adminFormReady } from './settled'

// The demo map on /kontakt: the salon's two addresses; tiles come from the stand-in on :3290.
const TILES = 'http://127.0.0.1:3290/tiles/'
const map = (page: Page) => page.getByRole('region', { name: /^Karte:/ })
const markers = (page: Page) => map(page).locator('.leaflet-marker-icon')
const popup = (page: Page) => map(page).locator('.leaflet-popup')

async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y <= height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await afterFrames(page)
  }
}

async function openMap(page: Page) {
  await page.goto('/kontakt')
  await map(page).scrollIntoViewIfNeeded()
  await expect(map(page)).toHaveAttribute('data-island-ready', '')
}

test('before consent: the local preview, the addresses as text, no foreign request; axe clean', async ({
  page,
  baseURL,
}) => {
  const foreign = recordForeignRequests(page, new URL(baseURL!).origin)
  const scripts: string[] = []
  page.on('request', (request) => scripts.push(request.url()))
  await page.goto('/kontakt')
  await scrollThrough(page)
  await expect(map(page)).toHaveAttribute('data-island-ready', '')
  await expect(map(page)).toHaveAccessibleName('Karte: Salon Kreuzberg, Salon Prenzlauer Berg')

  const preview = map(page).locator('img')
  await expect(preview).toHaveAttribute(
    'alt',
    /^Kartenvorschau: Salon Kreuzberg, Salon Prenzlauer Berg/,
  )
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  expect(new URL(await preview.evaluate((img: HTMLImageElement) => img.currentSrc)).origin).toBe(
    new URL(baseURL!).origin,
  )
  await expect(map(page).getByRole('button', { name: 'Karte laden' })).toBeVisible()
  await expect(map(page)).toContainText('© OpenStreetMap-Mitwirkende')

  const places = page.locator('[data-map-places] > li')
  await expect(places).toHaveCount(2)
  await expect(places.nth(0).locator('address.h-adr .p-label')).toHaveText(
    'Lindenstraße 12\n10969 Berlin',
  )
  await expect(places.nth(1)).toContainText('Kastanienallee 5')
  await expect(places.nth(1)).toContainText('Tram M1, Haltestelle Schwedter Straße.')
  await expect(
    places.nth(0).getByRole('link', { name: 'Route planen: Salon Kreuzberg' }),
  ).toHaveAttribute('href', 'https://www.openstreetmap.org/directions?route=%3B52.50250%2C13.39780')
  const jsonLd = await page
    .locator('section script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? '')))
  expect(JSON.stringify(jsonLd)).toContain('"geo":{"@type":"GeoCoordinates","latitude":52.5362')

  await expectNoAxeViolations(page)
  expect(foreign).toEqual([])
  expect(scripts.some((url) => url.includes('leafletMap'))).toBe(false)
})

test('„Karte laden“ loads tiles from the configured host only then, without a shift; markers and info boxes by mouse', async ({
  page,
  baseURL,
  context,
}) => {
  const foreign = recordForeignRequests(page, new URL(baseURL!).origin)
  await openMap(page)
  const before = await map(page).boundingBox()
  expect(foreign).toEqual([])

  const firstTile = page.waitForRequest((request) => request.url().startsWith(TILES))
  await map(page).getByRole('button', { name: 'Karte laden' }).click()
  await firstTile
  await expect(markers(page)).toHaveCount(2)
  expect(await map(page).boundingBox()).toEqual(before)
  expect(foreign.length).toBeGreaterThan(0)
  expect(foreign.every((url) => url.startsWith(TILES))).toBe(true)
  // The map has keyboard focus in place of the button that was pressed.
  await expect(map(page).locator('.leaflet-container')).toBeFocused()

  await expect(markers(page).nth(0)).toHaveAttribute('alt', 'Standort: Salon Kreuzberg')
  await markers(page).nth(0).click()
  await expect(popup(page)).toContainText('Salon Kreuzberg')
  await expect(popup(page)).toContainText('Lindenstraße 12')
  await expect(popup(page).getByRole('link', { name: /^Route planen/ })).toBeVisible()
  await popup(page).getByRole('button', { name: 'Infofenster schließen' }).click()
  await expect(popup(page)).toHaveCount(0)

  await expect(map(page).getByRole('button', { name: 'Vergrößern' })).toBeVisible()
  await expect(map(page).getByRole('button', { name: 'Verkleinern' })).toBeVisible()
  await expectNoAxeViolations(page)
  // Loading one map is not consent: the refusal stays stored.
  expect((await context.cookies()).find((c) => c.name === 'salon_consent')?.value).toMatch(
    /\.0000$/,
  )
})

test('markers are reachable by keyboard: Enter opens the info box, Escape closes it and returns', async ({
  page,
}) => {
  await openMap(page)
  await map(page).getByRole('button', { name: 'Karte laden' }).click()
  await expect(markers(page)).toHaveCount(2)
  const second = markers(page).nth(1)
  await second.focus()
  await page.keyboard.press('Enter')
  await expect(popup(page)).toContainText('Salon Prenzlauer Berg')
  await expect(popup(page).getByRole('button', { name: 'Infofenster schließen' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(popup(page)).toHaveCount(0)
  await expect(second).toBeFocused()
})

test('the mouse wheel scrolls the page, not the map, unless the owner enabled it', async ({
  page,
}) => {
  await openMap(page)
  await map(page).getByRole('button', { name: 'Karte laden' }).click()
  await expect(markers(page)).toHaveCount(2)
  const zoomOf = () =>
    map(page)
      .locator('.leaflet-tile-loaded')
      .first()
      .evaluate((img: HTMLImageElement) => img.src.split('/tiles/')[1]!.split('/')[0])
  const zoom = await zoomOf()
  const scrolled = await page.evaluate(() => window.scrollY)
  const box = (await map(page).boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.wheel(0, -300)
  // The page scrolled, so the map left the wheel alone (a zooming map would have kept it).
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(scrolled)
  await afterFrames(page)
  expect(await zoomOf()).toBe(zoom)
})

test('no animations under reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await openMap(page)
  await map(page).getByRole('button', { name: 'Karte laden' }).click()
  await expect(markers(page)).toHaveCount(2)
  await expect(map(page).locator('.leaflet-container')).not.toHaveClass(/leaflet-fade-anim/)
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await page.reload()
  await map(page).scrollIntoViewIfNeeded()
  await map(page).getByRole('button', { name: 'Karte laden' }).click()
  await expect(map(page).locator('.leaflet-container')).toHaveClass(/leaflet-fade-anim/)
})

freshVisitor(
  '„Immer erlauben“ records consent to maps; the next visit shows the map without asking',
  async ({ page, context }) => {
    await page.goto('/kontakt')
    await map(page).scrollIntoViewIfNeeded()
    const firstTile = page.waitForRequest((request) => request.url().startsWith(TILES))
    await map(page)
      .getByRole('button', { name: /^Immer erlauben/ })
      .click()
    await firstTile
    await expect(markers(page)).toHaveCount(2)
    const cookies = await context.cookies()
    expect(cookies.find((c) => c.name === 'salon_consent')?.value).toMatch(/\.1\.0001$/)

    // Listening before the reload: the browser may restore the scroll position, and the map
    // then loads while the page is still loading.
    const tile = page.waitForRequest((request) => request.url().startsWith(TILES))
    await page.reload()
    await map(page).scrollIntoViewIfNeeded()
    await tile
    await expect(markers(page)).toHaveCount(2)
  },
)

test('POST /api/maps/cache answers API clients in JSON: nonce, method, bad input', async ({
  request,
}) => {
  const nonceAnswer = await request.get('/api/maps/cache')
  expect(nonceAnswer.status()).toBe(200)
  expect(nonceAnswer.headers()['cache-control']).toContain('no-store')
  const { nonce } = (await nonceAnswer.json()) as { nonce: string }
  expect(nonce).toMatch(/^\d+\.[\w-]{24}$/)

  const put = await request.put('/api/maps/cache', { form: { security: nonce, addresses: '[]' } })
  expect(put.status()).toBe(405)
  expect(await put.json()).toMatchObject({ code: 'method_not_allowed' })

  const badJson = await request.post('/api/maps/cache', {
    form: { action: 'fusion_cache_map', security: nonce, addresses: '[{' },
  })
  expect(badJson.status()).toBe(400)
  expect(await badJson.json()).toMatchObject({ success: false, code: 'invalid_json' })

  // The demo map's addresses have coordinates of their own; anything else is refused.
  const foreign = await request.post('/api/maps/cache', {
    form: {
      security: nonce,
      addresses: JSON.stringify([
        { address: 'Unter den Linden 1, Berlin', latitude: 52.5, longitude: 13.4 },
      ]),
    },
  })
  expect(foreign.status()).toBe(422)
  expect(await foreign.json()).toMatchObject({ success: false, code: 'unknown_address' })

  const known = await request.post('/api/maps/cache', {
    form: {
      security: nonce,
      addresses: JSON.stringify([
        { address: 'Lindenstraße 12\n10969 Berlin', latitude: 52.5025, longitude: 13.3978 },
      ]),
    },
  })
  expect(known.status()).toBe(200)
  expect(await known.json()).toEqual({ success: true })
})

test.describe('the owner in the admin', () => {
  test.use({ storageState: ADMIN_STATE })

  test('sees why an address was not found and fixes it with own coordinates', async ({
    page,
    request,
  }) => {
    // Two admin edit views (open, publish) on a machine that may be busy with other tests.
    test.setTimeout(150_000)
    const created = await request.post('/api/pages', {
      headers: adminHeaders(),
      data: {
        title: 'Filialen',
        _status: 'published',
        layout: [
          {
            blockType: 'map',
            heading: 'Unsere Filiale',
            addresses: [{ title: 'Filiale Mitte', address: 'Nirgendwo 9\n99999 Irgendwo' }],
          },
        ],
      },
    })
    expect(created.status()).toBe(201)
    const { id } = (await created.json()).doc
    // Not found: the page shows the address as text, without a map.
    await page.goto('/filialen')
    await expect(page.locator('[data-map-places]')).toContainText('Nirgendwo 9')
    await expect(map(page)).toHaveCount(0)

    await page.goto(`/admin/collections/pages/${id}`)
    // The edit view is usable once its scripts have settled; typing earlier may be reset.
    await adminFormReady(page)
    // On a busy machine the edit view's form renders well after the network is quiet.
    await expect(page.getByLabel('Hinweis zur Adresse')).toHaveValue(/nicht gefunden/, {
      timeout: 60_000,
    })
    await page.getByLabel('Koordinaten selbst eingeben').check()
    await page.getByLabel('Breitengrad').fill('52.5200')
    await page.getByLabel('Längengrad').fill('13.4050')
    // The field shows the number as it reads it once it has taken it (13.405).
    await expect(page.getByLabel('Längengrad')).toHaveValue(/^13\.4050?$/)
    await publishInAdmin(page)
    await expect(page.getByLabel('Hinweis zur Adresse')).toHaveCount(0)

    await page.goto('/filialen')
    await expect(map(page)).toHaveAccessibleName('Karte: Filiale Mitte')
    await expect(map(page).locator('img')).toHaveAttribute('alt', /^Kartenvorschau: Filiale Mitte/)
    await expect(page.getByRole('link', { name: 'Route planen: Filiale Mitte' })).toHaveAttribute(
      'href',
      /52\.52000%2C13\.40500$/,
    )
  })
})
