// Checks a finished import of an export against the database (scripts/import-real-exports.mjs):
// every public page, post and product (published, without a password: the importer's own rule,
// `isPublic`; a password-protected one comes in as a draft) answers at its old id address
// (`/?p=`, `/?page_id=`) with a redirect to a published document, and no imported content links
// to the old host.
import './load-env'

import { createReadStream } from 'node:fs'

import { getPayload } from 'payload'

import { isPublic, readWxr } from '../src/features/wordpress-import'
import payloadConfig from '../src/payload.config'

const COLLECTION_OF = { page: 'pages', post: 'posts', product: 'products' } as const

async function main() {
  const file = process.argv[2]
  if (!file) throw new Error('Usage: tsx scripts/check-wordpress-import.ts <export.xml>')
  const payload = await getPayload({ config: payloadConfig })
  const problems: string[] = []
  let oldHost = ''
  let checked = 0
  const redirects = new Map(
    (await payload.find({ collection: 'redirects', pagination: false, depth: 0 })).docs.map(
      (doc) => [doc.from, doc.to],
    ),
  )
  for await (const entry of readWxr(createReadStream(file))) {
    if (entry.kind === 'site') oldHost = URL.canParse(entry.link) ? new URL(entry.link).host : ''
    if (entry.kind !== 'item' || !isPublic(entry)) continue
    const collection = COLLECTION_OF[entry.type as keyof typeof COLLECTION_OF]
    if (!collection) continue
    const { docs } = await payload.find({
      collection,
      where: { wordpressId: { equals: entry.id } },
      depth: 0,
      limit: 1,
    })
    const doc = docs[0] as Record<string, unknown> | undefined
    if (!doc) {
      const grouped = entry.terms.some(
        (term) => term.taxonomy === 'product_type' && ['grouped', 'external'].includes(term.slug),
      )
      if (!grouped) problems.push(`${entry.type} ${entry.id} „${entry.title}“ was not imported`)
      continue
    }
    checked += 1
    const from = entry.type === 'page' ? `/?page_id=${entry.id}` : `/?p=${entry.id}`
    const to = redirects.get(from)
    const address = collection === 'products' ? `/shop/${String(doc.slug)}` : String(doc.path)
    if (to !== address) problems.push(`${from} leads to ${to ?? 'nothing'}, not ${address}`)
    // The permalink itself (`/2024/05/02/slug/`, `/product/slug/`), unless it is the new address
    // or one of the site's own pages keeps it.
    if (URL.canParse(entry.link)) {
      const permalink = decodeURIComponent(new URL(entry.link).pathname).replace(/\/+$/, '') || '/'
      const own = await payload.count({
        collection: 'pages',
        where: { path: { equals: permalink } },
      })
      if (
        permalink !== address &&
        permalink !== '/' &&
        own.totalDocs === 0 &&
        redirects.get(permalink) !== address
      )
        problems.push(
          `${permalink} leads to ${redirects.get(permalink) ?? 'nothing'}, not ${address}`,
        )
    }
    if (oldHost && JSON.stringify(doc.layout ?? doc.description ?? '').includes(oldHost))
      problems.push(`${entry.type} ${entry.id} still names ${oldHost}`)
  }
  const header = await payload.findGlobal({ slug: 'header', depth: 0 })
  console.log(
    `Checked ${checked} published items, ${redirects.size} redirects, ${header.mainMenu?.length ?? 0} main menu items.`,
  )
  await payload.destroy()
  if (problems.length) {
    console.error(problems.slice(0, 50).join('\n'))
    throw new Error(`${problems.length} problem(s)`)
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`Check failed: ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  },
)
