import fs from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import type { Payload } from 'payload'

import { revalidatePublicPaths } from '@/lib/revalidate'

import { ArchiveError } from './archive.server'
import { archiveStoreOf } from './archiveStore.server'
import { type BackupSettings, backupSettingsFor, type MadeBackup } from './backup.server'
import { backupNow, noteResult } from './backupRuns.server'
import { archiveDate } from './manifest'
import { readSecrets, writeSecrets } from './redactedValues.server'
import { checkArchive, restoreArchive } from './restore.server'

/** Why a restore from the admin did not happen (or failed): an English API error. */
export class RestoreRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The archive of the state before, when one was made. */
    readonly safetyBackup?: string,
  ) {
    super(message)
  }
}

export type RestoreResult = {
  restoredFrom: string
  createdAt: string
  safetyBackup: string
  migratedForward: number
  ms: number
  notIncluded: string[]
}

/** The archive as a file here: the local one itself, or one fetched from the bucket. */
async function localCopyOf(
  settings: BackupSettings,
  name: string,
): Promise<{ file: string; discard: () => Promise<void> } | null> {
  if (!archiveDate(name)) return null
  if (!settings.s3) {
    const file = path.join(settings.backupDir, name)
    return fs.existsSync(file) ? { file, discard: async () => {} } : null
  }
  const found = await archiveStoreOf(settings).open(name)
  if (!found) return null
  const dir = await fs.promises.mkdtemp(path.join(tmpdir(), 'salon-fetched-'))
  const file = path.join(dir, name)
  await pipeline(Readable.fromWeb(found.body as never), fs.createWriteStream(file))
  return { file, discard: () => fs.promises.rm(dir, { recursive: true, force: true }) }
}

let restoring = false

/**
 * „Wiederherstellen“ in the admin: the archive is checked whole first (nothing changes if it is
 * damaged or from a newer version), then the present state is backed up (an archive „vor einer Wiederherstellung“,
 * which undoes this restore), then database and files are replaced. The secrets an archive
 * leaves out are carried over, the result is noted under „Datensicherung“ (the restored one
 * speaks of its own past), and every cached page expires. One restore at a time.
 */
export async function restoreFromList(payload: Payload, name: string): Promise<RestoreResult> {
  if (restoring) throw new RestoreRefusal(409, 'restore_running', 'A restore is running already.')
  restoring = true
  try {
    const settings = backupSettingsFor(payload)
    const local = await localCopyOf(settings, name)
    if (!local) throw new RestoreRefusal(404, 'not_found', 'No backup archive with this name.')
    try {
      const checked = await checkArchive(payload, local.file).catch((error: unknown) => {
        if (error instanceof ArchiveError)
          throw new RestoreRefusal(422, 'archive_refused', error.message)
        throw error
      })
      let safety: MadeBackup
      try {
        safety = await backupNow(payload, { kind: 'beforeRestore' })
      } catch (error) {
        await checked.discard()
        throw new RestoreRefusal(
          500,
          'backup_failed',
          `The present state could not be backed up first, so nothing was restored: ${String(error instanceof Error ? error.message : error)}`,
        )
      }
      const safetyName = path.basename(safety.file)
      try {
        const secrets = await readSecrets(payload, settings.databaseUrl)
        const result = await restoreArchive(payload, checked, settings)
        await writeSecrets(payload, settings.databaseUrl, secrets)
        await noteResult(payload, {
          lastSuccessAt: safety.manifest.createdAt,
          lastFile: safetyName,
        })
        await revalidatePublicPaths(['*'], { logger: payload.logger })
        payload.logger.info(
          `Restored ${name} in ${result.ms} ms (state before kept as ${safetyName})`,
        )
        return {
          restoredFrom: name,
          createdAt: checked.manifest.createdAt,
          safetyBackup: safetyName,
          migratedForward: result.migratedForward,
          ms: result.ms,
          notIncluded: checked.manifest.notIncluded,
        }
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        payload.logger.error(`Restore of ${name} failed: ${message}`)
        throw new RestoreRefusal(500, 'restore_failed', `The restore failed: ${message}`, safetyName)
      }
    } finally {
      await local.discard()
    }
  } finally {
    restoring = false
  }
}
