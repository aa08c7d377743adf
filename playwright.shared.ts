import { defineConfig, type PlaywrightTestConfig } from '@playwright/test'

import { e2eOrigin, type E2EServerName } from './scripts/lib/e2eServers.mjs'
import { startSuiteClock } from './scripts/lib/suiteClock.mjs'

/** What both lanes of browser tests share (playwright.config.ts, playwright.long.config.ts). */

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium 156 loads its address bar's popup (a WebUI page, chrome://omnibox-popup.top-chrome)
  // into every new window, that is every test's browser context, even headless: 0.15 s of
  // processor time per context (scripts: 20 contexts 12.5 s with it, 9.4 s without, 7 December).
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup,PreloadTopChromeWebUI',
]

/** A demo server on a fresh database of its own (scripts/e2e-server.mjs). */
export const server = (name: E2EServerName) => ({
  command: `node scripts/e2e-server.mjs ${name}`,
  url: `${e2eOrigin(name)}/api/health`,
  timeout: 300_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
})

/** Analytics, video players, maps and the mail server (scripts/e2e-stand-ins.mjs). */
export const standIns = {
  command: 'node scripts/e2e-stand-ins.mjs',
  url: 'http://127.0.0.1:3290/health',
  reuseExistingServer: false,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
}

/** Logs the administrator in on one demo server and stores her state there (e2e/auth.setup.ts). */
export const setupProject = (name: E2EServerName) => ({
  name: `setup-${name}`,
  testMatch: /auth\.setup\.ts/,
  use: { baseURL: e2eOrigin(name) },
})

/**
 * The projects asked for on the command line (`--project=a`, `--project a`); none: all. The
 * servers of the others are not started, so one project alone waits for one server's boot.
 */
export function askedProjects(argv: readonly string[] = process.argv): string[] {
  return argv.flatMap((arg, index) =>
    arg.startsWith('--project=')
      ? [arg.slice('--project='.length)]
      : arg === '--project' && argv[index + 1]
        ? [argv[index + 1]!]
        : [],
  )
}

/** Whether a project is asked for (Playwright's `--project` takes `*` and ignores case). */
const isAsked = (name: string, asked: readonly string[]) =>
  asked.length === 0 ||
  asked.some((pattern) =>
    new RegExp(
      `^${pattern
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
      'i',
    ).test(name),
  )

type ProjectOnServer = NonNullable<PlaywrightTestConfig['projects']>[number] & {
  /** The demo server the project's tests run on. */
  server?: E2EServerName
}

/**
 * The projects as Playwright takes them, and the demo servers of those that run: a project
 * names its server, and only the servers of the projects asked for are started.
 */
export function withServers(projects: ProjectOnServer[]) {
  const asked = askedProjects()
  const servers = new Set(
    projects.flatMap((project) =>
      project.server && isAsked(project.name ?? '', asked) ? [project.server] : [],
    ),
  )
  return {
    projects: projects.map((project) =>
      Object.fromEntries(Object.entries(project).filter(([key]) => key !== 'server')),
    ),
    webServer: [...servers].map(server),
  }
}

/**
 * The long lane's specs (`npm run test:long`): scenarios that take minutes each. The gate
 * (`npm test`) leaves them out; docs/testing.md says which test belongs where.
 */
export const LONG_SPECS = [
  /owner-week\.spec\.ts/,
  /wordpress-move-in\.spec\.ts/,
  /scale-out\.spec\.ts/,
  /admin-walk\.spec\.ts/,
  /fuzz-volume\.spec\.ts/,
]

export function sharedConfig(config: PlaywrightTestConfig) {
  // Every process the run starts (servers, workers, Chromium) on the suite's clock
  // (scripts/lib/suiteClock.mjs); not when a unit test reads the config (src/test/browserLanes.test.ts).
  if (!process.env.VITEST) startSuiteClock()
  return defineConfig({
    testDir: 'e2e',
    fullyParallel: true,
    workers: 2,
    // One retry in CI: a test that passes only then is reported as flaky by name
    // (scripts/lib/testReport.mjs, reports/flaky.txt), counted apart from the passes, never hidden.
    retries: process.env.CI ? 1 : 0,
    forbidOnly: true,
    reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
    // A hang detector, not a speed limit (speed is `npm run bench`'s): journeys of forty steps
    // took 50-62 s in the gate on two busy cores (reports/playwright.json of 6 December), so a
    // minute failed them by the machine's load, not by what they test.
    timeout: 120_000,
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
      // Recorded on CI's retry, kept whether it passes or not: the trace of a flaky or failing
      // test is there for the next person (test-results/). Recording every first attempt (its
      // screenshots at every step) cost a fifth of the browser tests' time on two cores:
      // e2e/admin.spec.ts 198 s of test time with it, 158 s without (7 December).
      trace: 'on-first-retry',
      screenshot: 'only-on-failure',
      // A click or a wait for an element with no bound of its own waited for the whole test's two
      // minutes when its element never came (a select opened before its script attached): bounded,
      // the failure names the step at once and the retry starts sooner.
      actionTimeout: 30_000,
      navigationTimeout: 60_000,
    },
    ...config,
  })
}
