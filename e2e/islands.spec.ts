import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'

import type { Page } from '@playwright/test'

import { hasClientRuntime } from '../src/server/stripRuntime'

import { ADMIN_STATE, adminHeaders, DEMO_PAGES, expect, test } from './support'
import { publicPageSettled } from './settled'

type Manifest = { loader: string; islands: Record<string, { file: string; gzipBytes: number }> }
const manifest = JSON.parse(readFileSync('public/islands/manifest.json', 'utf8')) as Manifest
const chunkOf = (name: string) => manifest.islands[name]!.file

/** Every script the page fetches, by file name. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  return scripts
}

test.describe('public pages without the framework runtime', () => {
  for (const { path } of DEMO_PAGES) {
    test(`${path} is HTML, CSS and the island loader only`, async ({ request }) => {
      const html = await (await request.get(path)).text()
      expect(hasClientRuntime(html)).toBe(false)
      expect(html).not.toContain('__next_f')
      expect(html).not.toMatch(/\/_next\/static\/chunks\/[^"]*\.js/)
      const scripts = [...html.matchAll(/<script\b([^>]*)\bsrc="([^"]+)"/g)]
      expect(scripts.map(([, , src]) => src)).toEqual([`/islands/${manifest.loader}`])
      expect(scripts[0]![1]).toContain('type="module"')
    })
  }

  // Held against what Next.js really renders (not samples): the stripper removes the runtime and
  // the policy allows exactly the inline scripts left, so a script Next.js starts to inline in a
  // later version is either known here or blocked, never silently allowed.
  test('every demo page runs only the inline scripts its policy names, each one of ours', async ({
    request,
  }) => {
    // The menu mode (navigation/menuMode.ts), the consent banner (consent/bannerScript.ts) and
    // the web fonts (lib/webFonts.ts).
    const ours = [
      /getElementById\('main-nav'\)/,
      /getElementById\('consent-banner'\)/,
      /'data-web-fonts'/,
    ]
    for (const { path } of DEMO_PAGES) {
      const response = await request.get(path)
      const html = await response.text()
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
        .filter(([, attributes]) => !/\bsrc=/.test(attributes!))
        .filter(([, attributes]) => !/type="application\/(?:ld\+)?json"/.test(attributes!))
      const hashes = inline.map(
        ([, , body]) => `'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`,
      )
      const scriptSrc = /script-src ([^;]+)/.exec(response.headers()['content-security-policy']!)
      const allowed = scriptSrc![1]!.split(' ').filter((source) => source.startsWith("'sha256-"))
      expect(new Set(allowed), path).toEqual(new Set(hashes))
      for (const [, , body] of inline)
        expect(
          ours.some((pattern) => pattern.test(body!)),
          `${path}: unexpected inline script ${body!.slice(0, 80)}`,
        ).toBe(true)
    }
  })

  test('status, redirects and not-found come through the front server', async ({ request }) => {
    const missing = await request.get('/gibt-es-nicht-seite')
    expect(missing.status()).toBe(404)
    expect(hasClientRuntime(await missing.text())).toBe(false)
    const trailing = await request.get('/kontakt/', { maxRedirects: 0 })
    expect([301, 308]).toContain(trailing.status())
    expect(trailing.headers()['location']).toMatch(/\/kontakt$/)
  })

  test('a visitor’s browser fetches no framework script on any demo page', async ({ page }) => {
    const scripts = recordScripts(page)
    for (const { path } of DEMO_PAGES) {
      await page.goto(path)
      await publicPageSettled(page)
    }
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.filter((url) => !new URL(url).pathname.startsWith('/islands/'))).toEqual([])
  })

  test('island chunks are compressed and cached for a year', async ({ request }) => {
    const response = await request.get(`/islands/${manifest.loader}`, {
      headers: { 'accept-encoding': 'br' },
    })
    expect(response.status()).toBe(200)
    expect(response.headers()['content-encoding']).toBe('br')
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers()['content-type']).toContain('text/javascript')
  })

  test('pages are answered from memory, with an ETag that revalidates', async ({ request }) => {
    await request.get('/salon')
    const second = await request.get('/salon')
    expect(second.headers()['x-page-cache']).toBe('HIT')
    const etag = second.headers()['etag']!
    const again = await request.get('/salon', { headers: { 'if-none-match': etag } })
    expect(again.status()).toBe(304)
  })
})

test.describe('islands load on their trigger', () => {
  test('an interaction island is fetched on the first click, and that click counts', async ({
    page,
  }) => {
    const scripts = recordScripts(page)
    await page.goto('/datenschutz')
    await publicPageSettled(page)
    expect(scripts.some((url) => url.endsWith(chunkOf('opt-out')))).toBe(false)
    await page.getByRole('button', { name: 'Google Analytics deaktivieren' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'deaktiviert' })).toBeVisible()
    expect(scripts.some((url) => url.endsWith(chunkOf('opt-out')))).toBe(true)
  })

  test('a visible island is fetched when it comes into view', async ({ page }) => {
    const scripts = recordScripts(page)
    await page.setViewportSize({ width: 375, height: 600 })
    await page.goto('/kontakt')
    await publicPageSettled(page)
    expect(scripts.some((url) => url.endsWith(chunkOf('contact-form')))).toBe(false)
    await page.locator('[data-contact-form]').scrollIntoViewIfNeeded()
    await expect(page.locator('[data-contact-form]')).toHaveAttribute('data-island-ready', '')
    expect(scripts.some((url) => url.endsWith(chunkOf('contact-form')))).toBe(true)
  })

  test('no island chunk is requested before the first contentful paint was shown', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.locator('[data-island="header"]')).toHaveAttribute('data-island-ready', '')
    const { paint, firstIsland } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      firstIsland: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) =>
            /\/islands\/[^/]+\.island-[^/]+\.js$/.test(new URL(entry.name).pathname),
          )
          .map((entry) => entry.startTime),
      ),
    }))
    expect(paint).toBeGreaterThan(0)
    expect(firstIsland).toBeGreaterThanOrEqual(paint!)
  })

  test('a tap before the islands started is not lost: it starts its island and counts', async ({
    browser,
  }) => {
    // A visitor without a consent choice, so the banner is shown.
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } })
    const page = await context.newPage()
    // The browser never reports the paint, so the islands would start only after 3 s.
    await withoutPaintTiming(page)
    await page.goto('/')
    await page.getByRole('dialog').getByRole('button', { name: 'Alle akzeptieren' }).click()
    // Only the tap can close it: a lost tap leaves the banner open for good. And before the
    // islands' own start (3 s without a paint), which would have started the header too.
    await expect(page.getByRole('dialog')).toBeHidden()
    expect(
      await page.evaluate(() =>
        document.documentElement
          .querySelector('[data-island="header"]')
          ?.hasAttribute('data-island-ready'),
      ),
    ).toBe(false)
    await context.close()
  })

  test('a field the keyboard reached before the islands started starts its island at the start', async ({
    page,
  }) => {
    // The browser never reports the paint, so the islands start only after 3 s: the focus below
    // lands before that, as a quick keyboard visitor's can.
    await withoutPaintTiming(page)
    await page.goto('/shop/styling-creme')
    const form = page.locator('form[data-island="product"]')
    const size = page.getByLabel('Größe')
    await size.focus()
    await expect(form).not.toHaveAttribute('data-island-ready', '')
    // No key, pointer or input after the focus: the start itself sees where the focus is.
    await expect(form).toHaveAttribute('data-island-ready', '', { timeout: 6_000 })
    await expect(size).toBeFocused()
  })

  test('the editor island is never fetched by a visitor', async ({ page }) => {
    const scripts = recordScripts(page)
    await page.goto('/')
    await publicPageSettled(page)
    expect(scripts.some((url) => url.endsWith(chunkOf('header')))).toBe(true)
    expect(scripts.some((url) => url.endsWith(chunkOf('admin-bar')))).toBe(false)
  })
})

test.describe('editors keep the framework where they need it', () => {
  test.use({ storageState: ADMIN_STATE })

  test('the admin’s live preview updates while the owner types', async ({ page, request }) => {
    const created = await request.post('/api/pages', {
      headers: adminHeaders(),
      data: { title: 'Frühlingsaktion', _status: 'published' },
    })
    const { id } = (await created.json()).doc
    await page.goto(`/admin/collections/pages/${id}`)
    await page.getByRole('button', { name: /Live-Vorschau/i }).click()
    // The admin's preview pane is the edit view's only frame.
    const preview = page.frameLocator('iframe').first()
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Frühlingsaktion')
    await page.getByLabel('Titel').fill('Frühlingsaktion 2027')
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Frühlingsaktion 2027', {
      timeout: 20_000,
    })
  })
})

/** The browser never reports the first paint: the loader starts the islands after 3 s. */
function withoutPaintTiming(page: Page) {
  return page.addInitScript(() => {
    Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { value: ['paint'] })
    PerformanceObserver.prototype.observe = () => undefined
    const entriesByType = performance.getEntriesByType.bind(performance)
    performance.getEntriesByType = (type: string) => (type === 'paint' ? [] : entriesByType(type))
  })
}
