import path from 'node:path'

import type { Payload } from 'payload'

import { GLOBALS } from '@/contracts/slugs'
import { berlinClockParts, berlinDate } from '@/lib/berlinTime'

import { archiveStoreOf } from './archiveStore.server'
import {
  type BackupSettings,
  backupSettingsFor,
  createBackup,
  type MadeBackup,
} from './backup.server'
import { archiveName, isManualArchive, type ArchiveKind } from './manifest'
import { DEFAULT_RETENTION, rotate } from './retention'
import { clock } from '@/lib/clock'

/** The archives, newest first, where this site keeps them. */
export const listArchives = (payload: Payload) => archiveStoreOf(backupSettingsFor(payload)).list()

/**
 * Now, or the next second when an archive of this second exists already (names go by the second:
 * „Jetzt sichern“ and a restore's backup of the state before, a moment apart, must not overwrite
 * each other).
 */
async function freeMoment(settings: BackupSettings, kind: ArchiveKind): Promise<Date> {
  const store = archiveStoreOf(settings)
  let at = clock.now()
  while (await store.has(archiveName(at, { kind }))) {
    await new Promise((resolve) => setTimeout(resolve, 1000 - at.getMilliseconds()))
    at = clock.now()
  }
  return at
}

let running: Promise<MadeBackup> | null = null

/**
 * One backup at a time in this process (a second „Jetzt sichern“ joins the first); its result
 * is noted under „Datensicherung“ so the owner and the dashboard see it. Old archives beyond
 * the retention are deleted after a good one; `kind` `manual` („Jetzt sichern“) and
 * `beforeRestore` (the state a restore replaces) make one outside the nightly rotation
 * (retention.ts).
 */
export function backupNow(
  payload: Payload,
  { kind = 'nightly' }: { kind?: ArchiveKind } = {},
): Promise<MadeBackup> {
  running ??= (async () => {
    const settings = backupSettingsFor(payload)
    try {
      const made = await createBackup(payload, settings, await freeMoment(settings, kind), {
        kind,
      })
      await noteResult(payload, { lastSuccessAt: clock.now().toISOString(), lastFile: path.basename(made.file) })
      await applyRetention(payload, settings)
      payload.logger.info(`Backup written: ${path.basename(made.file)} (${made.bytes} bytes, ${made.ms} ms)`)
      return made
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      payload.logger.error(`Backup failed: ${message}`)
      await noteResult(payload, { lastErrorAt: clock.now().toISOString(), lastError: message.slice(0, 500) })
      throw error
    }
  })().finally(() => {
    running = null
  })
  return running
}

/** Notes a result under „Datensicherung“ (Letzte Sicherung), beside what is there. */
export async function noteResult(payload: Payload, status: Record<string, string>) {
  const current = await payload.findGlobal({ slug: GLOBALS.backupSettings, depth: 0, overrideAccess: true })
  await payload.updateGlobal({
    slug: GLOBALS.backupSettings,
    data: { status: { ...(current.status ?? {}), ...status } },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

async function applyRetention(payload: Payload, settings: BackupSettings) {
  const stored = await payload.findGlobal({
    slug: GLOBALS.backupSettings,
    depth: 0,
    overrideAccess: true,
  })
  const store = archiveStoreOf(settings)
  const archives = (await store.list()).map((entry) => ({
    name: entry.name,
    date: new Date(entry.createdAt),
    manual: isManualArchive(entry.name),
  }))
  const doomed = rotate(archives, {
    daily: stored.keepDaily ?? DEFAULT_RETENTION.daily,
    weekly: stored.keepWeekly ?? DEFAULT_RETENTION.weekly,
    monthly: stored.keepMonthly ?? DEFAULT_RETENTION.monthly,
  })
  for (const name of doomed) await store.remove(name)
  if (doomed.length) payload.logger.info(`Backups deleted by retention: ${doomed.join(', ')}`)
}

/**
 * The queue's hourly check: at the owner's hour (Berlin), when tonight's backup is not made yet.
 * The job queue runs it on one instance only; a failure is retried by the queue.
 */
export async function nightlyBackup(payload: Payload, now = clock.now()): Promise<string | null> {
  const settings = await payload.findGlobal({ slug: GLOBALS.backupSettings, depth: 0, overrideAccess: true })
  if (settings.nightly === false) return null
  if (Number(berlinClockParts(now).hour) < (settings.hour ?? 3)) return null
  const last = settings.status?.lastSuccessAt
  if (last && berlinDate(last) === berlinDate(now)) return null
  const made = await backupNow(payload)
  return path.basename(made.file)
}
