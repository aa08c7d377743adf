import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { COLLECTIONS, GLOBALS } from '@/contracts/slugs'
import { eachDatabase, startTestPayload, type TestPayload } from '@/test/testPayload'

import { oldPath, siteHosts } from '../importer/addresses'
import type { ImportReport } from '../importer/report'
import { runImport } from '../importer/runImport.server'
import { type ExportSource, scanExport } from '../importer/scan'
import { isPublic } from '../wxr/types'

/**
 * The export corpus's check (issue 59), for each export on both databases: the dry run's report
 * is the import's, the counts are the site's documents, a second run creates nothing, and every
 * published page and post answers at its old addresses with one entry in the site search. The
 * gate runs it on the corpus's files (importer/corpus.int.test.ts), the long lane on the
 * thousand items (importer/corpusThousand.long.int.test.ts).
 */

/** One export of the corpus: its name in the test's title and where it is read from. */
export type CorpusExport = { name: string; source: ExportSource }

/** Where each kind of the report is kept. */
const COLLECTION_OF: Record<string, string> = {
  Seiten: COLLECTIONS.pages,
  Beiträge: COLLECTIONS.posts,
  Medien: COLLECTIONS.media,
  Kategorien: COLLECTIONS.postCategories,
  Schlagwörter: COLLECTIONS.postTags,
  Portfolio: COLLECTIONS.portfolio,
  'Portfolio-Kategorien': COLLECTIONS.portfolioCategories,
  Produkte: COLLECTIONS.products,
  Veranstaltungen: COLLECTIONS.events,
  Kontaktformulare: COLLECTIONS.contactForms,
}
const ADDRESSED = new Set(['page', 'post'])

/** What a run promised, without what only an import can know (a stored file's final name). */
const promised = (report: ImportReport) => ({
  counts: report.counts,
  moved: report.moved.map((row) => row.from).sort(),
  skipped: report.skipped,
  missingMedia: report.missingMedia,
  refusedMedia: report.refusedMedia,
  clashes: report.clashes,
  items: report.items.map(({ kind, title, created, address }) => ({
    kind,
    title,
    created,
    address,
  })),
  comments: report.comments.length,
})

const MENU = 'Menüpunkte'

/** What the site holds of a kind of the report: documents, or the header's menu entries. */
async function documentsOf(payload: Payload, kind: string) {
  if (kind === MENU) {
    const header = await payload.findGlobal({
      slug: GLOBALS.header,
      depth: 0,
      overrideAccess: true,
    })
    return (header.mainMenu ?? []).reduce(
      (sum, row) => sum + 1 + ((row as { children?: unknown[] }).children?.length ?? 0),
      0,
    )
  }
  const collection = COLLECTION_OF[kind]
  if (!collection) throw new Error(`No collection for „${kind}“ in the test`)
  const { totalDocs } = await payload.count({
    collection: collection as never,
    overrideAccess: true,
  })
  return totalDocs
}

/** The page or post an item of the export became (drafts included), and its address here. */
async function importedAs(payload: Payload, type: string, wordpressId: number) {
  const collection = type === 'page' ? COLLECTIONS.pages : COLLECTIONS.posts
  const { docs } = await payload.find({
    collection,
    where: { wordpressId: { equals: wordpressId } },
    draft: true,
    depth: 0,
    limit: 2,
    overrideAccess: true,
  } as never)
  const found = docs as Array<{
    id: number
    _status?: string
    path?: string
    slug?: string
    title: string
  }>
  return Promise.all(
    found.map(async (doc) => ({
      status: doc._status,
      address: type === 'page' ? doc.path : `/aktuelles/${doc.slug}`,
      // The site search's entries of it (the import's saves keep the index as any save does).
      searchTitles: (
        await payload.find({
          collection: COLLECTIONS.search,
          where: {
            and: [
              { 'doc.relationTo': { equals: collection } },
              { 'doc.value': { equals: doc.id } },
            ],
          },
          depth: 0,
          overrideAccess: true,
        } as never)
      ).docs.map((row) => (row as { title?: string }).title),
      title: doc.title,
    })),
  )
}

/** Every published page and post of the export: its old addresses lead to it. */
async function expectReachable(payload: Payload, source: ExportSource) {
  const scan = await scanExport(source)
  const hosts = siteHosts(scan)
  const { docs } = await payload.find({
    collection: COLLECTIONS.redirects,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const redirects = new Map(docs.map((doc) => [doc.from, doc.to]))
  let checked = 0
  for (const item of scan.items.values()) {
    if (!ADDRESSED.has(item.type) || !isPublic(item)) continue
    const found = await importedAs(payload, item.type, item.id)
    expect(found, `${item.title} (#${item.id}): one document`).toHaveLength(1)
    const [{ status, address, searchTitles, title }] = found as [
      { status?: string; address?: string; searchTitles: unknown[]; title: string },
    ]
    expect(status, item.title).toBe('published')
    expect(searchTitles, `${title}: one entry in the site search`).toEqual([title])
    const forms = [oldPath(item.link, hosts)]
    if (item.idFrom !== 'guid')
      forms.push(item.type === 'page' ? `/?page_id=${item.id}` : `/?p=${item.id}`)
    for (const from of forms) {
      if (!from || from === '/' || from === address) continue
      expect(redirects.get(from), `${from} → ${address}`).toBe(address)
      checked += 1
    }
  }
  return checked
}

/** Registers the corpus's cases for `exports` on each database of the machine. */
export async function describeCorpus(exports: CorpusExport[]) {
  const describeEach = await eachDatabase()
  describeEach('the export corpus (%s)', (kind) => {
    let test: TestPayload
    const measured: string[] = []
    beforeAll(async () => {
      test = await startTestPayload(kind)
    })
    afterAll(async () => {
      console.log(`Export corpus on ${kind}:\n${measured.join('\n')}`)
      await test?.cleanup()
    })

    for (const corpusExport of exports)
      it(`${corpusExport.name}: the dry run's counts are the import's and the site's; every old address answers`, async () => {
        const payload = test.payload
        await emptySite(payload)
        const started = performance.now()
        const dry = await runImport(payload, { source: corpusExport.source, dryRun: true })
        for (const kindName of Object.keys(COLLECTION_OF))
          expect(await documentsOf(payload, kindName), `${kindName} after the dry run`).toBe(0)
        const done = await runImport(payload, { source: corpusExport.source, dryRun: false })
        const seconds = (performance.now() - started) / 1000
        expect(promised(done)).toEqual(promised(dry))
        for (const [kindName, { created }] of Object.entries(done.counts))
          expect(await documentsOf(payload, kindName), kindName).toBe(created)
        const checked = await expectReachable(payload, corpusExport.source)

        // Again: everything is updated, nothing new, nothing twice.
        const again = await runImport(payload, { source: corpusExport.source, dryRun: false })
        for (const [kindName, { created, updated }] of Object.entries(again.counts)) {
          // The main menu is replaced as a whole each time, and said so.
          if (kindName === MENU) continue
          expect(created, kindName).toBe(0)
          expect(updated, kindName).toBe(
            done.counts[kindName]!.created + done.counts[kindName]!.updated,
          )
          expect(await documentsOf(payload, kindName)).toBe(done.counts[kindName]!.created)
        }
        const items = Object.values(done.counts).reduce((sum, row) => sum + row.created, 0)
        measured.push(
          `  ${corpusExport.name}: ${items} documents (${Object.entries(done.counts)
            .map(([name, row]) => `${name} ${row.created}`)
            .join(
              ', ',
            )}), ${done.moved.length} old addresses, ${checked} checked, ${seconds.toFixed(1)} s for dry run and import`,
        )
      }, 900_000)
  })
}

/** Each export into a site as the world image has it: nothing of an export before. */
async function emptySite(payload: Payload) {
  await payload.updateGlobal({ slug: GLOBALS.header, data: { mainMenu: [] }, overrideAccess: true })
  for (const collection of [
    ...Object.values(COLLECTION_OF),
    COLLECTIONS.redirects,
    COLLECTIONS.search,
    'payload-jobs',
  ])
    await payload.delete({
      collection: collection as never,
      where: { id: { exists: true } },
      overrideAccess: true,
      trash: true,
    } as never)
}
