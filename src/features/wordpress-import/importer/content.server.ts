import type { Payload, PayloadRequest } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'

import { richTextOf } from '../content/lexicalNodes'
import { plainText } from '../content/plainText'
import type { Segment } from '../content/segments'
import { eventPlan, isWooTicket } from '../events/tribeEvents'
import { readWxr } from '../wxr/readExport'
import { productPlan } from '../woo/wooProducts'
import { isPublic, type WxrItem } from '../wxr/types'
import { upsert } from './apply.server'
import { earlierCopies, keepComments, noteStatus } from './itemNotes'
import { journalOf } from './journal'
import { count, type ImportReport } from './report'
import type { FormLookup } from './forms.server'
import type { ExportScan } from './scan'
import type { ImportOptions } from './importOptions'
import { clock } from '@/lib/clock'

/** WordPress statuses that are imported (publish as published, the rest as drafts). */
export const IMPORTED_STATUSES = new Set(['publish', 'future', 'draft', 'pending', 'private'])

type ContentSteps = {
  scan: ExportScan
  report: ImportReport
  convert: (entry: WxrItem, notes: string[]) => Segment[]
  dataOf: (entry: WxrItem, segments: Segment[]) => Record<string, unknown>
  productSlug: (wordpressId: number) => string
  workSlug: (wordpressId: number) => string
  eventSlug: (wordpressId: number) => string
  media: Map<number, number | string>
  terms: Map<string, number | string>
  formOf: FormLookup
  /** The new address of an item of the export, by its id. */
  addressOf: (wordpressId: number) => string | undefined
}

/** What this run counts of an item, for the report's list of items. */
const listed = (entry: WxrItem, collection: string, id: number | string, steps: ContentSteps) => ({
  title: entry.title || '(ohne Titel)',
  collection,
  id,
  address: steps.addressOf(entry.id),
})

/**
 * The second pass: each page and post converted and saved as it streams by. A page whose
 * parent comes later in the file waits for it (pages are few; posts never wait), so every
 * page is saved once, under its parent, and no address changes behind it.
 */
export async function importContent(
  payload: Payload,
  req: PayloadRequest,
  options: ImportOptions,
  steps: ContentSteps,
) {
  const { scan, report, convert, dataOf } = steps
  const docIds = new Map<number, number | string>()
  const waiting = new Map<number, Array<{ entry: WxrItem; data: Record<string, unknown> }>>()

  // The scan's parent: a loop of parents is broken there (scanExport), for the plan and here.
  const parentOf = (entry: WxrItem) => scan.items.get(entry.id)?.parent ?? entry.parent
  const save = async (entry: WxrItem, data: Record<string, unknown>) => {
    const parentId = entry.type === 'page' ? docIds.get(parentOf(entry)) : undefined
    const collection = entry.type === 'page' ? COLLECTIONS.pages : COLLECTIONS.posts
    const saved = await upsert(
      payload,
      req,
      collection,
      entry.id,
      parentId !== undefined ? { ...data, parent: parentId } : data,
      options.dryRun,
    )
    count(
      report,
      entry.type === 'page' ? 'Seiten' : 'Beiträge',
      saved.created,
      listed(entry, collection, saved.id, steps),
    )
    docIds.set(entry.id, saved.id)
    if (saved.created && !options.dryRun) await schedule(payload, req, entry, collection, saved.id)
    const children = waiting.get(entry.id) ?? []
    waiting.delete(entry.id)
    // A child already saved is one of a loop (A under B under A), saved at the top: once.
    for (const child of children)
      if (!docIds.has(child.entry.id)) await save(child.entry, child.data)
  }

  const earlierCopy = earlierCopies(scan, report)
  for await (const entry of readWxr(options.source())) {
    if (entry.kind !== 'item' || earlierCopy(entry)) continue
    if (entry.comments.length > 0) keepComments(entry, report, steps.addressOf(entry.id))
    if (entry.type === 'product') {
      const id = await importProduct(payload, req, options, steps, entry)
      if (id !== undefined) docIds.set(entry.id, id)
      continue
    }
    if (entry.type === 'tribe_events') {
      await importEvent(payload, req, options, steps, entry)
      continue
    }
    if (entry.type === 'avada_portfolio') {
      await importWork(payload, req, options, steps, entry)
      continue
    }
    if (entry.type !== 'page' && entry.type !== 'post') continue
    if (!IMPORTED_STATUSES.has(entry.status)) {
      report.skipped.push({
        title: entry.title || `#${entry.id}`,
        type: entry.type,
        reason: `Status „${entry.status}“`,
      })
      continue
    }
    const notes: string[] = []
    const segments = convert(entry, notes)
    for (const note of new Set(notes)) report.notes.push({ title: entry.title, note })
    for (const segment of segments)
      if (segment.kind === 'form' && steps.formOf(segment.wordpressId, segment.title) === undefined)
        report.notes.push({
          title: entry.title,
          note: `Kontaktformular ${segment.title || segment.wordpressId} nicht übernommen`,
        })
    noteStatus(entry, report)
    const data = dataOf(entry, segments)
    const parent = scan.items.get(parentOf(entry))
    const parentImported =
      entry.type === 'page' && parent?.type === 'page' && IMPORTED_STATUSES.has(parent.status)
    if (scan.loopBroken.has(entry.id))
      report.notes.push({
        title: entry.title,
        note: 'Die übergeordneten Seiten bilden einen Kreis: diese Seite oben eingeordnet',
      })
    if (parentImported && !docIds.has(parent.id)) {
      const list = waiting.get(parent.id) ?? []
      list.push({ entry: { ...entry, content: '' }, data })
      waiting.set(parent.id, list)
    } else await save(entry, data)
  }
  // A parent that never came (a loop in the export): saved at the top.
  // Cannot happen after the scan broke the loops; kept so no page is ever lost.
  for (const children of waiting.values())
    for (const child of children)
      if (!docIds.has(child.entry.id)) await save({ ...child.entry, parent: 0 }, child.data)
  return docIds
}

/**
 * A post or page WordPress had scheduled appears at its time here too: Payload's own scheduled
 * publishing, as „Veröffentlichung planen“ in the admin queues it (once, when it is created).
 */
async function schedule(
  payload: Payload,
  req: PayloadRequest,
  entry: WxrItem,
  collection: string,
  id: number | string,
) {
  if (entry.status !== 'future' || !entry.date || Date.parse(entry.date) <= clock.ms()) return
  const job = await payload.jobs.queue({
    task: 'schedulePublish',
    waitUntil: new Date(entry.date),
    input: { type: 'publish', doc: { relationTo: collection, value: String(id) } },
    req,
  } as never)
  journalOf(req)?.created('payload-jobs', (job as { id: number | string }).id)
}

/** A WooCommerce product into the shop; its id there, or undefined when it was not imported. */
async function importProduct(
  payload: Payload,
  req: PayloadRequest,
  options: ImportOptions,
  steps: ContentSteps,
  entry: WxrItem,
) {
  const { scan, report, media, productSlug } = steps
  if (!IMPORTED_STATUSES.has(entry.status)) return undefined
  if (isWooTicket(scan.items.get(entry.id) ?? {})) {
    report.skipped.push({
      title: entry.title,
      type: 'product',
      reason: 'Eintrittskarte (Event Tickets): als Kartenart ihrer Veranstaltung übernommen',
    })
    return undefined
  }
  const plan = productPlan(entry, scan, media, productSlug(entry.id), plainText)
  if ('skip' in plan) {
    report.skipped.push({ title: entry.title, type: 'product', reason: plan.skip })
    return undefined
  }
  for (const note of plan.notes) report.notes.push({ title: entry.title, note })
  const saved = await upsert(
    payload,
    req,
    COLLECTIONS.products,
    entry.id,
    plan.data,
    options.dryRun,
  )
  count(report, 'Produkte', saved.created, listed(entry, COLLECTIONS.products, saved.id, steps))
  return saved.id
}

/** A The Events Calendar event with its venue, organiser and Event Tickets' tickets. */
async function importEvent(
  payload: Payload,
  req: PayloadRequest,
  options: ImportOptions,
  steps: ContentSteps,
  entry: WxrItem,
) {
  const { scan, report, media, eventSlug } = steps
  if (!IMPORTED_STATUSES.has(entry.status)) return
  const plan = eventPlan(entry, scan, media, eventSlug(entry.id), plainText)
  if ('skip' in plan) {
    report.skipped.push({ title: entry.title, type: 'tribe_events', reason: plan.skip })
    return
  }
  for (const note of plan.notes) report.notes.push({ title: entry.title, note })
  const saved = await upsert(payload, req, COLLECTIONS.events, entry.id, plan.data, options.dryRun)
  count(
    report,
    'Veranstaltungen',
    saved.created,
    listed(entry, COLLECTIONS.events, saved.id, steps),
  )
}

/** An Avada portfolio item into the portfolio. */
async function importWork(
  payload: Payload,
  req: PayloadRequest,
  options: ImportOptions,
  steps: ContentSteps,
  entry: WxrItem,
) {
  if (!IMPORTED_STATUSES.has(entry.status)) return
  const collection = COLLECTIONS.portfolio
  const saved = await upsert(
    payload,
    req,
    collection,
    entry.id,
    workData(entry, steps),
    options.dryRun,
  )
  count(steps.report, 'Portfolio', saved.created, listed(entry, collection, saved.id, steps))
}

/** An Avada portfolio item as a work of the portfolio: text, pictures, category, main picture. */
function workData(entry: WxrItem, steps: ContentSteps): Record<string, unknown> {
  const notes: string[] = []
  const segments = steps.convert(entry, notes)
  for (const note of new Set(notes)) steps.report.notes.push({ title: entry.title, note })
  if (segments.some((segment) => segment.kind === 'video' || segment.kind === 'form'))
    steps.report.notes.push({
      title: entry.title,
      note: 'Video oder Formular im Portfolio nicht übernommen',
    })
  const text = segments.flatMap((segment) => (segment.kind === 'text' ? segment.nodes : []))
  const pictures = segments.flatMap((segment) =>
    segment.kind === 'gallery'
      ? segment.images.map((image) => ({ image: image.mediaId, caption: image.caption || null }))
      : [],
  )
  const thumbnail = steps.scan.items.get(entry.id)?.thumbnailId
  const category = entry.terms.find((term) => term.taxonomy === 'portfolio_category')
  return {
    title: entry.title || '(ohne Titel)',
    slug: steps.workSlug(entry.id),
    _status: isPublic(entry) ? 'published' : 'draft',
    publishedAt: entry.date,
    excerpt: plainText(entry.excerpt).slice(0, 300) || null,
    description: text.length ? richTextOf(text) : null,
    after: (thumbnail !== undefined && steps.media.get(thumbnail)) || null,
    pictures,
    category:
      (category && steps.terms.get(`portfolio_category:${category.slug || category.name}`)) ?? null,
    wordpressId: entry.id,
  }
}
