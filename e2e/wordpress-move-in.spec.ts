import type { BrowserContext, Page } from '@playwright/test'
import sharp from 'sharp'

import { exportXml, SITE, zipOf } from '../src/features/wordpress-import/test/exportKit'

import { expect, expectNoAxeViolations, recordForeignRequests, test } from './support'
import { startOwnServer, type OwnServer } from './ownServer'
import { OWN_SERVER_PORTS } from '../scripts/lib/e2eServers.mjs'

// A salon moves in on a fresh site that still shows the demo salon (a server of its own: the
// demo is replaced here, which the shared servers' other tests rely on).
const PORT = OWN_SERVER_PORTS.wordpressMoveIn
const OWNER = 'admin@salon-lindenbluete.example'
const PASSWORD = 'Umzug-Passwort-1'

const EXPORT = exportXml([
  {
    id: 30,
    type: 'attachment',
    title: 'Unser Salon von innen',
    status: 'inherit',
    attachmentUrl: `${SITE}/wp-content/uploads/2023/02/innen.png`,
    meta: { _wp_attached_file: '2023/02/innen.png', _wp_attachment_image_alt: 'Der Salon innen' },
  },
  {
    id: 1,
    type: 'page',
    title: 'Willkommen bei Haarwerk Sonnenschein',
    slug: 'home',
    link: `${SITE}/`,
    content: `<p>Seit 1990 in der Altstadt.</p>\n\n<img src="${SITE}/wp-content/uploads/2023/02/innen-300x200.png" alt="Der Salon innen" class="wp-image-30">`,
  },
  { id: 2, type: 'page', title: 'Unser Salon', slug: 'salon', content: 'Vier Plätze, ein Team.' },
])

let server: OwnServer
let context: BrowserContext
let page: Page

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000)
  server = await startOwnServer(PORT, { SEED_ADMIN_PASSWORD: PASSWORD, SMTP_URL: '' })
  context = await browser.newContext({ baseURL: server.url, locale: 'de-DE' })
  page = await context.newPage()
})

test.afterAll(async () => {
  await context?.close()
  await server?.stop()
})

test('the owner uploads export and pictures, replaces the demo salon and sees her own site', async () => {
  test.setTimeout(180_000)
  await page.goto('/admin')
  await page.getByLabel('E-Mail').fill(OWNER)
  await page.getByLabel('Passwort').fill(PASSWORD)
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await page.waitForURL(/\/admin$/)

  await page.goto('/admin/umzug')
  await page.getByLabel('WordPress-Exportdatei (.xml)').setInputFiles({
    name: 'export.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(EXPORT),
  })
  const picture = await sharp({
    create: { width: 600, height: 400, channels: 3, background: '#c08060' },
  })
    .png()
    .toBuffer()
  await page.getByLabel(/Bilder: der Ordner wp-content\/uploads als ZIP-Datei/).setInputFiles({
    name: 'uploads.zip',
    mimeType: 'application/zip',
    buffer: zipOf({ 'uploads/2023/02/innen.png': picture }),
  })
  await page.getByLabel(/unveränderten Demo-Inhalte des Beispielsalons ersetzen/).check()
  await expectNoAxeViolations(page, { within: ['.wp-import'] })

  const state = page.getByRole('status', { name: 'Stand des Imports' })
  await page.getByRole('button', { name: 'Probelauf' }).click()
  await expect(state).toContainText('Demo-Inhalte, die ersetzt würden', { timeout: 60_000 })
  await expect(state).toContainText('Startseite (Seite)')
  await expect(state).toContainText('Medien: 1 neu')
  // Nothing changed yet: the demo salon is still the home page.
  expect(await (await page.request.get('/')).text()).toContain('Lindenblüte')

  await page.getByRole('button', { name: 'Jetzt importieren' }).click()
  await expect(state).toContainText('Import abgeschlossen', { timeout: 120_000 })
  await expect(state).toContainText(
    /Ersetzte Demo-Inhalte \(Sicherung vorher: salon-[^)]+\.tar\.gz\)/,
  )

  // Her old front page is the home page, with the picture from her zip, served from here.
  const visitor = await context.browser()!.newContext({ baseURL: server.url, locale: 'de-DE' })
  const site = await visitor.newPage()
  const foreign = recordForeignRequests(site, server.url)
  await expect
    .poll(async () => (await site.request.get('/')).status(), { timeout: 20_000 })
    .toBe(200)
  await site.goto('/')
  await expect(site.getByRole('heading', { level: 1 })).toHaveText(
    'Willkommen bei Haarwerk Sonnenschein',
  )
  const image = site.locator('main img[alt="Der Salon innen"]').first()
  await expect(image).toBeVisible()
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await expectNoAxeViolations(site)
  await site.goto('/salon')
  await expect(site.getByRole('heading', { level: 1 })).toHaveText('Unser Salon')
  // The legal pages stay until she has her own; the demo's other pages are gone.
  expect((await site.request.get('/impressum')).status()).toBe(200)
  expect((await site.request.get('/team')).status()).toBe(404)
  expect(foreign).toEqual([])
  await visitor.close()
})
