import { expect, test } from './support'

// The same token as scripts/e2e-server.mjs.
const TOKEN = 'e2e-metrics-token-0123456789'
const bearer = { Authorization: `Bearer ${TOKEN}` }

/** The sum of a metric's samples whose labels contain all of `labels`. */
function sampleSum(text: string, name: string, labels: string[] = []): number {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .filter((line) => labels.every((label) => line.includes(label)))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0)
}

test('the metrics endpoint: refused without the token, counters moving after requests', async ({
  request,
}) => {
  expect((await request.get('/api/metrics')).status()).toBe(401)
  const wrong = await request.get('/api/metrics', { headers: { Authorization: 'Bearer nope' } })
  expect(wrong.status()).toBe(401)

  const first = await request.get('/api/metrics', { headers: bearer })
  expect(first.status()).toBe(200)
  expect(first.headers()['content-type']).toContain('text/plain')
  const before = await first.text()
  for (const name of [
    'salon_http_request_duration_seconds_bucket',
    'salon_mail_outbox_waiting',
    'salon_mail_outbox_failed',
    'salon_job_lag_seconds',
    'salon_backup_age_seconds',
    'salon_rate_limit_refusals_total',
    'salon_process_resident_memory_bytes',
  ])
    expect(before).toContain(name)
  expect(before).toMatch(/instance="[^"]+:\d+"/)

  for (let i = 0; i < 3; i += 1) expect((await request.get('/team')).status()).toBe(200)
  expect((await request.get('/gibt-es-nicht-metrics')).status()).toBe(404)
  const after = await (await request.get('/api/metrics', { headers: bearer })).text()
  const pages = (text: string) =>
    sampleSum(text, 'salon_http_requests_total', ['kind="page"', 'status="200"'])
  expect(pages(after)).toBeGreaterThanOrEqual(pages(before) + 3)
  expect(sampleSum(after, 'salon_http_requests_total', ['status="404"'])).toBeGreaterThan(
    sampleSum(before, 'salon_http_requests_total', ['status="404"']),
  )
  expect(sampleSum(after, 'salon_page_cache_total')).toBeGreaterThanOrEqual(
    sampleSum(before, 'salon_page_cache_total') + 3,
  )
})
