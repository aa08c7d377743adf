import { defineConfig } from '@playwright/test'

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const server = (kind: 'sqlite' | 'postgres', port: number) => ({
  command: `node scripts/e2e-server.mjs ${kind}`,
  url: `http://127.0.0.1:${port}/api/health`,
  timeout: 300_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
})

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // One retry in CI: a test that passes only then is reported as flaky by name
  // (scripts/test.mjs, reports/flaky.txt), counted apart from the passes, never hidden.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Visual comparisons (e2e/visual.spec.ts): with the fonts awaited, runs on one machine draw
    // the same pixels; 1 % let a cart panel half off a phone's screen pass (its moved text was
    // under 3300 pixels), 0.1 % (330 pixels on a phone) does not.
    toHaveScreenshot: {
      maxDiffPixelRatio: 0.001,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      stylePath: 'e2e/visual.css',
    },
  },
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  use: {
    browserName: 'chromium',
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'setup',
      testMatch: /auth\.setup\.ts/,
      use: { baseURL: 'http://127.0.0.1:3210' },
    },
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
        /visual\.spec\.ts/,
        /postgres\.spec\.ts/,
        /header-settings\.spec\.ts/,
        /owner-salon-hours\.spec\.ts/,
        /owner-dashboard\.spec\.ts/,
        /owner-week\.spec\.ts/,
        /wordpress-move-in\.spec\.ts/,
        /online-payment\.spec\.ts/,
        /scale-out\.spec\.ts/,
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
      // On servers of their own (e2e/ownServer.ts), after the others: the owner's first week,
      // a salon moving in from WordPress over the demo, and online payment switched on.
      name: 'owner-week',
      testMatch: /(owner-week|wordpress-move-in|online-payment)\.spec\.ts/,
      dependencies: ['sqlite-owner'],
    },
    {
      name: 'postgres',
      testMatch: /postgres\.spec\.ts/,
      use: { baseURL: 'http://127.0.0.1:3211' },
    },
    {
      // Two more instances behind nginx (scripts/lib/cluster.mjs): last, when the rest is idle.
      name: 'scale-out',
      testMatch: /scale-out\.spec\.ts/,
      dependencies: ['owner-week', 'postgres'],
    },
  ],
  webServer: [
    server('sqlite', 3210),
    server('postgres', 3211),
    {
      command: 'node scripts/e2e-stand-ins.mjs',
      url: 'http://127.0.0.1:3290/health',
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    },
  ],
})
