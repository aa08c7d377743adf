// Part of `npm run bench`: the live-search endpoint's own time per query with 10,000 German
// documents indexed (no network), the index's build time and memory. Prints one JSON line.
import { searchWith } from '../src/features/search/indexStore'
import { handleLiveSearch } from '../src/features/search/liveSearch.server'
import { type SearchDocument, SearchIndex } from '../src/features/search/searchIndex'
import type { SiteSearch } from '../src/contracts/search'
import { BENCH_QUERIES, searchCorpus } from './lib/search-corpus.mjs'

const REPEAT = 20

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

async function main() {
  const corpus = searchCorpus()
  const documents: SearchDocument[] = corpus.map((doc) => ({
    key: `pages:${doc.id}`,
    id: doc.id,
    postType: 'page',
    typeLabel: 'Seite',
    title: doc.title,
    headings: doc.headings,
    body: doc.body,
    description: '',
    path: doc.path,
    imageUrl: null,
  }))
  global.gc?.()
  const heapBefore = process.memoryUsage().heapUsed
  const started = performance.now()
  const index = new SearchIndex()
  await index.addAll(documents)
  const buildMs = performance.now() - started
  global.gc?.()
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024

  const search: SiteSearch = (request) => Promise.resolve(searchWith(index, request))
  const times: number[] = []
  const hits: Record<string, number> = {}
  for (let round = 0; round < REPEAT; round++) {
    for (const [i, query] of BENCH_QUERIES.entries()) {
      const request = new Request('http://bench/api/live-search', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': `10.0.${round}.${i}`,
        },
        body: new URLSearchParams({ search: query, perPage: '100' }),
      })
      const t0 = performance.now()
      const response = await handleLiveSearch(request, search, () => {})
      // The answer is serialised by then (Response.json); reading it back is the client's time.
      times.push(performance.now() - t0)
      const items = (await response.json()) as unknown[]
      hits[query] = items.length
    }
  }
  times.sort((a, b) => a - b)
  console.log(
    JSON.stringify({
      documents: documents.length,
      buildMs: Math.round(buildMs),
      heapMb: Math.round(heapMb),
      queries: times.length,
      p50Ms: +percentile(times, 50).toFixed(2),
      p95Ms: +percentile(times, 95).toFixed(2),
      maxMs: +times[times.length - 1]!.toFixed(2),
      hits,
    }),
  )
}

void main()
