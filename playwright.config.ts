import { LONG_SPECS, server, setupProject, sharedConfig, standIns } from './playwright.shared'
import { e2eOrigin } from './scripts/lib/e2eServers.mjs'

const OWN_SERVER_SPECS = [
  /visual\.spec\.ts/,
  /header-settings\.spec\.ts/,
  /owner-salon-hours\.spec\.ts/,
  /owner-dashboard\.spec\.ts/,
]

/**
 * The gate's browser tests (`npm test`): every journey and the visual comparisons. The long
 * scenarios are in playwright.long.config.ts (`npm run test:long`). A group of tests that
 * changes what others read has a server of its own (scripts/lib/e2eServers.mjs), so every
 * project needs only the login (`setup`), runs alone or beside the others in any order, and a
 * failure in one skips nothing elsewhere.
 */
export default sharedConfig({
  projects: [
    setupProject,
    {
      // The demo as seeded (stock, places and appointments untouched by other tests).
      name: 'visual',
      testMatch: /visual\.spec\.ts/,
      dependencies: ['setup'],
      use: { baseURL: e2eOrigin('visual') },
    },
    {
      name: 'sqlite',
      testIgnore: [
        ...LONG_SPECS,
        ...OWN_SERVER_SPECS,
        /postgres\.spec\.ts/,
        /online-payment\.spec\.ts/,
      ],
      dependencies: ['setup'],
      use: { baseURL: e2eOrigin('sqlite') },
    },
    {
      // Changes site-wide settings (the header, the consent banner) that every page shows.
      name: 'sqlite-settings',
      testMatch: /header-settings\.spec\.ts/,
      dependencies: ['setup'],
      use: { baseURL: e2eOrigin('settings') },
    },
    {
      // Changes the salon's opening hours, which bound every booking.
      name: 'sqlite-hours',
      testMatch: /owner-salon-hours\.spec\.ts/,
      dependencies: ['setup'],
      use: { baseURL: e2eOrigin('hours') },
    },
    {
      // The owner's routine replaces the demo data and counts what it created.
      name: 'sqlite-owner',
      testMatch: /owner-dashboard\.spec\.ts/,
      dependencies: ['setup'],
      use: { baseURL: e2eOrigin('owner') },
    },
    {
      // On a server of its own (e2e/ownServer.ts) with online payment switched on.
      name: 'online-payment',
      testMatch: /online-payment\.spec\.ts/,
    },
    {
      name: 'postgres',
      testMatch: /postgres\.spec\.ts/,
      use: { baseURL: e2eOrigin('postgres') },
    },
  ],
  webServer: [
    server('sqlite'),
    server('postgres'),
    server('visual'),
    server('settings'),
    server('hours'),
    server('owner'),
    standIns,
  ],
})
