import { statSync } from 'node:fs'

import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { processService } from '@/contracts/processServices'
import { env } from '@/lib/env'
import { revalidatePublicPaths } from '@/lib/revalidate'
import { expireThroughOwnRoute } from '@/lib/revalidateToken'

import { htmlToSegments } from '../content/htmlToSegments'
import { attachJournal, ImportJournal } from './journal'
import { importForms } from './forms.server'
import { importMedia } from './media.server'
import { importMenu } from './menus.server'
import { frontPageId, oldPath, pagePaths, siteHosts } from './addresses'
import { plannedAddresses } from './plannedAddresses.server'
import { holdsDemo, replaceDemo } from './demoContent.server'
import { checkUploadsZip } from './uploadsZip.server'
import { TRIBE_TYPES } from '../events/tribeMeta'
import { importContent, IMPORTED_STATUSES } from './content.server'
import { withAttachedGallery } from './attachedGallery'
import { docData, importTerms, upsertRedirect } from './apply.server'
import { termsOf } from './terms'
import { oldAddresses } from './oldAddresses'
import { emptyReport, type ImportReport, onCount } from './report'
import type { ImportOptions } from './importOptions'
import { type ExportScan, scanExport } from './scan'

export type { ImportOptions }

/** How many documents an import of the scanned export counts (its progress bar's end). */
function stepsOf(scan: ExportScan): number {
  const counted = new Set([
    'attachment',
    'page',
    'post',
    'product',
    'avada_portfolio',
    'tribe_events',
  ])
  const taxonomies = ['category', 'post_tag', 'portfolio_category']
  let steps = termsOf(scan).filter((term) => taxonomies.includes(term.taxonomy)).length
  for (const item of scan.items.values()) if (counted.has(item.type)) steps += 1
  return steps
}

const IMPORTED_TYPES = new Set([
  'page',
  'post',
  'attachment',
  'nav_menu_item',
  'product',
  'product_variation',
  'avada_portfolio',
  'wpcf7_contact_form',
  ...TRIBE_TYPES,
])

/** Not (yet) mapped types, in the owner's words. */
const OTHER_TYPES: Record<string, string> = {
  revision: 'Revision: nur die aktuelle Fassung zählt',
  customize_changeset: 'Einstellung des Themes',
  custom_css: 'CSS des Themes',
  wp_global_styles: 'Stile des Themes',
  wp_navigation: 'Navigation des Block-Themes: wird noch nicht übernommen',
}

/** Each save's own page expiry waits for the end (one for all); videos' previews are not fetched. */
const QUIET = { disableRevalidate: true, skipOEmbed: true }

/**
 * Imports a WordPress export (docs/wordpress-import.md): attachments into the media library,
 * categories and tags, pages with their hierarchy, posts, and a 301 from every published item's
 * old address. Everything in one transaction: an error leaves the site as it was. Running it
 * again updates what it imported (by WordPress's ids). A dry run reports and changes nothing.
 */
export async function runImport(payload: Payload, options: ImportOptions): Promise<ImportReport> {
  const scan = await scanExport(options.source)
  // A broken archive is refused before anything changes (the demo's removal included).
  if (options.mediaDir && statSync(options.mediaDir).isFile())
    await checkUploadsZip(options.mediaDir)
  const report = emptyReport(options.dryRun, scan.site?.title || scan.site?.link || 'WordPress')
  const total = stepsOf(scan)
  let done = 0
  onCount(report, () => options.onProgress?.((done += 1), Math.max(total, done)))
  options.onProgress?.(0, total)
  const req = await createLocalReq({ context: { ...QUIET } }, payload)
  report.demo.held = await holdsDemo(payload, req)
  report.demo.replaced = report.demo.held && Boolean(options.replaceDemo)
  if (report.demo.replaced && !options.dryRun) report.demo.backup = await backupFirst(payload)
  const transaction = options.dryRun ? null : await payload.db.beginTransaction()
  if (transaction) req.transactionID = transaction
  // Without a transaction (SQLite in Payload), what was written is undone by hand. (Payload's
  // operations may set req.transactionID themselves, so it is not what tells the two apart.)
  const journal = new ImportJournal()
  if (!options.dryRun && !transaction) attachJournal(req, journal)
  try {
    await importAll(payload, req, scan, options, report)
    if (transaction) await payload.db.commitTransaction(transaction)
  } catch (error) {
    if (transaction) await payload.db.rollbackTransaction(transaction)
    else await journal.undo(payload, req)
    // Deleted documents are not in the journal: the backup made before has them.
    if (!transaction && report.demo.backup && report.demo.removed.length > 0)
      throw new Error(
        `${(error as Error).message} (the demo content was removed before the error; backup ${report.demo.backup} has it)`,
        { cause: error },
      )
    throw error
  }
  if (!options.dryRun) await expireEveryPage(payload)
  return report
}

/** Why a picture in a text is not in the media library, so the owner knows where to look. */
function whyMissing(
  ref: { attachmentId?: number; src?: string },
  scan: ExportScan,
  hosts: ReadonlySet<string>,
): string {
  if (ref.attachmentId !== undefined && scan.items.get(ref.attachmentId)?.type === 'attachment')
    return 'die Datei fehlt (siehe „Fehlende Medien“)'
  if (!ref.src) return 'kein Anhang mit dieser Nummer in der Exportdatei'
  if (oldPath(ref.src, hosts) !== null) {
    // The file's name without the size WordPress adds to its smaller copies (`-300x200`).
    const name = (url: string) =>
      (url.split(/[?#]/)[0] ?? '')
        .replace(/-\d+x\d+(\.\w+)$/, '$1')
        .split('/')
        .pop()
    const wanted = name(ref.src)
    for (const item of scan.items.values())
      if (item.type === 'attachment' && item.attachmentUrl && name(item.attachmentUrl) === wanted)
        return 'die Datei fehlt (siehe „Fehlende Medien“)'
    return 'liegt auf dem alten Server, gehört aber zu keinem Anhang der Exportdatei: bitte in der Mediathek hochladen'
  }
  const host = URL.canParse(ref.src) ? new URL(ref.src).host : ref.src.slice(0, 40)
  return `liegt auf einem anderen Server (${host}); Bilder fremder Server bindet die Website nicht ein`
}

/** The backup made before the demo content is replaced (by the backups feature). */
async function backupFirst(payload: Payload): Promise<string> {
  const makeBackup = processService('makeBackup')
  if (!makeBackup) throw new Error('No backup service in this process: the demo content stays.')
  return makeBackup(payload)
}

/**
 * Every public page expired, the imported ones too: on the other instances (Redis), here, and
 * through the server's own route when the import ran in its background (the admin's), because
 * outside a request Next.js may take a revalidation without doing it and then serve a „nicht
 * gefunden“ it rendered for an address before the import (seen in CI).
 */
async function expireEveryPage(payload: Payload) {
  await revalidatePublicPaths(['*'], { logger: payload.logger, wait: true })
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { port, payloadSecret } = env()
  await expireThroughOwnRoute(`http://127.0.0.1:${port}`, payloadSecret, ['*']).catch(
    (error: unknown) => payload.logger.warn(`Import: pages not expired: ${String(error)}`),
  )
}

async function importAll(
  payload: Payload,
  req: PayloadRequest,
  scan: ExportScan,
  options: ImportOptions,
  report: ImportReport,
) {
  const hosts = siteHosts(scan)
  for (const item of scan.items.values()) {
    if (IMPORTED_TYPES.has(item.type)) continue
    report.skipped.push({
      title: item.title || `#${item.id}`,
      type: item.type,
      reason: OTHER_TYPES[item.type] ?? 'Inhaltstyp wird nicht übernommen',
    })
  }
  const pages = [...scan.items.values()].filter(
    (item) => item.type === 'page' && IMPORTED_STATUSES.has(item.status),
  )
  const homeId = frontPageId(scan, hosts)
  // The demo first, so the export's pages get the addresses the demo's had.
  const removed = report.demo.replaced
    ? await replaceDemo(
        payload,
        req,
        pagePaths(pages, () => false, homeId),
        options,
        report,
      )
    : new Set<string>()
  const media = await importMedia(payload, req, scan, options, report, hosts)
  const terms = await importTerms(payload, req, scan, options.dryRun, report)
  const formOf = await importForms(payload, req, scan, options.dryRun, report)
  const { existing, paths, slugs, addressOf } = await plannedAddresses(payload, req, scan, {
    pages,
    homeId,
    removed,
  })
  const newAddress = oldAddresses({
    scan,
    hosts,
    addressOf,
    ownPaths: existing,
    fileOf: media.fileOf,
  })
  for (const [id, entry] of paths)
    if (entry.clashedWith)
      report.clashes.push({
        title: scan.items.get(id)?.title ?? '',
        wanted: entry.clashedWith,
        got: entry.path,
      })

  const rewriteLink = (url: string) => {
    const old = oldPath(url, hosts)
    if (old === null) return url
    return newAddress.get(old) ?? String(media.byUrl(url, true) ?? old)
  }
  const docIds = await importContent(payload, req, options, {
    scan,
    report,
    convert: (entry, notes) =>
      htmlToSegments(withAttachedGallery(entry, scan).content, {
        resolveImage: (ref) =>
          (ref.attachmentId !== undefined ? media.byId.get(ref.attachmentId) : undefined) ??
          (ref.src ? media.byUrl(ref.src) : undefined) ??
          null,
        rewriteLink,
        whyMissing: (ref) => whyMissing(ref, scan, hosts),
        note: (message) => notes.push(message),
      }),
    dataOf: (entry, segments) =>
      docData(entry, segments, scan, media.byId, terms, paths, slugs.post, formOf),
    formOf,
    productSlug: (id) => slugs.product.get(id) ?? String(id),
    workSlug: (id) => slugs.work.get(id) ?? String(id),
    eventSlug: (id) => slugs.event.get(id) ?? String(id),
    addressOf: (id) => {
      const item = scan.items.get(id)
      return item && IMPORTED_STATUSES.has(item.status) ? addressOf(item) : undefined
    },
    media: media.byId,
    terms,
  })
  await importMenu(payload, req, scan, docIds, rewriteLink, options.dryRun, report)
  for (const [from, to] of newAddress) {
    report.moved.push({ from, to })
    if (!options.dryRun) await upsertRedirect(payload, req, from, to)
  }
}
