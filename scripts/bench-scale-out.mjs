#!/usr/bin/env node
// Throughput of / through nginx with one and with two instances of the site (PostgreSQL, Redis,
// S3 stand-in: scripts/lib/cluster.mjs), the same client and load for both; with two, each
// instance's resident memory before and after the floods. Run by `npm run bench` and alone with
// `node scripts/bench-scale-out.mjs`; needs the build and a PostgreSQL server.
import { setTimeout as sleep } from 'node:timers/promises'

import autocannon from 'autocannon'

import { startCluster } from './lib/cluster.mjs'
import { formFlood, processRssMb } from './lib/flood-bench.mjs'
import { unknownPaths } from './lib/load-bench.mjs'

const DURATION_S = 15
const CONNECTIONS = 20

async function measure(instances) {
  const cluster = await startCluster({ instances })
  try {
    // Warm each instance's cache through the balancer first.
    for (let i = 0; i < 4 * instances; i++) await fetch(`${cluster.publicUrl}/`)
    const result = await autocannon({
      url: `${cluster.publicUrl}/`,
      connections: CONNECTIONS,
      duration: DURATION_S,
    })
    const figures = {
      instances,
      requestsPerSecond: Math.round(result.requests.average),
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      errors: result.errors,
      non2xx: result.non2xx,
    }
    return instances > 1 ? { ...figures, ...(await memoryUnderFloods(cluster)) } : figures
  } finally {
    await cluster.stop()
  }
}

/**
 * Issue 32's memory budget per instance on PostgreSQL: the form flood and the flood of unknown
 * addresses of the SQLite pressure part, sent through nginx to both instances, then each
 * instance's resident memory (MB, in the order of `cluster.ports`).
 */
async function memoryUnderFloods(cluster) {
  const rss = () => cluster.ports.map((port) => processRssMb(cluster.pidOf(port))).join(' / ')
  const before = rss()
  const flood = await formFlood(cluster.publicUrl)
  await unknownPaths(cluster.publicUrl)
  await sleep(5_000)
  return {
    floodHomeP99Ms: flood['GET / p99 ms'],
    floodHealthP99Ms: flood['health p99 ms'],
    rssBeforeMb: before,
    rssAfterFloodsMb: rss(),
  }
}

export async function scaleOutFigures() {
  return [await measure(1), await measure(2)]
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await scaleOutFigures()
  console.log(`/ through nginx (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s)`)
  console.table(figures)
}
