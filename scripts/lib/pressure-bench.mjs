// The pressure part of `npm run bench` (issues 12 and 32): floods and a crowd against one server,
// its resident memory after start, after the floods and after the crowd.
import autocannon from 'autocannon'

import { formFlood, serverRssMb } from './flood-bench.mjs'
import { crowdOnHome, scannerPaths, unknownPaths } from './load-bench.mjs'
import { pollerThread as poller } from './poller.mjs'

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

/** The V8 heap in use and held, and memory outside it (Buffers), in MB, from /api/metrics. */
async function heapMb(base, metricsToken) {
  if (!metricsToken) return {}
  const text = await (
    await fetch(`${base}/api/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
  ).text()
  const value = (name) => {
    const line = text.split('\n').find((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `))
    return line ? Math.round(Number(line.slice(line.lastIndexOf(' ') + 1)) / 1024 / 1024) : null
  }
  return {
    heapUsed: value('salon_nodejs_heap_size_used_bytes'),
    heapTotal: value('salon_nodejs_heap_size_total_bytes'),
    external: value('salon_nodejs_external_memory_bytes'),
  }
}

/**
 * `startPid`: the `scripts/start.mjs` process whose child serves `base`; with `metricsToken`
 * (the server's METRICS_TOKEN) the heap is reported beside the resident memory.
 */
export async function pressureFigures(base, startPid, metricsToken) {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 5_000))
  const memory = async (phase) => ({
    phase,
    rssMb: serverRssMb(startPid),
    ...(await heapMb(base, metricsToken)),
  })
  const rss = { afterStartMb: serverRssMb(startPid) }
  const phases = [await memory('after start')]
  const flood = await formFlood(base)
  const scan = await scannerPaths(base)
  await settle()
  // Issue 43: at most 512 MB after a scan.
  rss.afterScanMb = serverRssMb(startPid)
  phases.push(await memory('after the scan'))
  const floods = [scan, await unknownPaths(base), await distinctSearches(base)]
  await settle()
  rss.afterFloodsMb = serverRssMb(startPid)
  phases.push(await memory('after the floods'))
  const crowd = await crowdOnHome(base)
  await settle()
  rss.afterLoadMb = serverRssMb(startPid)
  phases.push(await memory('after the crowd'))
  return { rss, memory: phases, flood, floods, crowd }
}
