import { LONG_SPECS, setupProject, sharedConfig, standIns, withServers } from './playwright.shared'
import { e2eOrigin, type E2EServerName } from './scripts/lib/e2eServers.mjs'

const OWN_SERVER_SPECS = [
  /visual\.spec\.ts/,
  /header-settings\.spec\.ts/,
  /owner-salon-hours\.spec\.ts/,
  /owner-dashboard\.spec\.ts/,
]

/** A project on a demo server of its own, after the admin's login there. */
const onServer = (server: E2EServerName, project: { name: string } & Record<string, unknown>) => ({
  ...project,
  server,
  dependencies: [`setup-${server}`],
  use: { baseURL: e2eOrigin(server) },
})

/**
 * The gate's browser tests (`npm test`): every journey and the visual comparisons. The long
 * scenarios are in playwright.long.config.ts (`npm run test:long`). A group of tests that
 * changes what others read has a server of its own (scripts/lib/e2eServers.mjs), so every
 * project needs only the login on its server, runs alone or beside the others in any order,
 * and a failure in one skips nothing elsewhere; a project asked for alone
 * (`--project=sqlite-owner`) starts only its server.
 */
const projects = [
  // The demo as seeded (stock, places and appointments untouched by other tests); no login.
  {
    name: 'visual',
    server: 'visual' as const,
    testMatch: /visual\.spec\.ts/,
    use: { baseURL: e2eOrigin('visual') },
  },
  { ...setupProject('sqlite'), server: 'sqlite' as const },
  onServer('sqlite', {
    name: 'sqlite',
    testIgnore: [
      ...LONG_SPECS,
      ...OWN_SERVER_SPECS,
      /postgres\.spec\.ts/,
      /online-payment\.spec\.ts/,
    ],
  }),
  // Changes site-wide settings (the header, the consent banner) that every page shows.
  { ...setupProject('settings'), server: 'settings' as const },
  onServer('settings', { name: 'sqlite-settings', testMatch: /header-settings\.spec\.ts/ }),
  // Changes the salon's opening hours, which bound every booking.
  { ...setupProject('hours'), server: 'hours' as const },
  onServer('hours', { name: 'sqlite-hours', testMatch: /owner-salon-hours\.spec\.ts/ }),
  // The owner's routine replaces the demo data and counts what it created.
  { ...setupProject('owner'), server: 'owner' as const },
  onServer('owner', { name: 'sqlite-owner', testMatch: /owner-dashboard\.spec\.ts/ }),
  // On a server of its own (e2e/ownServer.ts) with online payment switched on.
  { name: 'online-payment', testMatch: /online-payment\.spec\.ts/ },
  {
    name: 'postgres',
    server: 'postgres' as const,
    testMatch: /postgres\.spec\.ts/,
    use: { baseURL: e2eOrigin('postgres') },
  },
]

const { projects: configured, webServer } = withServers(projects)

export default sharedConfig({ projects: configured, webServer: [...webServer, standIns] })
