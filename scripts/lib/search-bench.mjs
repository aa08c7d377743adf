import { setTimeout as sleep } from 'node:timers/promises'

import autocannon from 'autocannon'

import { tsxFigures } from './node-flags.mjs'
import { searchCorpus } from './search-corpus.mjs'

const CONNECTIONS = 50
const DURATION_S = 15

/** The endpoint's own time per query over 10,000 documents (scripts/bench-search.ts, no network). */
export function searchEngineFigures() {
  const figures = tsxFigures('scripts/bench-search.ts', { nodeArgs: ['--expose-gc'] })
  delete figures.hits
  return figures
}

/**
 * Adds 10,000 published pages with their search rows to a running demo's SQLite database (as the
 * plugin would write them, without rendering 10,000 pages first) and waits until the server's
 * index has read them (it checks the rows every 10 s).
 */
export async function indexCorpus(databaseFile, base) {
  const { createClient } = await import('@libsql/client')
  const db = createClient({ url: `file:${databaseFile}` })
  // The server writes to the same file meanwhile (its job queue every minute): wait for its lock.
  await db.execute('PRAGMA busy_timeout = 30000')
  const corpus = searchCorpus()
  const offset = 100_000
  const statements = corpus.flatMap((doc) => [
    {
      sql: "INSERT INTO pages (id, title, slug, path, _status) VALUES (?, ?, ?, ?, 'published')",
      args: [offset + doc.id, doc.title, `dokument-${doc.id}`, doc.path],
    },
    {
      sql: 'INSERT INTO search (id, title, priority, path, headings, body, description) VALUES (?, ?, 10, ?, ?, ?, ?)',
      args: [offset + doc.id, doc.title, doc.path, doc.headings, doc.body, ''],
    },
    {
      sql: "INSERT INTO search_rels (parent_id, path, pages_id) VALUES (?, 'doc', ?)",
      args: [offset + doc.id, offset + doc.id],
    },
  ])
  for (let i = 0; i < statements.length; i += 3_000) {
    await db.batch(statements.slice(i, i + 3_000), 'write')
  }
  db.close()
  const probe = corpus[corpus.length - 1].title.split(' ')[0]
  for (let attempt = 0; attempt < 120; attempt++) {
    const response = await fetch(`${base}/api/live-search`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ search: probe, perPage: '100' }),
    })
    const items = response.ok ? await response.json() : []
    if (items.some((item) => item.post_url.startsWith('/bench/'))) return corpus.length
    await sleep(1_000)
  }
  throw new Error('the server did not pick up the benchmark corpus')
}

/** /suche with one query repeated, and with a new query every request (50 connections). */
export async function searchPageLoad(base) {
  const words = ['Haarschnitt', 'Balayage', 'Brautfrisuren', 'Lockenstab', 'Gutschein', 'Termin']
  const repeated = await autocannon({
    url: `${base}/suche?s=Balayage`,
    connections: CONNECTIONS,
    duration: DURATION_S,
  })
  let n = 0
  const distinct = await autocannon({
    url: `${base}/suche`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: `/suche?s=${encodeURIComponent(`${words[n % words.length]} ${n++}`)}`,
        }),
      },
    ],
  })
  const row = (name, result) => ({
    name,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  })
  return [row('/suche, one query repeated', repeated), row('/suche, a new query each', distinct)]
}
