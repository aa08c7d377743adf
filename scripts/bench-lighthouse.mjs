#!/usr/bin/env node
// Lighthouse alone, against a server that already runs (the bench's own part, for a quick before
// and after): `node scripts/bench-lighthouse.mjs http://127.0.0.1:3301 / /kontakt`. Median of 3
// runs per page, printed as JSON.
import { medianAudit } from './lib/lighthouse-bench.mjs'

const [base, ...pages] = process.argv.slice(2)
if (!base || pages.length === 0) {
  console.error('Usage: node scripts/bench-lighthouse.mjs <base URL> <path> [path …]')
  process.exit(1)
}
const results = []
for (const page of pages) {
  await fetch(base + page)
  const audit = await medianAudit(base, page)
  const { runs, unscored, performance, lcpMs, fcpMs, tbtMs, cls, totalBytes, jsBytes } = audit
  results.push({
    page,
    performance,
    runs,
    lcpMs,
    fcpMs,
    tbtMs,
    cls,
    totalBytes,
    jsBytes,
    lcpElement: audit.lcpElement,
    benchmarkIndex: audit.benchmarkIndex,
    unscored,
  })
}
console.log(JSON.stringify(results, null, 2))
