import { LONG_SPECS, server, setupProject, sharedConfig, standIns } from './playwright.shared'

/**
 * The gate's browser tests (`npm test`): every journey and the visual comparisons. The long
 * scenarios are in playwright.long.config.ts (`npm run test:long`).
 */
export default sharedConfig({
  projects: [
    setupProject,
    {
      // First, on the demo as seeded (stock, places and appointments untouched by other tests).
      name: 'visual',
      testMatch: /visual\.spec\.ts/,
      dependencies: ['setup'],
      use: { baseURL: 'http://127.0.0.1:3210' },
    },
    {
      name: 'sqlite',
      testIgnore: [
        ...LONG_SPECS,
        /visual\.spec\.ts/,
        /postgres\.spec\.ts/,
        /header-settings\.spec\.ts/,
        /owner-salon-hours\.spec\.ts/,
        /owner-dashboard\.spec\.ts/,
        /online-payment\.spec\.ts/,
      ],
      dependencies: ['setup', 'visual'],
      use: { baseURL: 'http://127.0.0.1:3210' },
    },
    {
      // Changes site-wide settings, so it runs after the tests that read them.
      name: 'sqlite-settings',
      testMatch: /(header-settings|owner-salon-hours)\.spec\.ts/,
      dependencies: ['sqlite'],
      use: { baseURL: 'http://127.0.0.1:3210' },
    },
    {
      // The owner's routine replaces the demo data and counts what it created: last, alone.
      name: 'sqlite-owner',
      testMatch: /owner-dashboard\.spec\.ts/,
      dependencies: ['sqlite-settings'],
      use: { baseURL: 'http://127.0.0.1:3210' },
    },
    {
      // On a server of its own (e2e/ownServer.ts) with online payment switched on: needs no
      // other project and changes nothing they read.
      name: 'online-payment',
      testMatch: /online-payment\.spec\.ts/,
    },
    {
      name: 'postgres',
      testMatch: /postgres\.spec\.ts/,
      use: { baseURL: 'http://127.0.0.1:3211' },
    },
  ],
  webServer: [server('sqlite', 3210), server('postgres', 3211), standIns],
})
