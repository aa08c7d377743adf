import { readFileSync } from 'node:fs'

import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

import type { E2EServerName } from '../scripts/lib/e2eServers.mjs'

export { DEMO_PAGES } from '../scripts/lib/demo.mjs'
export { metricSum } from '../src/test/readMetrics'

export const ADMIN = { email: 'admin@salon-lindenbluete.example', password: 'e2e-Admin-Passwort-1' }

/** The signed-in admin's browser state on one of the demo servers, written by auth.setup.ts. */
export const adminState = (server: E2EServerName = 'sqlite') =>
  `playwright/.auth/admin-${server}.json`

/** The admin's state on the journeys' server (most specs). */
export const ADMIN_STATE = adminState('sqlite')

/** API headers for the signed-in admin (the session token from the setup login). */
export function adminHeaders(server: E2EServerName = 'sqlite'): Record<string, string> {
  const state = JSON.parse(readFileSync(adminState(server), 'utf8')) as {
    cookies: Array<{ name: string; value: string }>
  }
  const token = state.cookies.find((cookie) => cookie.name === 'payload-token')?.value
  if (!token) throw new Error('No admin session: auth.setup.ts must run first')
  return { Authorization: `JWT ${token}` }
}

/**
 * Takes over the page's timers (setTimeout, requestAnimationFrame, performance.now) from here on:
 * time then moves only by `page.clock.runFor`, so a spec's timing is checked to the millisecond
 * however busy the machine is. Call it after the islands under test are attached.
 */
export async function pausePageClock(page: Page) {
  const now = Date.now()
  await page.clock.install({ time: now })
  await page.clock.pauseAt(now + 1000)
}

/**
 * Runs `run` with the page's CSS animations and transitions a thousand times slower (DevTools'
 * Animation domain; timers and frames keep their pace), for a test that catches one as it starts
 * and reads it: the first frame after a change may come after the whole 200 or 300 ms on a busy
 * machine, and a finished animation is gone from `getAnimations()` when its start event fires.
 * Their durations are unchanged.
 */
export async function withAnimationsSlowed<T>(page: Page, run: () => Promise<T>): Promise<T> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Animation.enable')
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.001 })
  try {
    return await run()
  } finally {
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 })
    await cdp.detach()
  }
}

/**
 * Returns once the page has drawn two more frames: what the test did before (a scroll, a wheel,
 * a hover, an element coming into view) has been dispatched and its listeners have run, so that
 * „nothing happened“ can be asserted without a fixed sleep. Not for timers: a debounce, a
 * throttle or a transition needs `pausePageClock` and `page.clock.runFor`.
 */
export async function afterFrames(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  )
}

/**
 * Resizes the viewport and returns once the page has dispatched its `resize` event. A new
 * viewport size is visible in `innerWidth` before the event fires (the event waits for the next
 * rendering step), so with a paused clock a debounce timer would otherwise start only after the
 * spec had already moved time on. The counting listener is added after the islands' own, so they
 * have handled the event when the count moves.
 */
export async function resizeViewport(page: Page, size: { width: number; height: number }) {
  const count = () =>
    page.evaluate(() => {
      const counted = window as unknown as { resizeEvents?: number }
      if (counted.resizeEvents === undefined) {
        counted.resizeEvents = 0
        window.addEventListener('resize', () => (counted.resizeEvents! += 1))
      }
      return counted.resizeEvents
    })
  const before = await count()
  await page.setViewportSize(size)
  await expect.poll(count).toBeGreaterThan(before)
}

/**
 * WCAG 2.2 AA as axe knows it. `within`: only these parts (ours on a page of Payload's admin,
 * whose own markup we do not control); there the page-level best practices (landmarks) do not
 * apply.
 */
export async function expectNoAxeViolations(page: Page, { within = [] as string[] } = {}) {
  const builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    ...(within.length ? [] : ['best-practice']),
  ])
  for (const selector of within) builder.include(selector)
  const results = await builder.analyze()
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
  expect(summary).toEqual([])
}

/**
 * A mark no earlier attempt used: a retry of a test that creates something (an account, a
 * request, a page) then starts from what it makes itself, not from what its failed try left.
 */
export const attemptMark = () => Math.random().toString(36).slice(2, 6)
/** „Doris k3x9“. */
export const fresh = (name: string) => `${name} ${attemptMark()}`
/** `konto.kundin.k3x9@example.org`. */
export const freshAddress = (local: string) => `${local}.${attemptMark()}@example.org`

/** E-mail addresses in a text other than `hers` and the salon's own: another person's. */
export const otherAddressesIn = (text: string, hers: string) =>
  [...new Set(text.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g) ?? [])].filter(
    (address) => address !== hers && !address.endsWith('@salon-lindenbluete.example'),
  )

/** Every host the page contacts other than our own origin. */
export function recordForeignRequests(page: Page, origin: string): string[] {
  const foreign: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol.startsWith('http') && url.origin !== origin) foreign.push(request.url())
  })
  return foreign
}

/**
 * A visitor who has already refused all services, so the consent banner does not cover the
 * page; e2e/consent.spec.ts tests the banner itself with fresh visitors.
 */
export const REFUSED_CONSENT = [
  { name: 'cookie_notice_accepted', value: 'false' },
  { name: 'salon_consent', value: '00000000-0000-4000-8000-000000000000.1.0000' },
]

export const test = base.extend({
  context: async ({ context, baseURL }, provide) => {
    await context.addCookies(REFUSED_CONSENT.map((cookie) => ({ ...cookie, url: baseURL! })))
    await provide(context)
  },
})

export { expect }

/**
 * Presses „Änderungen veröffentlichen“ in the admin until the document says it is published. A
 * press that lands while the admin is still autosaving the draft is swallowed, so one is not
 * enough on a busy machine.
 */
export async function publishInAdmin(page: Page) {
  await expect(async () => {
    // A document that was published before already shows „Veröffentlicht“: only the server's
    // answer to the save tells that this change is stored. The answer to the publish itself, not
    // to an autosave of the draft (every 800 ms while typing) or a saved preference: the site read
    // after one of those came before the publish was stored.
    const saved = page.waitForResponse(
      (response) =>
        ['PATCH', 'POST'].includes(response.request().method()) &&
        new URL(response.url()).pathname.startsWith('/api/') &&
        (response.request().postData() ?? '').includes('"_status":"published"') &&
        response.ok(),
      { timeout: 8_000 },
    )
    await page.getByRole('button', { name: 'Änderungen veröffentlichen' }).click()
    await saved
    await expect(page.getByText('Status: Veröffentlicht').first()).toBeVisible({ timeout: 8_000 })
  }).toPass({ timeout: 50_000 })
}

/**
 * Clicks a button of an admin form that adds a row („Leistung hinzufügen“) and returns once the
 * server has answered with the row's form state. Typing into the new row earlier can be undone by
 * that answer (Payload replaces the row's values with the server's).
 */
export async function addAdminRow(page: Page, name: string) {
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname.startsWith('/admin/'),
  )
  await page.getByRole('button', { name }).click()
  await answered
}

/** The checkout's island attaches when the visitor starts to fill in the form. */
export async function openCheckout(page: Page) {
  await page.goto('/kasse')
  // A tap, as a visitor starts: a focus alone that comes before the loader has booted (it waits
  // for the first paint) starts nothing until the next key, and the full suite once got there.
  await page.getByLabel('Vorname').first().click()
  await expect(page.locator('form[data-island="checkout"]')).toHaveAttribute(
    'data-island-ready',
    '',
  )
}

/** A checkout with a Berlin address; the visitor picks shipping and payment afterwards. */
export async function fillAddress(page: Page, email: string) {
  await page.getByLabel('Vorname').first().fill('Anna')
  await page.getByLabel('Nachname').first().fill('Muster')
  await page.getByLabel('Straße und Hausnummer').first().fill('Hauptstraße 1')
  await page.getByLabel('PLZ').first().fill('10115')
  await page.getByLabel('Ort').first().fill('Berlin')
  await page.getByLabel('E-Mail-Adresse').fill(email)
}

/** The id of the first document of a collection (as the administrator sees it), or null. */
export async function firstId(page: Page, slug: string, query = '') {
  const response = await page.request.get(
    `/api/${slug}?limit=1&depth=0${query ? `&${query}` : ''}`,
    {
      headers: adminHeaders(),
    },
  )
  if (!response.ok()) return null
  const { docs } = (await response.json()) as { docs?: Array<{ id: number | string }> }
  return docs?.[0]?.id ?? null
}
