import { existsSync, lstatSync, statSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload, PayloadRequest } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'

import { DRY_ID, findByWordpressId } from './apply.server'
import { fetchUpload, type FetchRules } from './fetchUpload.server'
import { journalOf } from './journal'
import { mediaFileChecker } from './mediaFileCheck.server'
import { unpackUploads } from './uploadsZip.server'
import { count, type ImportReport } from './report'
import type { ExportScan, ItemSummary } from './scan'

export type MediaIndex = {
  byId: Map<number, number | string>
  /** The media of an old upload's address (also a resized copy, `-300x200`); `asUrl`: its file's address here. */
  byUrl: (url: string, asUrl?: boolean) => string | number | undefined
  /** An attachment's file address here (in a dry run the one it would get). */
  fileOf: (attachmentId: number) => string | undefined
}

const uploadKey = (url: string) => {
  const match = /\/wp-content\/uploads\/(.+)$/.exec(url.split(/[?#]/)[0] ?? '')
  return match ? match[1]!.replace(/-\d+x\d+(\.\w+)$/, '$1').toLowerCase() : null
}

/** Where the old site's uploads are: a folder, or its files unpacked from an archive. */
type UploadsSource = {
  /** The attachment's file, if the uploads hold it. */
  file: (attachedFile: string) => string | null
  /** Why a file of the archive was left in it (a link, encrypted, too large). */
  refused: (attachedFile: string) => string | undefined
}

/** The attachment's file in the uploads folder, if it is there (and inside it). */
const uploadsFolder =
  (mediaDir: string): UploadsSource['file'] =>
  (attachedFile) => {
    const file = path.resolve(mediaDir, attachedFile)
    const inside = file.startsWith(path.resolve(mediaDir) + path.sep)
    // lstat: a link is the checker's to refuse, with its reason.
    return inside && existsSync(file) && !lstatSync(file).isDirectory() ? file : null
  }

/**
 * The uploads as given: a folder as it is; an archive unpacked into `scratch`, only the files
 * the attachments name. A dry run unpacks too (into the same scratch folder, removed at the end),
 * so it checks every file as the import will and promises what the import does.
 */
async function uploadsSource(
  scan: ExportScan,
  mediaDir: string | undefined,
  scratch: string,
): Promise<UploadsSource> {
  if (!mediaDir) return { file: () => null, refused: () => undefined }
  if (statSync(mediaDir).isDirectory())
    return { file: uploadsFolder(mediaDir), refused: () => undefined }
  const wanted = new Set<string>()
  for (const item of scan.items.values())
    if (item.type === 'attachment' && item.attachedFile) wanted.add(item.attachedFile)
  const into = path.join(scratch, 'uploads')
  const { refused } = await unpackUploads(mediaDir, wanted, into)
  return { file: uploadsFolder(into), refused: (name) => refused.get(name) }
}

/** The attachment's file: from the uploads, else from the old host; or why there is none. */
async function fileOf(
  item: ItemSummary,
  uploaded: UploadsSource,
  {
    mediaDir,
    hosts,
    downloads,
    rules,
  }: {
    mediaDir: string | undefined
    hosts: ReadonlySet<string>
    downloads: string
    rules: FetchRules & { silent: Set<string> }
  },
): Promise<{ file: string } | { missing: string } | { refused: string }> {
  const refused = item.attachedFile ? uploaded.refused(item.attachedFile) : undefined
  if (refused) return { refused }
  const local = item.attachedFile ? uploaded.file(item.attachedFile) : null
  if (local) return { file: local }
  const where = mediaDir ? 'nicht in den hochgeladenen Medien' : 'keine Medien hochgeladen'
  if (!item.attachmentUrl) return { missing: `${where}; keine Adresse in der Exportdatei` }
  const host = URL.canParse(item.attachmentUrl)
    ? new URL(item.attachmentUrl).host.toLowerCase()
    : ''
  if (!hosts.has(host))
    return {
      missing: `${where}; liegt nicht auf dem alten Server (${host || 'ungültige Adresse'}), nicht geladen`,
    }
  const fetched = await fetchUpload(item.attachmentUrl, downloads, rules)
  if (fetched) return { file: fetched }
  return {
    missing: rules.silent.has(host)
      ? `${where}; alter Server ${host} antwortet nicht`
      : `${where}; alter Server ${host} hat die Datei nicht geliefert (nicht gefunden, kein Bild oder zu groß)`,
  }
}

/** Why the media library did not take a file, in the owner's words. */
function refusalOf(error: unknown): string {
  const name = (error as { name?: string })?.name
  if (name === 'ValidationError' || name === 'FileUploadError')
    return 'die Mediathek nimmt diesen Dateityp nicht an'
  const message = error instanceof Error ? error.message : String(error)
  return `die Mediathek hat die Datei abgelehnt (${message.slice(0, 160)})`
}

/**
 * Attachments into the media library: the file from the uploads (folder or archive), else from
 * the old host when it answers; each file is checked first (mediaFileCheck.server.ts), and one
 * the library cannot take is listed with its reason while the import goes on. A dry run asks the
 * old host and checks the files as well, so its counts are the import's.
 */
export async function importMedia(
  payload: Payload,
  req: PayloadRequest,
  scan: ExportScan,
  options: { mediaDir?: string; dryRun: boolean; allowPrivateHosts?: boolean },
  report: ImportReport,
  hosts: ReadonlySet<string>,
): Promise<MediaIndex> {
  const byId = new Map<number, number | string>()
  const byKey = new Map<string, { id: number | string; url: string }>()
  const files = new Map<number, string>()
  const downloads = await mkdtemp(path.join(tmpdir(), 'salon-wp-media-'))
  const rules = { hosts, allowPrivateHosts: options.allowPrivateHosts, silent: new Set<string>() }
  const check = mediaFileChecker(downloads)
  try {
    const uploaded = await uploadsSource(scan, options.mediaDir, downloads)
    for (const item of scan.items.values())
      if (item.type === 'attachment') await importAttachment(item, uploaded)
  } finally {
    await rm(downloads, { recursive: true, force: true })
  }
  return {
    byId,
    fileOf: (attachmentId) => files.get(attachmentId),
    byUrl: (url, asUrl = false) => {
      const key = uploadKey(url)
      const found = key ? byKey.get(key) : undefined
      if (!found) return undefined
      return asUrl ? found.url || undefined : found.id
    },
  }

  async function importAttachment(item: ItemSummary, uploaded: UploadsSource) {
    const title = item.title || path.basename(item.attachedFile ?? '') || `#${item.id}`
    const found = await findByWordpressId(payload, req, COLLECTIONS.media, item.id)
    let id: number | string = found ?? DRY_ID
    let url = ''
    if (found !== undefined) {
      const doc = await payload.findByID({
        collection: COLLECTIONS.media,
        id: found,
        depth: 0,
        req,
      })
      url = doc.url ?? ''
    } else {
      const source = await fileOf(item, uploaded, {
        mediaDir: options.mediaDir,
        hosts,
        downloads,
        rules,
      })
      const name = item.attachedFile || path.basename(item.attachmentUrl)
      if ('missing' in source) {
        report.missingMedia.push({ title, url: item.attachmentUrl, reason: source.missing })
        return
      }
      if ('refused' in source) {
        report.refusedMedia.push({ title, file: name, reason: source.refused })
        return
      }
      const verdict = await check(source.file)
      if (!verdict.ok) {
        report.refusedMedia.push({ title, file: name, reason: verdict.reason })
        return
      }
      if (verdict.note) report.notes.push({ title, note: verdict.note })
      if (!options.dryRun) {
        try {
          const doc = await payload.create({
            collection: COLLECTIONS.media,
            data: { alt: item.alt || item.title || path.basename(name), wordpressId: item.id },
            filePath: verdict.file,
            req,
          })
          id = doc.id
          url = doc.url ?? ''
          journalOf(req)?.created(COLLECTIONS.media, doc.id)
        } catch (error) {
          // The library refuses before it writes (its hooks and checks run first), so the import
          // goes on; a database error is not caught by this: it fails the import as a whole.
          if (isDatabaseError(error)) throw error
          report.refusedMedia.push({ title, file: name, reason: refusalOf(error) })
          return
        }
      }
    }
    count(report, 'Medien', found === undefined)
    byId.set(item.id, id)
    // Only an address on this site (object storage gives absolute ones: no redirect to those).
    const planned =
      options.dryRun && found === undefined
        ? `/api/media/file/${path.basename(item.attachedFile || item.attachmentUrl) || item.id}`
        : url
    if (planned.startsWith('/')) files.set(item.id, planned)
    const key = uploadKey(item.attachmentUrl) ?? uploadKey(item.guid)
    if (key) byKey.set(key, { id, url })
  }
}

/** An error of the database driver (SQL), after which a PostgreSQL transaction is unusable. */
const isDatabaseError = (error: unknown) => {
  const { code, name } = (error ?? {}) as { code?: unknown; name?: string }
  return (
    (typeof code === 'string' && /^(?:\d{2}[0-9A-Z]{3}|SQLITE_\w+)$/.test(code)) ||
    name === 'DatabaseError' ||
    name === 'LibsqlError'
  )
}
