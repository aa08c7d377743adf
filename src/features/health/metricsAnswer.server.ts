import { timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { COLLECTIONS, GLOBALS } from '@/contracts/slugs'
import { metrics } from '@/lib/metrics'
import { clock } from '@/lib/clock'

const count = async (payload: Payload, status: string) =>
  (
    await payload.count({
      collection: COLLECTIONS.mailOutbox,
      where: { status: { equals: status } },
      overrideAccess: true,
    })
  ).totalDocs

/** The gauges read from the database at each scrape: outbox, job queue, backup. */
async function readGauges(payload: Payload, now: number) {
  const gauges = metrics()
  const [queued, stored, failed, due, backup] = await Promise.all([
    count(payload, 'queued'),
    count(payload, 'stored'),
    count(payload, 'failed'),
    payload.find({
      collection: 'payload-jobs',
      where: {
        and: [
          { processing: { equals: false } },
          { completedAt: { exists: false } },
          { hasError: { not_equals: true } },
          { waitUntil: { less_than: new Date(now).toISOString() } },
        ],
      },
      sort: 'waitUntil',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    }),
    payload.findGlobal({ slug: GLOBALS.backupSettings, depth: 0, overrideAccess: true }),
  ])
  gauges.outboxWaiting.set(queued + stored)
  gauges.outboxFailed.set(failed)
  const oldest = due.docs[0]?.waitUntil
  gauges.jobLag.set(oldest ? Math.max(0, (now - new Date(oldest).getTime()) / 1000) : 0)
  const last = backup.status?.lastSuccessAt
  gauges.backupAge.set(last ? Math.round((now - new Date(last).getTime()) / 1000) : -1)
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * GET /api/metrics in Prometheus's text format: off (404) unless METRICS_TOKEN is set, then only
 * with `Authorization: Bearer <token>` (401 otherwise).
 */
export async function metricsAnswer(
  request: Request,
  token: string | undefined,
  payload: () => Promise<Payload>,
): Promise<Response> {
  if (!token)
    return Response.json({ code: 'not_found', message: 'Metrics are off.' }, { status: 404 })
  const given = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? ''
  if (!sameToken(given.trim(), token))
    return Response.json(
      { code: 'unauthorized', message: 'Send the metrics token as a bearer token.' },
      { status: 401, headers: { 'www-authenticate': 'Bearer realm="metrics"' } },
    )
  await readGauges(await payload(), clock.ms())
  const { registry } = metrics()
  return new Response(await registry.metrics(), {
    headers: { 'content-type': registry.contentType, 'cache-control': 'no-store' },
  })
}
