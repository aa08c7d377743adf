// `npm run media:renditions`: makes the current renditions (AVIF and WebP, widths in
// src/features/media/collections/media.ts) for every picture that lacks one, on SQLite or
// PostgreSQL, local media or the bucket. Safe to run again: pictures that have them are skipped.
// docs/operations.md.
//
// Imports are static on purpose (see prepare.ts: a dynamic import of the config can stall).
import './load-env'

import { getPayload } from 'payload'

import { remakeRenditions } from '../src/features/media/renditions.server'
import { env } from '../src/lib/env'
import payloadConfig from '../src/payload.config'

async function main() {
  const payload = await getPayload({ config: payloadConfig })
  const config = env()
  const staticDir = payload.collections.media.config.upload.staticDir!
  const run = await remakeRenditions(payload, { staticDir, s3: config.s3 }, (doc, i, total) =>
    console.log(`  ${i + 1}/${total} ${doc.filename}`),
  )
  console.log(
    `Renditions: ${run.checked} media checked, ${run.remade} pictures remade, ${run.failed.length} failed.`,
  )
  for (const { id, error } of run.failed) console.error(`  media ${id}: ${error}`)
  await payload.destroy()
  return run.failed.length === 0
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error) => {
    console.error(`Renditions failed: ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  },
)
