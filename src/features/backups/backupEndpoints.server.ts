import path from 'node:path'

import type { Endpoint, PayloadRequest } from 'payload'

import { hasRole, staffOf } from '@/lib/access'
import { jsonError } from '@/lib/http'

import { archiveStoreOf } from './archiveStore.server'
import { backupSettingsFor } from './backup.server'
import { backupNow, listArchives } from './backupRuns.server'
import { archiveDate } from './manifest'

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
      const made = await backupNow(req.payload, { manual: true })
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
