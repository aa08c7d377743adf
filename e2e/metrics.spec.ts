import { expect, metricSum, test } from './support'

// The same token as scripts/e2e-server.mjs.
const TOKEN = 'e2e-metrics-token-0123456789'
const bearer = { Authorization: `Bearer ${TOKEN}` }

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
    metricSum(text, 'salon_http_requests_total', ['kind="page"', 'status="200"'])
  expect(pages(after)).toBeGreaterThanOrEqual(pages(before) + 3)
  expect(metricSum(after, 'salon_http_requests_total', ['status="404"'])).toBeGreaterThan(
    metricSum(before, 'salon_http_requests_total', ['status="404"']),
  )
  expect(metricSum(after, 'salon_page_cache_total')).toBeGreaterThanOrEqual(
    metricSum(before, 'salon_page_cache_total') + 3,
  )
})
