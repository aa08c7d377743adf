// Issue 62: the cached rate fresh and after a long mix of what a site meets all day (pages with
// their islands, searches and suggestions, scanners, unknown addresses, health checks, the admin's
// login page), with the server's resident memory along the way. A cost per cached answer that
// grows with uptime, or memory that keeps growing, shows here and nowhere else.
import fs from 'node:fs'
import path from 'node:path'

import autocannon from 'autocannon'

import { cachedRate } from './cached-rate.mjs'
import { BOOKING_DEMO_PATHS, DEMO_PATHS, EVENT_DEMO_PATHS, NEWS_DEMO_PATHS } from './demo.mjs'
import { serverRssMb } from './flood-bench.mjs'

const SEARCH_WORDS = ['Balayage', 'Schnitt', 'Farbe', 'Pflege', 'Termin', 'Braut', 'Glanz']

/** One request of the mix for the n-th turn: about a visitor's share of each kind. */
function mixedRequest(n, islandFiles) {
  const word = SEARCH_WORDS[n % SEARCH_WORDS.length]
  const kinds = [
    ...[...DEMO_PATHS, ...EVENT_DEMO_PATHS, ...NEWS_DEMO_PATHS, '/shop', '/shop/styling-creme'].map(
      (page) => () => ({ method: 'GET', path: page }),
    ),
    () => ({ method: 'GET', path: islandFiles[n % islandFiles.length] }),
    () => ({ method: 'GET', path: islandFiles[(n + 7) % islandFiles.length] }),
    () => ({ method: 'GET', path: `/suche?q=${word}` }),
    // A query never asked before: a results page rendered and kept in the search cache.
    () => ({ method: 'GET', path: `/suche?q=${word}${n}` }),
    () => ({
      method: 'POST',
      path: '/api/live-search',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `search=${word.slice(0, 3 + (n % 4))}`,
    }),
    () => ({ method: 'GET', path: `/wp-login-${n}.php` }),
    () => ({ method: 'GET', path: `/.env.${n}` }),
    () => ({ method: 'GET', path: `/nicht-da-${n}` }),
    () => ({ method: 'GET', path: `/?s=${word}&n=${n}` }),
    () => ({ method: 'GET', path: '/api/health' }),
    () => ({ method: 'GET', path: BOOKING_DEMO_PATHS[0] }),
    () => ({ method: 'GET', path: '/admin/login' }),
  ]
  return kinds[n % kinds.length]()
}

/** `seconds` of the mix on `connections` connections; req/s and the statuses seen. */
export async function mixedTraffic(base, seconds, connections = 10) {
  const manifest = JSON.parse(fs.readFileSync('public/islands/manifest.json', 'utf8'))
  const islandFiles = [manifest.loader, ...Object.values(manifest.islands).map((i) => i.file)].map(
    (file) => `/islands/${file}`,
  )
  let n = 0
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: [{ setupRequest: (request) => ({ ...request, ...mixedRequest(n++, islandFiles) }) }],
  })
  return {
    'req/s': Math.round(result.requests.average),
    '5xx': result['5xx'] ?? 0,
    errors: result.errors,
  }
}

/**
 * Fresh: the cached rate; then `soakMinutes` of the mix (RSS and the mix's rate each minute);
 * then the cached rate again. `startPid`: the `scripts/start.mjs` process of the server at
 * `base`; `pageCacheDir`: where it writes page files (nginx in front is measured too).
 */
export async function steadyFigures({
  base,
  startPid,
  pageCacheDir,
  ports,
  dir,
  soakMinutes,
  without,
}) {
  const rate = (label) =>
    cachedRate({ base, ports, dir: path.join(dir, `rate-${label}`), pageCacheDir, without })
  // A minute of the mix first: what the server holds after it is the baseline for memory.
  const warmUp = await mixedTraffic(base, 60)
  const rightAfterWarmUpMb = serverRssMb(startPid)
  const fresh = await rate('fresh')
  // Read where the end is read too: after the rate's minutes of cached answers alone. Right
  // after a minute of the mix the heap holds that minute's garbage, which the collector returns
  // in the quiet minutes after (587 MB then, 418 MB at the end of the same run on 7 December):
  // two readings at different moments of the collector, not growth.
  const afterWarmUpMb = serverRssMb(startPid)
  const minutes = []
  for (let minute = 1; minute <= soakMinutes; minute++) {
    const mix = await mixedTraffic(base, 60)
    minutes.push({ minute, ...mix, 'RSS MB': serverRssMb(startPid) })
  }
  const after = await rate('after')
  const endMb = serverRssMb(startPid)
  return {
    soakMinutes,
    warmUp: { ...warmUp, 'RSS MB': rightAfterWarmUpMb },
    fresh,
    minutes,
    after,
    rss: {
      rightAfterWarmUpMb,
      afterWarmUpMb,
      peakMb: Math.max(rightAfterWarmUpMb, ...minutes.map((m) => m['RSS MB'])),
      endMb,
      growth: Number(((endMb - afterWarmUpMb) / afterWarmUpMb).toFixed(3)),
    },
  }
}

/** The part's tables. */
export function reportSteady(steady) {
  if (steady.error) return console.log(`Steady speed: failed: ${steady.error}`)
  const line = (label, r) =>
    `${label}: ours / minimal ${r.oursToMinimal}, behind nginx / nginx ${r.behindNginxToNginx ?? '–'}` +
    (r.withoutWorkerToMinimal === undefined
      ? ''
      : ` (without the front worker: ${r.withoutWorkerToMinimal} of minimal)`)
  console.log(
    `Steady speed (issue 62, targets: ours / minimal ≥ 0.7 fresh and after, behind nginx / nginx ≥ 0.8, RSS growth ≤ 15 %)`,
  )
  console.log(line('Fresh', steady.fresh))
  console.table(steady.fresh.rounds)
  console.table(steady.minutes)
  console.log(line(`After ${steady.soakMinutes} minutes of mixed traffic`, steady.after))
  console.table(steady.after.rounds)
  console.log(
    `RSS: ${steady.rss.afterWarmUpMb} MB after the warm-up and the first rate (${steady.rss.rightAfterWarmUpMb} MB right after the warm-up's mix), ${steady.rss.endMb} MB at the end after the second (${(steady.rss.growth * 100).toFixed(1)} %), at most ${steady.rss.peakMb} MB during the mix`,
  )
}
