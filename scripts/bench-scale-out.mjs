#!/usr/bin/env node
// Throughput of / through nginx with one and with two instances of the site (PostgreSQL, Redis,
// S3 stand-in: scripts/lib/cluster.mjs), the same client and load for both. Run by `npm run bench`
// and alone with `node scripts/bench-scale-out.mjs`; needs the build and a PostgreSQL server.
import autocannon from 'autocannon'

import { startCluster } from './lib/cluster.mjs'

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
    return {
      instances,
      requestsPerSecond: Math.round(result.requests.average),
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      errors: result.errors,
      non2xx: result.non2xx,
    }
  } finally {
    await cluster.stop()
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
