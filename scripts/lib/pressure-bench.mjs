// The pressure part of `npm run bench` (issues 12 and 32): floods and a crowd against one server,
// its resident memory after start, after the floods and after the crowd.
import autocannon from 'autocannon'

import { formFlood, serverRssMb } from './flood-bench.mjs'
import { crowdOnHome, unknownPaths } from './load-bench.mjs'
import { poller } from './poller.mjs'

/** 50 connections asking /suche for distinct words; the cached / polled meanwhile. */
async function distinctSearches(base, seconds = 20, connections = 50) {
  let counter = 0
  const stopHome = poller(`${base}/`, 100)
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, path: `/suche?q=wort${counter++}` }) }],
  })
  const home = await stopHome()
  return {
    scenario: `distinct searches, ${connections} connections, ${seconds} s`,
    'req/s': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    'cached / p99 ms': home.p99Ms,
    'cached / max ms': home.maxMs,
  }
}

/** `startPid`: the `scripts/start.mjs` process whose child serves `base`. */
export async function pressureFigures(base, startPid) {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 5_000))
  const rss = { afterStartMb: serverRssMb(startPid) }
  const flood = await formFlood(base)
  const floods = [await unknownPaths(base), await distinctSearches(base)]
  await settle()
  rss.afterFloodsMb = serverRssMb(startPid)
  const crowd = await crowdOnHome(base)
  await settle()
  rss.afterLoadMb = serverRssMb(startPid)
  return { rss, flood, floods, crowd }
}
