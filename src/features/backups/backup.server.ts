import fs from 'node:fs'
import path from 'node:path'

import type { Config, Payload } from 'payload'

import type { S3Settings } from '@/lib/env'

import { packArchive } from './archive.server'
import { archiveStoreOf, BUCKET_PREFIX } from './archiveStore.server'
import { dumpDatabase } from './databaseDump.server'
import { archiveName, type ArchiveKind, type Manifest, NOT_INCLUDED } from './manifest'
import { copyBucketOut, type FileStores } from './fileStores.server'
import { clock } from '@/lib/clock'

export type BackupSettings = FileStores & { databaseUrl: string; backupDir: string }

/** `file`: the archive's path (or its name in the bucket); `location`: where it is kept. */
export type MadeBackup = {
  file: string
  location: string
  manifest: Manifest
  bytes: number
  ms: number
}

/** The product's name and version, from package.json (scripts and the server run in its folder). */
export function productVersion(): { name: string; version: string } {
  const pkg = JSON.parse(fs.readFileSync(path.resolve(process.cwd(), 'package.json'), 'utf8')) as {
    name: string
    version: string
  }
  return { name: pkg.name, version: pkg.version }
}

/** Rows per collection, from the tables of the snapshot (a collection's table is its snake_case slug). */
function countsOf(payload: Payload, tables: Array<{ name: string; rows: number }>) {
  const rows = new Map(tables.map((table) => [table.name, table.rows]))
  const counts: Record<string, number> = {}
  for (const { slug } of payload.config.collections) {
    const count = rows.get(slug.replace(/-/g, '_'))
    if (count !== undefined) counts[slug] = count
  }
  return counts
}

/**
 * One archive (`salon-<date>-<time>[-manuell|-vor-wiederherstellung].tar.gz` in the backup folder, Berlin time): the database as one consistent
 * snapshot (databaseDump.server.ts), the media and form attachments (the local folders or the
 * bucket), and the manifest with version, last migration, counts and a checksum of every file.
 * A copy of the manifest is kept beside the archive for the admin's list; with S3_* set both go
 * to the bucket under `backups/` (archiveStore.server.ts).
 */
export async function createBackup(
  payload: Payload,
  settings: BackupSettings,
  now = clock.now(),
  { kind = 'nightly' }: { kind?: ArchiveKind } = {},
): Promise<MadeBackup> {
  const started = performance.now()
  await fs.promises.mkdir(settings.backupDir, { recursive: true })
  const staging = await fs.promises.mkdtemp(path.join(settings.backupDir, '.staging-'))
  try {
    const dump = await dumpDatabase(payload, settings.databaseUrl, staging)
    if (settings.s3) await copyBucketOut(settings.s3, path.join(staging, 'bucket'))
    else {
      for (const [dir, name] of [
        [settings.mediaDir, 'media'],
        [settings.formAttachmentsDir, 'attachments'],
      ] as const)
        if (fs.existsSync(dir)) await fs.promises.cp(dir, path.join(staging, name), { recursive: true })
    }
    const { name, version } = productVersion()
    const file = path.join(settings.backupDir, archiveName(now, { kind }))
    const manifest = await packArchive(
      staging,
      {
        format: 1,
        product: name,
        version,
        createdAt: now.toISOString(),
        database: dump.kind,
        lastMigration: dump.lastMigration,
        counts: countsOf(payload, dump.tables),
        notIncluded: NOT_INCLUDED,
      },
      file,
    )
    const bytes = (await fs.promises.stat(file)).size
    await fs.promises.writeFile(
      file.replace(/\.tar\.gz$/, '.json'),
      JSON.stringify({ ...manifest, files: undefined, bytes }, null, 2),
    )
    await archiveStoreOf(settings).keep(file)
    const location = settings.s3
      ? `s3://${settings.s3.bucket}/${BUCKET_PREFIX}${path.basename(file)}`
      : file
    return { file, location, manifest, bytes, ms: Math.round(performance.now() - started) }
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true })
  }
}

type WithBackups = { backups?: { backupDir: string; s3?: S3Settings } }

/** Where the backups go: put into the config by the backups feature (index.ts). */
export const offerBackupPlaces = (config: Config, places: { backupDir: string; s3?: S3Settings }) => ({
  ...config,
  custom: { ...config.custom, backups: places } satisfies WithBackups,
})

const staticDirOf = (payload: Payload, slug: string) => {
  const upload = payload.config.collections.find((collection) => collection.slug === slug)?.upload
  return typeof upload === 'object' && upload.staticDir ? path.resolve(upload.staticDir) : ''
}

/**
 * Where this site's data are, read from the running Payload itself (never from another process's
 * environment): the database it is connected to, the upload folders of media and form
 * attachments, and the backup folder and bucket of its configuration.
 */
export function backupSettingsFor(payload: Payload): BackupSettings {
  const places = (payload.config.custom as WithBackups | undefined)?.backups
  if (!places) throw new Error('The backups feature is not in this configuration.')
  const db = payload.db as unknown as { clientConfig?: { url?: string } }
  return {
    databaseUrl: db.clientConfig?.url ?? '',
    mediaDir: staticDirOf(payload, 'media'),
    formAttachmentsDir: staticDirOf(payload, 'form-attachments'),
    backupDir: places.backupDir,
    ...(places.s3 ? { s3: places.s3 } : {}),
  }
}
