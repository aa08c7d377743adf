import { hostname } from 'node:os'

import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

import { processWide } from '@/contracts/processWide'

/**
 * The process's Prometheus metrics (`prom-client`), one registry for the front server and the
 * Next.js bundle alike (processWide), labelled with the instance (host and process id) so
 * several instances behind one load balancer are told apart. Exposed by GET /api/metrics.
 */
function createMetrics() {
  const registry = new Registry()
  registry.setDefaultLabels({ instance: `${hostname()}:${process.pid}` })
  collectDefaultMetrics({ register: registry, prefix: 'salon_' })
  const registers = [registry]
  return {
    registry,
    requests: new Counter({
      name: 'salon_http_requests_total',
      help: 'Requests answered, by route kind and status.',
      labelNames: ['kind', 'status'] as const,
      registers,
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

// Label objects made once per value: the front server counts every request, and a new object
// (and status string) per count was garbage on the path of a cached page.
const requestLabels = new Map<string, { kind: string; status: string }>()
const kindLabels = new Map<string, { kind: string }>()
const stateLabels = new Map<string, { state: string }>()

/** One answered request of a route kind, with its status and time (seconds). */
export function countRequest(kind: string, status: number, seconds: number) {
  const key = `${kind} ${status}`
  let labels = requestLabels.get(key)
  if (!labels) requestLabels.set(key, (labels = { kind, status: String(status) }))
  let kindLabel = kindLabels.get(kind)
  if (!kindLabel) kindLabels.set(kind, (kindLabel = { kind }))
  const { requests, latency } = metrics()
  requests.inc(labels)
  latency.observe(kindLabel, seconds)
}

/** A public page answered by the front server, by cache state (HIT, MISS, …). */
export function countPageAnswer(state: string) {
  let labels = stateLabels.get(state)
  if (!labels) stateLabels.set(state, (labels = { state }))
  metrics().pageCache.inc(labels)
}

/** The kind of route a request went to, for the labels (never the path: unbounded). */
export function routeKind(pathname: string): string {
  if (pathname.startsWith('/api/')) return 'api'
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin'
  if (pathname.startsWith('/_next/') || pathname.startsWith('/islands/')) return 'asset'
  if (/\.[a-z0-9]+$/i.test(pathname)) return 'file'
  return 'page'
}
