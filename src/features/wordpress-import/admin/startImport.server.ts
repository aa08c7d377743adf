import { createReadStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Endpoint, Payload } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import { hasRole } from '@/lib/access'
import { jsonError } from '@/lib/http'
import { receiveUpload, UploadRefusal } from '@/lib/receiveUpload.server'

import { runImport } from '../importer/runImport.server'
import { UploadsZipError } from '../importer/uploadsZip.server'
import { WxrError } from '../wxr/readExport'
import { type DryRunFiles, keepDryRun, takeDryRun } from './keptDryRun.server'
import { MAX_EXPORT_BYTES, MAX_MEDIA_ZIP_BYTES } from './limits'
import { clock } from '@/lib/clock'

/** How often a running import writes its progress. */
const PROGRESS_MS = 500

const RUNS = COLLECTIONS.wordpressImports

/** What the owner reads when the file is not a readable export. */
const WXR_PROBLEMS: Record<WxrError['code'], string> = {
  malformed: 'Die Datei ist kein gültiges XML',
  doctype: 'Die Datei enthält eine DOCTYPE-Angabe, die ein WordPress-Export nie hat',
  not_wxr: 'Die Datei ist kein WordPress-Export (Werkzeuge → Daten exportieren)',
  too_large: 'Ein Feld der Datei ist zu groß',
}

const UPLOAD_RULES = {
  files: {
    export: {
      maxBytes: MAX_EXPORT_BYTES,
      tooLarge: `An export may have at most ${MAX_EXPORT_BYTES} bytes.`,
    },
    media: {
      maxBytes: MAX_MEDIA_ZIP_BYTES,
      tooLarge: `An uploads archive may have at most ${MAX_MEDIA_ZIP_BYTES} bytes.`,
    },
  },
  fields: ['dryRun', 'replaceDemo', 'fromRun'],
}

/**
 * POST /api/wordpress-imports/start (multipart: `export`, optionally `media` (the uploads as a
 * zip), `dryRun`, `replaceDemo`; or `fromRun` alone, the id of the dry run whose files to import):
 * an administrator's upload, streamed to a temporary folder and run in the background; answers
 * 202 with the run's id, whose document the page polls. 410 when the dry run's files are gone
 * (another instance, a restart, an hour later): the form then sends them again.
 */
export const startImportEndpoint: Endpoint = {
  path: '/start',
  method: 'post',
  handler: async (req) => {
    if (req.user?.collection !== COLLECTIONS.users || !hasRole(req.user as never, 'admin'))
      return jsonError(403, 'forbidden', 'Only administrators can import.')
    if (!req.headers.get('content-length'))
      return jsonError(411, 'length_required', 'Send the upload with a Content-Length.')
    const dir = await mkdtemp(path.join(tmpdir(), 'salon-wp-import-'))
    const upload = await receiveUpload(req as unknown as Request, dir, UPLOAD_RULES).catch(
      (error: unknown) => error,
    )
    const started =
      upload instanceof UploadRefusal
        ? jsonError(upload.status, upload.code, upload.message)
        : upload instanceof Error
          ? jsonError(400, 'bad_form', 'Send the export as multipart/form-data field „export“.')
          : await startRun(req.payload, dir, upload as Upload)
    if (started.status !== 202) await rm(dir, { recursive: true, force: true })
    return started
  },
}

/** The run of an accepted upload, or of a dry run's kept files; any other answer is a refusal. */
async function startRun(payload: Payload, dir: string, { files, fields }: Upload) {
  const fromRun = fields.fromRun
  if (fromRun && !files.export?.bytes) {
    const checked = await payload
      .findByID({ collection: RUNS, id: fromRun, depth: 0, overrideAccess: true })
      .catch(() => null)
    const kept = checked?.dryRun && checked.status === 'done' ? takeDryRun(fromRun) : null
    if (!checked || !kept)
      return jsonError(410, 'dry_run_gone', 'The files of that dry run are gone; send them again.')
    await rm(dir, { recursive: true, force: true })
    return begin(payload, kept, {
      fileName: checked.fileName ?? 'export.xml',
      mediaFileName: checked.mediaFileName ?? undefined,
      dryRun: false,
    })
  }
  if (!files.export?.bytes)
    return jsonError(400, 'no_export', 'Choose a WordPress export file (.xml).')
  return begin(
    payload,
    {
      dir,
      exportFile: files.export.path,
      mediaZip: files.media?.bytes ? files.media.path : undefined,
      replaceDemo: fields.replaceDemo === 'true',
    },
    {
      fileName: files.export.name || 'export.xml',
      mediaFileName: files.media?.bytes ? files.media.name : undefined,
      dryRun: fields.dryRun === 'true',
    },
  )
}

/** Records the run and starts it; a dry run that went through keeps its files for the import. */
async function begin(
  payload: Payload,
  files: DryRunFiles,
  run: { fileName: string; mediaFileName?: string; dryRun: boolean },
) {
  const { id } = await payload.create({
    collection: RUNS,
    data: { ...run, status: 'running' },
    overrideAccess: true,
  })
  void runInBackground(payload, id, { ...files, dryRun: run.dryRun }).then((done) =>
    done && run.dryRun ? keepDryRun(id, files) : rm(files.dir, { recursive: true, force: true }),
  )
  return Response.json({ id }, { status: 202 })
}

type Upload = Awaited<ReturnType<typeof receiveUpload>>

async function runInBackground(
  payload: Payload,
  id: number | string,
  options: DryRunFiles & { dryRun: boolean },
): Promise<boolean> {
  let written = 0
  // One write after the other: Payload writes the whole document, so a progress write still on
  // its way could put „läuft“ back over „fertig“ (seen on PostgreSQL).
  let writing: Promise<unknown> = Promise.resolve()
  const save = (data: Record<string, unknown>) =>
    (writing = writing.then(() =>
      payload
        .update({ collection: RUNS, id, data, overrideAccess: true })
        .catch((error: unknown) => {
          payload.logger.warn(
            `WordPress import ${String(id)}: progress not saved: ${String(error)}`,
          )
        }),
    ))
  try {
    const report = await runImport(payload, {
      source: () => createReadStream(options.exportFile, { highWaterMark: 64 * 1024 }),
      mediaDir: options.mediaZip,
      dryRun: options.dryRun,
      replaceDemo: options.replaceDemo,
      onProgress: (done, total) => {
        if (clock.ms() - written < PROGRESS_MS && done < total) return
        written = clock.ms()
        void save({ done, total })
      },
    })
    await save({ status: 'done', report })
    return true
  } catch (error) {
    const message =
      error instanceof WxrError
        ? `${WXR_PROBLEMS[error.code]} (Zeile ${error.line}). Es wurde nichts geändert.`
        : error instanceof UploadsZipError
          ? 'Die Medien-Datei ist kein lesbares ZIP-Archiv. Es wurde nichts geändert.'
          : 'Der Import ist fehlgeschlagen; es wurde nichts geändert. Details stehen im Protokoll des Servers.'
    if (!(error instanceof WxrError) && !(error instanceof UploadsZipError))
      payload.logger.error(`WordPress import ${String(id)} failed: ${String(error)}`)
    await save({ status: 'failed', error: message })
    return false
  }
}
