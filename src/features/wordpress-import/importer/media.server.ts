import { existsSync, statSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload, PayloadRequest } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'

import { DRY_ID, findByWordpressId } from './apply.server'
import { fetchUpload } from './fetchUpload.server'
import { journalOf } from './journal'
import { unpackUploads } from './uploadsZip.server'
import { count, type ImportReport } from './report'
import type { ExportScan, ItemSummary } from './scan'

export type MediaIndex = {
  byId: Map<number, number | string>
  /** The media of an old upload's address (also a resized copy, `-300x200`); `asUrl`: its file's address here. */
  byUrl: (url: string, asUrl?: boolean) => string | number | undefined
}

const uploadKey = (url: string) => {
  const match = /\/wp-content\/uploads\/(.+)$/.exec(url.split(/[?#]/)[0] ?? '')
  return match ? match[1]!.replace(/-\d+x\d+(\.\w+)$/, '$1').toLowerCase() : null
}

/** Where the old site's uploads are: a folder, or its files unpacked from an archive. */
type UploadsSource = (attachedFile: string) => string | null

/** The attachment's file in the uploads folder, if it is there (and inside it). */
const uploadsFolder =
  (mediaDir: string): UploadsSource =>
  (attachedFile) => {
    const file = path.resolve(mediaDir, attachedFile)
    const inside = file.startsWith(path.resolve(mediaDir) + path.sep)
    return inside && existsSync(file) && statSync(file).isFile() ? file : null
  }

/**
 * The uploads as given: a folder as it is; an archive unpacked into `scratch`, only the files
 * the attachments name (a dry run only lists them: it reads no file).
 */
async function uploadsSource(
  scan: ExportScan,
  mediaDir: string | undefined,
  scratch: string,
  dryRun: boolean,
): Promise<UploadsSource> {
  if (!mediaDir) return () => null
  if (statSync(mediaDir).isDirectory()) return uploadsFolder(mediaDir)
  const wanted = new Set<string>()
  for (const item of scan.items.values())
    if (item.type === 'attachment' && item.attachedFile) wanted.add(item.attachedFile)
  const into = dryRun ? null : path.join(scratch, 'uploads')
  const found = await unpackUploads(mediaDir, wanted, into)
  if (!into) return (attachedFile) => (found.has(attachedFile) ? attachedFile : null)
  return uploadsFolder(into)
}

/**
 * Attachments into the media library: the file from the uploads (folder or archive), else from the old host
 * when it answers (not in a dry run); the rest are listed as missing.
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
  const downloads = await mkdtemp(path.join(tmpdir(), 'salon-wp-media-'))
  const rules = { hosts, allowPrivateHosts: options.allowPrivateHosts, silent: new Set<string>() }
  try {
    const uploaded = await uploadsSource(scan, options.mediaDir, downloads, options.dryRun)
    for (const item of scan.items.values())
      if (item.type === 'attachment') await importAttachment(item, uploaded)
  } finally {
    await rm(downloads, { recursive: true, force: true })
  }
  return {
    byId,
    byUrl: (url, asUrl = false) => {
      const key = uploadKey(url)
      const found = key ? byKey.get(key) : undefined
      if (!found) return undefined
      return asUrl ? found.url || undefined : found.id
    },
  }

  async function importAttachment(item: ItemSummary, uploaded: UploadsSource) {
    const found = await findByWordpressId(payload, req, COLLECTIONS.media, item.id)
    const file =
      (item.attachedFile ? uploaded(item.attachedFile) : null) ??
      (found === undefined && !options.dryRun && item.attachmentUrl
        ? await fetchUpload(item.attachmentUrl, downloads, rules)
        : null)
    if (!file && found === undefined) {
      report.missingMedia.push({ title: item.title || `#${item.id}`, url: item.attachmentUrl })
      return
    }
    let id: number | string = found ?? DRY_ID
    let url = ''
    if (!options.dryRun && found === undefined) {
      const doc = await payload.create({
        collection: COLLECTIONS.media,
        data: { alt: item.alt || item.title || path.basename(file!), wordpressId: item.id },
        filePath: file!,
        req,
      })
      id = doc.id
      url = doc.url ?? ''
      journalOf(req)?.created(COLLECTIONS.media, doc.id)
    } else if (found !== undefined) {
      const doc = await payload.findByID({
        collection: COLLECTIONS.media,
        id: found,
        depth: 0,
        req,
      })
      url = doc.url ?? ''
    }
    count(report, 'Medien', found === undefined)
    byId.set(item.id, id)
    const key = uploadKey(item.attachmentUrl) ?? uploadKey(item.guid)
    if (key) byKey.set(key, { id, url })
  }
}
