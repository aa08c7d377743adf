import path from 'node:path'

/** The demo salon's pages of CONTRACTS.md, in menu order. */
export const DEMO_PATHS = [
  '/',
  '/leistungen',
  '/salon',
  '/team',
  '/galerie',
  '/kontakt',
  '/impressum',
  '/datenschutz',
  '/leistungen/brautfrisuren',
]

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
    SKIP_BUILD: '1',
    ...extra,
  }
}
