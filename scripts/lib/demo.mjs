import path from 'node:path'

/**
 * The demo salon's pages of docs/contracts.md, in menu order, with each page's main heading: the
 * one list the seed test, the browser tests and the bench read.
 */
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
  { path: '/agb', heading: 'Allgemeine Geschäftsbedingungen' },
  { path: '/widerrufsbelehrung', heading: 'Widerrufsbelehrung' },
  { path: '/versand-und-zahlung', heading: 'Versand & Zahlung' },
]

/**
 * The demo shop's public pages (routes of their own, not CMS pages): the catalogue and a product
 * are cached like pages; cart, checkout and the withdrawal form are rendered per visitor.
 */
export const SHOP_DEMO_PATHS = [
  '/shop',
  '/shop/styling-creme',
  '/warenkorb',
  '/kasse',
  '/vertrag-widerrufen',
]

/** The booking's first step (rendered per request: free times are live). */
export const BOOKING_DEMO_PATHS = ['/termin']

/** The events' list and a detail page with a ticket form (cached like pages). */
export const EVENT_DEMO_PATHS = ['/veranstaltungen', '/veranstaltungen/pflege-abend']

/** „Aktuelles“ and the portfolio: lists and a detail page each (cached like pages). */
export const NEWS_DEMO_PATHS = [
  '/aktuelles',
  '/aktuelles/winterpflege-fuer-ihr-haar',
  '/portfolio',
  '/portfolio/honigblonde-balayage',
]

export const DEMO_PATHS = DEMO_PAGES.map((page) => page.path)

/**
 * The environment for `scripts/start.mjs` serving the demo from its own database and media
 * folder on 127.0.0.1, on a build that already exists.
 */
export function demoServerEnv({
  port,
  dir,
  databaseUrl = `file:${path.join(dir, 'demo.db')}`,
  extra = {},
}) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SERVER_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: path.join(dir, 'media'),
    BACKUP_DIR: path.join(dir, 'backups'),
    SKIP_BUILD: '1',
    ...extra,
  }
}
