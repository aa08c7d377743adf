import { gzipSync } from 'node:zlib'

import type { Page } from '@playwright/test'

import { BUDGETS, pageWeight } from '../scripts/lib/page-weight.mjs'

import { DEMO_PAGES, expect, test } from './support'

for (const { path } of DEMO_PAGES) {
  test(`${path} stays within its byte budgets (gzip)`, async ({ baseURL, page }) => {
    const weight = await pageWeight(baseURL, path)
    expect(weight.htmlBytes, 'HTML bytes').toBeLessThanOrEqual(BUDGETS.htmlBytes)

    // JavaScript fetched before any interaction, on a phone: the loader and the islands the page
    // needs at once or has in view.
    const bodies: Array<Promise<number>> = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        bodies.push(response.body().then((body) => gzipSync(body).length))
    })
    await page.setViewportSize({ width: 412, height: 823 })
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    const jsBytes = (await Promise.all(bodies)).reduce((sum, size) => sum + size, 0)
    test.info().annotations.push({
      type: 'weight',
      description: JSON.stringify({ htmlBytes: weight.htmlBytes, jsBytes }),
    })
    // The header island is on every page, so this cannot pass by absence.
    expect(jsBytes, 'JavaScript before interaction').toBeGreaterThan(0)
    expect(jsBytes, 'JavaScript before interaction').toBeLessThanOrEqual(
      BUDGETS.jsBeforeInteractionBytes,
    )
  })
}

/**
 * Scripts fetched after the page settled: opens `path`, runs `act` (what brings the island in)
 * and returns each later script with its gzip size.
 */
async function scriptsLoadedBy(page: Page, path: string, act: () => Promise<void>) {
  const scripts: Array<Promise<[string, number]>> = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.body().then((body) => [response.url(), gzipSync(body).length]))
  })
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  const firstLoad = new Set((await Promise.all(scripts)).map(([url]) => url))
  await act()
  await page.waitForLoadState('networkidle')
  const lazy = (await Promise.all(scripts)).filter(([url]) => !firstLoad.has(url))
  return { firstLoad, lazy, bytes: lazy.reduce((sum, [, size]) => sum + size, 0) }
}

test('the contact form behaviour loads only near the form and stays within its budget', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 600 })
  const form = page.locator('[data-contact-form]')
  const { lazy, bytes } = await scriptsLoadedBy(page, '/kontakt', async () => {
    await expect(form).not.toHaveAttribute('data-enhanced', '')
    await form.scrollIntoViewIfNeeded()
    await expect(form).toHaveAttribute('data-enhanced', '')
  })
  test.info().annotations.push({ type: 'lazy form JS', description: `${bytes} bytes` })
  expect(lazy.length).toBeGreaterThan(0)
  expect(bytes).toBeLessThanOrEqual(BUDGETS.lazyFormJsBytes)
})

test('the live-search behaviour loads only when the search field is used, within its budget', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const { firstLoad, lazy, bytes } = await scriptsLoadedBy(page, '/', async () => {
    await page.locator('#search-toggle').click()
    await expect(page.locator('#header-search')).toHaveAttribute('data-island-ready', '')
  })
  test.info().annotations.push({ type: 'lazy search JS', description: `${bytes} bytes` })
  expect([...firstLoad].some((url) => url.includes('liveSearch.island'))).toBe(false)
  expect(lazy.some(([url]) => url.includes('liveSearch.island'))).toBe(true)
  expect(bytes).toBeLessThanOrEqual(BUDGETS.lazySearchJsBytes)
})

test('the map loads its gate near the map and Leaflet only on „Karte laden“, within budgets', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 600 })
  const map = page.getByRole('region', { name: /^Karte:/ })
  const gate = await scriptsLoadedBy(page, '/kontakt', async () => {
    await map.scrollIntoViewIfNeeded()
    await expect(map).toHaveAttribute('data-island-ready', '')
  })
  expect([...gate.firstLoad].some((url) => url.includes('map.island'))).toBe(false)
  const gateBytes = gate.lazy
    .filter(([url]) => !url.includes('contactForm.island'))
    .reduce((sum, [, size]) => sum + size, 0)
  expect(gate.lazy.some(([url]) => url.includes('map.island'))).toBe(true)
  expect(gate.lazy.some(([url]) => url.includes('leafletMap'))).toBe(false)
  expect(gateBytes).toBeLessThanOrEqual(BUDGETS.lazyMapGateJsBytes)

  const leaflet: Array<Promise<number>> = []
  const names: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    names.push(response.url())
    leaflet.push(response.body().then((body) => gzipSync(body).length))
  })
  await map.getByRole('button', { name: 'Karte laden' }).click()
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(2)
  const bytes = (await Promise.all(leaflet)).reduce((sum, size) => sum + size, 0)
  test.info().annotations.push({ type: 'map JS', description: `${gateBytes} + ${bytes} bytes` })
  expect(names.some((url) => url.includes('leafletMap'))).toBe(true)
  expect(bytes).toBeLessThanOrEqual(BUDGETS.lazyMapJsBytes)
})
