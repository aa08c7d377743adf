// `npm run search:reindex`: rebuilds the site search's rows from the published content, as the
// admin's „Neu indizieren“ button does. A running server picks them up within seconds.
//
// Imports are static on purpose (see prepare.ts: a dynamic import of the config can stall).
import './load-env'

import { getPayload } from 'payload'

import { reindexSearch } from '../src/features/search/reindex'
import payloadConfig from '../src/payload.config'

async function main() {
  const started = performance.now()
  const payload = await getPayload({ config: payloadConfig })
  const { rows } = await reindexSearch(payload)
  console.log(
    `Search index rebuilt: ${rows} entries in ${Math.round(performance.now() - started)} ms.`,
  )
  await payload.destroy()
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(
      `Rebuilding the search index failed: ${error instanceof Error ? error.message : error}`,
    )
    process.exit(1)
  },
)
