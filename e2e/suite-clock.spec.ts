import { SUITE_INSTANT } from '../scripts/lib/suiteClock.mjs'
import { addDays, berlinDate } from '../src/lib/berlinTime'
import { DEMO_PAGES, expect, test } from './support'

// The run's one clock (scripts/lib/suiteClock.mjs, docs/testing.md „The clock“): the test's own
// process, the demo server with the seed of its world, and the browser start at SUITE_INSTANT
// and run on together, whatever day the machine has.

const instantMs = Date.parse(SUITE_INSTANT)
// A run, its retries and a slow machine included, is over well within this.
const RUN_BOUND_MS = 3 * 60 * 60_000
const AGREE_MS = 60_000

test('the test, the server and the page read the same clock, started at the suite’s instant', async ({
  page,
  request,
}) => {
  const tests = Date.now()
  expect(tests).toBeGreaterThanOrEqual(instantMs)
  expect(tests).toBeLessThan(instantMs + RUN_BOUND_MS)

  const answer = await request.get('/api/health')
  expect(answer.ok()).toBe(true)
  const server = Date.parse(answer.headers()['date']!)
  expect(Math.abs(server - tests)).toBeLessThan(AGREE_MS)

  await page.goto(DEMO_PAGES[0]!.path)
  const browser = await page.evaluate(() => Date.now())
  expect(Math.abs(browser - tests)).toBeLessThan(AGREE_MS)
  // The browser's cookie store reads the same clock: a cookie that ends in an hour by the
  // server's clock is kept (on the machine's clock it would have ended before it was set, or
  // outlive its logout).
  await page.context().addCookies([
    {
      name: 'suite_clock_probe',
      value: '1',
      url: page.url(),
      expires: Math.floor((tests + 60 * 60_000) / 1000),
    },
  ])
  expect(await page.evaluate(() => document.cookie)).toContain('suite_clock_probe=1')
})

test('the demo world is seeded on the suite’s day: the first event is sixteen days after it', async ({
  request,
}) => {
  const answer = await request.get('/api/events?where[slug][equals]=pflege-abend&depth=0&limit=1')
  expect(answer.ok()).toBe(true)
  const { docs } = (await answer.json()) as { docs: Array<{ start: string }> }
  expect(berlinDate(docs[0]!.start)).toBe(addDays(berlinDate(SUITE_INSTANT), 16))
})
