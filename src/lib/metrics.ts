import { hostname } from 'node:os'

import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

import { processWide } from '@/contracts/processWide'

/**
 * The process's Prometheus metrics (`prom-client`), one registry for the front server and the
 * Next.js bundle alike (processWide), labelled with the instance (host and process id) so
 * several instances behind one load balancer are told apart. Exposed by GET /api/metrics.
 */
function createMetrics() {
  // Counts of the front server's hot path as plain numbers, added to the counters when the
  // metrics are read (`collect`): one Map lookup per request instead of prom-client's label
  // hashing. They live here, not in module scope: the front server and the Next.js bundle each
  // load this module, and the one registry must read the counts of both.
  const pending = {
    requests: new Map<string, { labels: { kind: string; status: string }; count: number }>(),
    pages: new Map<string, { labels: { state: string }; count: number }>(),
    /** Counts kept elsewhere (the front worker's shared memory), added before they are read. */
    drains: [] as Array<() => void>,
  }
  const drainElsewhere = () => pending.drains.forEach((drain) => drain())
  const registry = new Registry()
  registry.setDefaultLabels({ instance: `${hostname()}:${process.pid}` })
  collectDefaultMetrics({ register: registry, prefix: 'salon_' })
  const registers = [registry]
  return {
    registry,
    pending,
    requests: new Counter({
      name: 'salon_http_requests_total',
      help: 'Requests answered, by route kind and status.',
      labelNames: ['kind', 'status'] as const,
      registers,
      collect() {
        drainElsewhere()
        for (const entry of pending.requests.values()) {
          if (entry.count > 0) this.inc(entry.labels, entry.count)
          entry.count = 0
        }
      },
    }),
    latency: new Histogram({
      name: 'salon_http_request_duration_seconds',
      help: 'Time to answer a request, by route kind.',
      labelNames: ['kind'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    pageCache: new Counter({
      name: 'salon_page_cache_total',
      help: 'Public pages answered by the front server, by cache state (HIT, MISS, …).',
      labelNames: ['state'] as const,
      registers,
      collect() {
        drainElsewhere()
        for (const entry of pending.pages.values()) {
          if (entry.count > 0) this.inc(entry.labels, entry.count)
          entry.count = 0
        }
      },
    }),
    rateLimited: new Counter({
      name: 'salon_rate_limit_refusals_total',
      help: 'Requests refused by a rate limit, by limit.',
      labelNames: ['limit'] as const,
      registers,
    }),
    refusalsReplayed: new Counter({
      name: 'salon_rate_limit_replays_total',
      help: 'Requests of an address already refused, answered again by the front server alone.',
      registers,
    }),
    outboxWaiting: new Gauge({
      name: 'salon_mail_outbox_waiting',
      help: 'Mails in the outbox not yet sent.',
      registers,
    }),
    outboxFailed: new Gauge({
      name: 'salon_mail_outbox_failed',
      help: 'Mails in the outbox that failed for good.',
      registers,
    }),
    jobLag: new Gauge({
      name: 'salon_job_lag_seconds',
      help: 'How long the oldest due job has been waiting to run.',
      registers,
    }),
    backupAge: new Gauge({
      name: 'salon_backup_age_seconds',
      help: 'Seconds since the last good backup (-1: none yet).',
      registers,
    }),
  }
}

export const metrics = () => processWide('metrics', createMetrics)

/**
 * One answered request of a route kind, with its status and, unless it was written from memory
 * (a cached page, an island: well under a millisecond, counted by `salon_page_cache_total`),
 * its time in seconds.
 */
export function countRequest(kind: string, status: number, seconds?: number) {
  countRequests(kind, status, 1)
  if (seconds !== undefined) metrics().latency.observe({ kind }, seconds)
}

/** A public page answered by the front server, by cache state (HIT, MISS, …). */
export function countPageAnswer(state: string, times = 1) {
  const { pending } = metrics()
  let entry = pending.pages.get(state)
  if (!entry) pending.pages.set(state, (entry = { labels: { state }, count: 0 }))
  entry.count += times
}

/**
 * Counts kept outside this thread's memory (the front worker's, frontCounts.ts): `drain` adds
 * them with `countRequests` and `countPageAnswer` whenever the metrics are read.
 */
export const countAlsoFrom = (drain: () => void) => void metrics().pending.drains.push(drain)

/** `times` answers of a route kind and status written from memory (no time to observe). */
export function countRequests(kind: string, status: number | string, times: number) {
  const { pending } = metrics()
  const key = `${kind} ${status}`
  let entry = pending.requests.get(key)
  if (!entry)
    pending.requests.set(key, (entry = { labels: { kind, status: String(status) }, count: 0 }))
  entry.count += times
}

/** The kind of route a request went to, for the labels (never the path: unbounded). */
export function routeKind(pathname: string): string {
  if (pathname.startsWith('/api/')) return 'api'
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin'
  if (pathname.startsWith('/_next/') || pathname.startsWith('/islands/')) return 'asset'
  if (/\.[a-z0-9]+$/i.test(pathname)) return 'file'
  return 'page'
}
