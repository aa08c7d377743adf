import http from 'node:http'

import { expect, metricSum, test } from './support'

// Issue 32: a flood of refused posts is answered by the front server from memory, before the
// body is read, and leaves page delivery alone. The bench runs the full scenario (200 connections,
// 20 s) and holds its speed to targets (GET / p99 < 200 ms meanwhile); this is the short version
// of its behaviour, asserting no time (a busy machine would fail it, not the site).
const BASE = 'http://127.0.0.1:3210'
// The same token as scripts/e2e-server.mjs.
const METRICS = { authorization: 'Bearer e2e-metrics-token-0123456789' }

/** A metric's current sum, read as the operator's scraper reads it. */
const currentSum = async (name: string, labels: string[] = []) =>
  metricSum(await (await fetch(`${BASE}/api/metrics`, { headers: METRICS })).text(), name, labels)

/** A consent post from its own client address, so no other test meets its limit. */
function postConsent(agent: http.Agent, body: string) {
  return new Promise<{ status: number; retryAfter?: string; text: string }>((resolve) => {
    const req = http.request(
      `${BASE}/api/consent`,
      {
        method: 'POST',
        agent,
        localAddress: '127.0.0.4',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode!, retryAfter: res.headers['retry-after'], text }),
        )
      },
    )
    req.on('error', (error) => resolve({ status: 0, text: String(error) }))
    req.end(body)
  })
}

test('a flood of posts past a limit is refused by the front alone; pages come from the cache meanwhile', async () => {
  test.setTimeout(60_000)
  const replayedBefore = await currentSum('salon_rate_limit_replays_total')
  const refusedBefore = await currentSum('salon_rate_limit_refusals_total', ['limit="consent"'])

  // Rendered and cached first: the pages below are delivered, not rendered.
  expect((await fetch(`${BASE}/`)).status).toBe(200)
  const agent = new http.Agent({ keepAlive: true, maxSockets: 20 })
  const body = JSON.stringify({ nonce: 'x', data: 'y' }).padEnd(4_000, ' ')
  const answers: Array<{ status: number; retryAfter?: string; text: string }> = []
  const pageTimes: number[] = []
  const pageCache: string[] = []
  let flooding = true
  const pages = (async () => {
    while (flooding) {
      const started = performance.now()
      const page = await fetch(`${BASE}/`)
      expect(page.status).toBe(200)
      pageCache.push(page.headers.get('x-page-cache') ?? 'none')
      await page.arrayBuffer()
      pageTimes.push(performance.now() - started)
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  })()
  let sent = 0
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (sent < 200) {
        sent += 1
        answers.push(await postConsent(agent, body))
      }
    }),
  )
  flooding = false
  await pages
  agent.destroy()

  const refused = answers.filter((answer) => answer.status === 429)
  // The consent log takes 20 per minute from one address; every other post is refused.
  expect(answers.length - refused.length).toBeLessThanOrEqual(20)
  expect(answers.every((answer) => answer.status === 429 || answer.status < 500)).toBe(true)
  for (const answer of refused) {
    expect(Number(answer.retryAfter)).toBeGreaterThan(0)
    expect(JSON.parse(answer.text).code).toBe('rate_limited')
  }
  // The endpoint refused the first of them; the front answered the rest from memory.
  const replayed = (await currentSum('salon_rate_limit_replays_total')) - replayedBefore
  const refusedByEndpoint =
    (await currentSum('salon_rate_limit_refusals_total', ['limit="consent"'])) - refusedBefore
  expect(replayed).toBeGreaterThanOrEqual(refused.length - 20)
  expect(refusedByEndpoint).toBeLessThanOrEqual(40)

  pageTimes.sort((a, b) => a - b)
  test.info().annotations.push({
    type: 'GET / during the flood',
    description: `${pageTimes.length} requests, max ${Math.round(pageTimes.at(-1)!)} ms`,
  })
  expect(pageTimes.length).toBeGreaterThan(0)
  // From memory, not rendered again (another spec's publish on this server may expire it once).
  expect(pageCache).toContain('HIT')
})
