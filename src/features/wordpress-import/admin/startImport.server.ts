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
import { MAX_EXPORT_BYTES, MAX_MEDIA_ZIP_BYTES } from './limits'

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
  fields: ['dryRun', 'replaceDemo'],
}

/**
 * POST /api/wordpress-imports/start (multipart: `export`, optionally `media` (the uploads as a
 * zip), `dryRun`, `replaceDemo`): an administrator's upload, streamed to a temporary folder and
 * run in the background; answers 202 with the run's id, whose document the page polls.
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
    const refused =
      upload instanceof UploadRefusal
        ? jsonError(upload.status, upload.code, upload.message)
        : upload instanceof Error
          ? jsonError(400, 'bad_form', 'Send the export as multipart/form-data field „export“.')
          : !(upload as Upload).files.export?.bytes
            ? jsonError(400, 'no_export', 'Choose a WordPress export file (.xml).')
            : null
    if (refused) {
      await rm(dir, { recursive: true, force: true })
      return refused
    }
    const { files, fields } = upload as Upload
    const options = {
      exportFile: files.export!.path,
      mediaZip: files.media?.bytes ? files.media.path : undefined,
      dryRun: fields.dryRun === 'true',
      replaceDemo: fields.replaceDemo === 'true',
    }
    const run = await req.payload.create({
      collection: RUNS,
      data: {
        fileName: files.export!.name || 'export.xml',
        mediaFileName: options.mediaZip ? files.media!.name : undefined,
        dryRun: options.dryRun,
        status: 'running',
      },
      overrideAccess: true,
    })
    void runInBackground(req.payload, run.id, options).finally(() =>
      rm(dir, { recursive: true, force: true }),
    )
    return Response.json({ id: run.id }, { status: 202 })
  },
}

type Upload = Awaited<ReturnType<typeof receiveUpload>>

async function runInBackground(
  payload: Payload,
  id: number | string,
  options: { exportFile: string; mediaZip?: string; dryRun: boolean; replaceDemo: boolean },
) {
  let written = 0
  const save = (data: Record<string, unknown>) =>
    payload.update({ collection: RUNS, id, data, overrideAccess: true }).catch((error: unknown) => {
      payload.logger.warn(`WordPress import ${String(id)}: progress not saved: ${String(error)}`)
    })
  try {
    const report = await runImport(payload, {
      source: () => createReadStream(options.exportFile, { highWaterMark: 64 * 1024 }),
      mediaDir: options.mediaZip,
      dryRun: options.dryRun,
      replaceDemo: options.replaceDemo,
      onProgress: (done, total) => {
        if (Date.now() - written < PROGRESS_MS && done < total) return
        written = Date.now()
        void save({ done, total })
      },
    })
    await save({ status: 'done', report })
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
  }
}
