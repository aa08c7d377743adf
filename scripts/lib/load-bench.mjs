// Load scenarios of `npm run bench` (issue 12): a crowd on the cached home page while the health
// endpoint is polled, and a flood of distinct unknown addresses while a cached page is polled.
// 127.0.0.1 only, bounded in time. e2e/security.spec.ts runs a short version of the second.
import autocannon from 'autocannon'

import { pollerThread as poller } from './poller.mjs'

async function run(options) {
  let slow = 0
  const instance = autocannon(options)
  instance.on('response', (_client, _status, _bytes, responseTime) => {
    if (responseTime > 2000) slow += 1
  })
  const result = await instance
  return { result, slow }
}

/** 500 connections on / for `seconds`; /api/health polled throughout. */
export async function crowdOnHome(base, seconds = 30) {
  const stopHealth = poller(`${base}/api/health`)
  const { result, slow } = await run({ url: `${base}/`, connections: 500, duration: seconds })
  const health = await stopHealth()
  return {
    scenario: `/ with 500 connections, ${seconds} s`,
    'req/s': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    'over 2 s': slow,
    errors: result.errors + result.timeouts + result.non2xx,
    'health max ms': health.maxMs,
    'health unanswered': health.unanswered,
  }
}

/** 50 connections asking for distinct unknown addresses; the cached / polled meanwhile. */
export function unknownPaths(base, seconds = 20, connections = 50) {
  return distinctPaths(
    base,
    (n) => `/unbekannt-${n}`,
    'distinct unknown paths',
    seconds,
    connections,
  )
}

/** What scanners ask every public site all day: file names of other software, never twice. */
const SCANNED = [
  (n) => `/wp-login-${n}.php`,
  (n) => `/xmlrpc.php.${n}.bak`,
  (n) => `/.env.${n}`,
  (n) => `/backup-${n}.tar.gz`,
  (n) => `/wp-content/plugins/p${n}/readme.txt`,
  (n) => `/phpmyadmin-${n}/index.php`,
]

/**
 * Issue 43: 50 connections asking for distinct scanner paths for 12 s while / is polled.
 * Targets: ≥ 1,000 req/s, GET / median < 200 ms and max < 1 s meanwhile.
 */
export function scannerPaths(base, seconds = 12, connections = 50) {
  const path = (n) => SCANNED[n % SCANNED.length](n)
  return distinctPaths(base, path, 'distinct scanner paths', seconds, connections)
}

async function distinctPaths(base, pathOf, name, seconds, connections) {
  let counter = 0
  const stopHome = poller(`${base}/`, 100)
  const { result, slow } = await run({
    url: base,
    connections,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, path: pathOf(counter++) }) }],
  })
  const home = await stopHome()
  return {
    scenario: `${name}, ${connections} connections, ${seconds} s`,
    'req/s': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    'over 2 s': slow,
    'not 404': result.non2xx - (result.statusCodeStats['404']?.count ?? 0) + result['2xx'],
    'cached / p50 ms': home.p50Ms,
    'cached / p99 ms': home.p99Ms,
    'cached / max ms': home.maxMs,
  }
}
