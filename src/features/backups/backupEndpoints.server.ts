import path from 'node:path'

import type { Endpoint, PayloadRequest } from 'payload'

import { hasRole, staffOf } from '@/lib/access'
import { jsonError } from '@/lib/http'

import { archiveStoreOf } from './archiveStore.server'
import { backupSettingsFor } from './backup.server'
import { backupNow, listArchives } from './backupRuns.server'
import { archiveDate } from './manifest'
import { addUploadedArchive } from './archiveUpload.server'
import { restoreFromList, RestoreRefusal } from './restoreRun.server'

/** Archives hold every order, submission and password hash: administrators only. */
const refusedUnlessAdmin = (req: PayloadRequest) =>
  hasRole(staffOf(req), 'admin')
    ? null
    : jsonError(403, 'forbidden', 'Only administrators may see or make backups.')

/** GET /api/globals/backup-settings/archives: the list, newest first. */
export const archivesEndpoint: Endpoint = {
  path: '/archives',
  method: 'get',
  handler: async (req) =>
    refusedUnlessAdmin(req) ??
    Response.json({ archives: await listArchives(req.payload) }, { headers: { 'cache-control': 'no-store' } }),
}

/** POST /api/globals/backup-settings/now: „Jetzt sichern“, answered when the archive is written. */
export const backupNowEndpoint: Endpoint = {
  path: '/now',
  method: 'post',
  handler: async (req) => {
    const refused = refusedUnlessAdmin(req)
    if (refused) return refused
    try {
      const made = await backupNow(req.payload, { kind: 'manual' })
      req.payload.logger.info(`Backup made by user ${staffOf(req)?.id}: ${path.basename(made.file)}`)
      return Response.json(
        { name: path.basename(made.file), bytes: made.bytes, ms: made.ms, counts: made.manifest.counts },
        { status: 201 },
      )
    } catch (error) {
      return jsonError(500, 'backup_failed', `The backup failed: ${error instanceof Error ? error.message : error}`)
    }
  },
}

/** GET /api/globals/backup-settings/download/<name>: one archive; every download is logged. */
export const archiveDownloadEndpoint: Endpoint = {
  path: '/download/:name',
  method: 'get',
  handler: async (req) => {
    const refused = refusedUnlessAdmin(req)
    if (refused) return refused
    const name = String(req.routeParams?.name ?? '')
    // Only an archive's own name: never a path out of the folder or the prefix.
    const found = archiveDate(name) ? await archiveStoreOf(backupSettingsFor(req.payload)).open(name) : null
    if (!found) return jsonError(404, 'not_found', 'No backup archive with this name.')
    req.payload.logger.info(`Backup downloaded by user ${staffOf(req)?.id}: ${name}`)
    return new Response(found.body, {
      headers: {
        'content-type': 'application/gzip',
        ...(found.bytes ? { 'content-length': String(found.bytes) } : {}),
        'content-disposition': `attachment; filename="${name}"`,
        'cache-control': 'no-store',
      },
    })
  },
}

/** A refusal of the restore or the upload as its JSON answer (with the state-before archive). */
function refusalOf(error: unknown): Response {
  if (!(error instanceof RestoreRefusal)) throw error
  return Response.json(
    {
      code: error.code,
      message: error.message,
      ...(error.safetyBackup ? { safetyBackup: error.safetyBackup } : {}),
    },
    { status: error.status },
  )
}

/**
 * POST /api/globals/backup-settings/restore/<name>: „Wiederherstellen“; the present state is
 * backed up first (restoreRun.server.ts). Answered when done.
 */
export const restoreEndpoint: Endpoint = {
  path: '/restore/:name',
  method: 'post',
  handler: async (req) => {
    const refused = refusedUnlessAdmin(req)
    if (refused) return refused
    const name = String(req.routeParams?.name ?? '')
    req.payload.logger.info(`Restore of ${name} started by user ${staffOf(req)?.id}`)
    try {
      return Response.json(await restoreFromList(req.payload, name))
    } catch (error) {
      return refusalOf(error)
    }
  },
}

/** POST /api/globals/backup-settings/upload: an archive from her computer joins the list. */
export const archiveUploadEndpoint: Endpoint = {
  path: '/upload',
  method: 'post',
  handler: async (req) => {
    const refused = refusedUnlessAdmin(req)
    if (refused) return refused
    try {
      const added = await addUploadedArchive(req.payload, req as unknown as Request)
      req.payload.logger.info(`Backup uploaded by user ${staffOf(req)?.id}: ${added.name}`)
      return Response.json(added, { status: 201 })
    } catch (error) {
      return refusalOf(error)
    }
  },
}
