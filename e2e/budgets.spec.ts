import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

import type { Page } from '@playwright/test'

import {
  BOOKING_DEMO_PATHS,
  EVENT_DEMO_PATHS,
  NEWS_DEMO_PATHS,
  SHOP_DEMO_PATHS,
} from '../scripts/lib/demo.mjs'
import { BUDGETS, pageWeight } from '../scripts/lib/page-weight.mjs'

import { DEMO_PAGES, expect, test } from './support'
import { publicPageSettled } from './settled'

for (const path of [
  ...DEMO_PAGES.map((page) => page.path),
  ...SHOP_DEMO_PATHS,
  ...BOOKING_DEMO_PATHS,
  ...EVENT_DEMO_PATHS,
  ...NEWS_DEMO_PATHS,
  '/suche?q=Balayage',
  '/mein-konto',
]) {
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
    await publicPageSettled(page)
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

// Issue 62: every request is a round trip a phone on a slow network may wait for; `/` once made
// 36, thirty of them island chunks of 1-3 KB. On Lighthouse's phone (412 px), until the page is
// idle: the HTML, its pictures in and near the first screen, the two fonts, the icon, and three
// scripts (the loader, the first load's islands, Rolldown's helpers).
test('/ makes at most 12 requests before any interaction, on a phone', async ({ page }) => {
  const requests: string[] = []
  page.on('request', (request) => requests.push(`${request.resourceType()} ${request.url()}`))
  await page.setViewportSize({ width: 412, height: 823 })
  await page.goto('/')
  await publicPageSettled(page)
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
  await publicPageSettled(page)
  test.info().annotations.push({ type: 'requests', description: requests.join('\n') })
  expect(
    requests.filter((request) => request.startsWith('script')),
    requests.join('\n'),
  ).toHaveLength(3)
  expect(requests.length, requests.join('\n')).toBeLessThanOrEqual(12)
})

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
  await publicPageSettled(page)
  // Islands that load when the browser is idle belong to the first load; on a busy machine the
  // idle time may come after the network went quiet.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
  await publicPageSettled(page)
  const firstLoad = new Set((await Promise.all(scripts)).map(([url]) => url))
  await act()
  await publicPageSettled(page)
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

/** The file each island travels in (scripts/build-islands.mjs writes the manifest). */
const islandFile = (name: string) =>
  (
    JSON.parse(readFileSync('public/islands/manifest.json', 'utf8')) as {
      islands: Record<string, { file: string }>
    }
  ).islands[name]!.file

test('the lightbox marks links with the first load and loads the viewer on the first click, within budgets', async ({
  page,
}) => {
  const scripts: Array<Promise<[string, number]>> = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.body().then((body) => [response.url(), gzipSync(body).length]))
  })
  await page.goto('/galerie')
  await expect(page.locator('[data-island="lightbox"]')).toHaveAttribute('data-island-ready', '')
  await publicPageSettled(page)
  const atLoad = await Promise.all(scripts)
  const firstLoad = atLoad.filter(([url]) => url.endsWith(`/${islandFile('lightbox')}`))
  expect(firstLoad).toHaveLength(1)
  expect(firstLoad[0]![1]).toBeLessThanOrEqual(BUDGETS.firstLoadJsBytes)
  expect(atLoad.some(([url]) => url.includes('viewer'))).toBe(false)

  await page.locator('a[data-rel="galerie"]').first().click()
  await expect(page.getByRole('dialog', { name: 'Kinnlanger Bob' })).toBeVisible()
  await publicPageSettled(page)
  const onClick = (await Promise.all(scripts)).slice(atLoad.length)
  const bytes = onClick.reduce((sum, [, size]) => sum + size, 0)
  test.info().annotations.push({
    type: 'lightbox JS',
    description: `first load ${firstLoad[0]![1]} bytes, ${bytes} bytes on the first click`,
  })
  expect(onClick.some(([url]) => url.includes('viewer'))).toBe(true)
  expect(bytes).toBeLessThanOrEqual(BUDGETS.lazyLightboxViewerJsBytes)
})

test('the slider comes with the first load, no file of its own', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto('/')
  const slider = page.getByRole('region', { name: 'Eindrücke aus dem Salon' })
  await slider.scrollIntoViewIfNeeded()
  await expect(slider).toHaveAttribute('data-island-ready', '')
  expect(islandFile('slider')).toBe(islandFile('header'))
  expect(scripts.filter((url) => url.endsWith(`/${islandFile('slider')}`))).toHaveLength(1)
  expect(scripts.some((url) => url.includes('slider'))).toBe(false)
})
