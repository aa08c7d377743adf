import { readFileSync } from 'node:fs'

import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

export const DEMO_PAGES = [
  { path: '/', heading: 'Schnitt, Farbe und Zeit für Sie' },
  { path: '/leistungen', heading: 'Leistungen & Preise' },
  { path: '/salon', heading: 'Unser Salon' },
  { path: '/team', heading: 'Team' },
  { path: '/galerie', heading: 'Galerie' },
  { path: '/kontakt', heading: 'Kontakt' },
  { path: '/impressum', heading: 'Impressum' },
  { path: '/datenschutz', heading: 'Datenschutzerklärung' },
  { path: '/leistungen/brautfrisuren', heading: 'Brautfrisuren' },
] as const

export const ADMIN = { email: 'admin@salon-lindenbluete.example', password: 'e2e-Admin-Passwort-1' }

/** The signed-in admin's browser state, written by auth.setup.ts. */
export const ADMIN_STATE = 'playwright/.auth/admin.json'

/** API headers for the signed-in admin (the session token from the setup login). */
export function adminHeaders(): Record<string, string> {
  const state = JSON.parse(readFileSync(ADMIN_STATE, 'utf8')) as {
    cookies: Array<{ name: string; value: string }>
  }
  const token = state.cookies.find((cookie) => cookie.name === 'payload-token')?.value
  if (!token) throw new Error('No admin session: auth.setup.ts must run first')
  return { Authorization: `JWT ${token}` }
}

/** WCAG 2.2 AA as axe knows it. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
  expect(summary).toEqual([])
}

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
    await page.getByRole('button', { name: 'Änderungen veröffentlichen' }).click()
    await expect(page.getByText('Status: Veröffentlicht').first()).toBeVisible({ timeout: 8_000 })
  }).toPass({ timeout: 50_000 })
}
