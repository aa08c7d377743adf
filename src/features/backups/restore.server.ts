import fs from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'

import { ArchiveError, unpackArchive } from './archive.server'
import { productVersion, type BackupSettings } from './backup.server'
import { migrationIndex, replaceDatabase } from './databaseLoad.server'
import { copyBucketIn, replaceFolder } from './fileStores.server'
import { compareVersions, type Manifest } from './manifest'
import { readTables } from './tableFiles.server'
import { clock } from '@/lib/clock'

/** An archive unpacked and checked whole: nothing has been changed yet. */
export type CheckedArchive = { manifest: Manifest; dir: string; discard: () => Promise<void> }

/**
 * Unpacks and checks an archive before anything is touched: complete, every checksum right, made
 * by this version or an older one, with a migration this version knows.
 */
export async function checkArchive(payload: Payload, archive: string): Promise<CheckedArchive> {
  const dir = await fs.promises.mkdtemp(path.join(tmpdir(), 'salon-restore-'))
  const discard = () =>
    fs.promises.rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 })
  try {
    const manifest = await unpackArchive(archive, dir)
    const { version } = productVersion()
    if (compareVersions(manifest.version, version) > 0)
      throw new ArchiveError(
        `The archive was made by version ${manifest.version}, newer than this ${version}: update the site first, then restore.`,
      )
    const kind = payload.db.name === 'postgres' ? 'postgres' : 'sqlite'
    if (migrationIndex(kind, manifest.lastMigration) < 0)
      throw new ArchiveError(
        `The archive's database is at migration ${manifest.lastMigration ?? '(none)'}, which this version does not have: it comes from a newer version.`,
      )
    return { manifest, dir, discard }
  } catch (error) {
    await discard()
    throw error
  }
}

/**
 * A server on this database writes its job queue every minute: a job touched in the last three
 * minutes means the site is running on these data (on this machine or another).
 */
export async function siteSeemsRunning(payload: Payload, now = clock.ms()): Promise<boolean> {
  const { docs } = await payload
    .find({
      collection: 'payload-jobs',
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    .catch(() => ({ docs: [] as Array<{ updatedAt: string }> }))
  const last = docs[0]?.updatedAt
  return Boolean(last && now - new Date(last).getTime() < 3 * 60_000)
}

/** Replaces the database and the files with a checked archive's; the archive folder is removed. */
export async function restoreArchive(
  payload: Payload,
  checked: CheckedArchive,
  settings: BackupSettings,
): Promise<{ migratedForward: number; ms: number }> {
  const started = performance.now()
  try {
    const tables = await readTables(checked.dir)
    const { migratedForward } = await replaceDatabase(
      payload,
      settings.databaseUrl,
      tables,
      checked.manifest.lastMigration,
    )
    if (settings.s3) await copyBucketIn(settings.s3, path.join(checked.dir, 'bucket'))
    else {
      await replaceFolder(settings.mediaDir, path.join(checked.dir, 'media'))
      await replaceFolder(settings.formAttachmentsDir, path.join(checked.dir, 'attachments'))
    }
    return { migratedForward, ms: Math.round(performance.now() - started) }
  } finally {
    await checked.discard()
  }
}
