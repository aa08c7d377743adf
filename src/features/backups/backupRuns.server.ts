import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { GLOBALS } from '@/contracts/slugs'
import { env } from '@/lib/env'

import { backupSettingsOf, createBackup, type MadeBackup } from './backup.server'
import { archiveDate, type Manifest } from './manifest'
import { archivesToDelete, DEFAULT_RETENTION } from './retention'

export type ArchiveEntry = {
  name: string
  createdAt: string
  bytes: number
  counts: Manifest['counts']
}

/** The archives in the backup folder, newest first, with the manifest copy beside each. */
export async function listArchives(dir = env().backupDir): Promise<ArchiveEntry[]> {
  if (!fs.existsSync(dir)) return []
  const entries: ArchiveEntry[] = []
  for (const name of await fs.promises.readdir(dir)) {
    const date = archiveDate(name)
    if (!date) continue
    const stat = await fs.promises.stat(path.join(dir, name))
    const side = path.join(dir, name.replace(/\.tar\.gz$/, '.json'))
    const manifest = fs.existsSync(side)
      ? (JSON.parse(await fs.promises.readFile(side, 'utf8')) as Partial<Manifest>)
      : {}
    entries.push({
      name,
      createdAt: manifest.createdAt ?? date.toISOString(),
      bytes: stat.size,
      counts: manifest.counts ?? {},
    })
  }
  return entries.sort((a, b) => b.createdAt.localeCompare(a.createdAt))
}

let running: Promise<MadeBackup> | null = null

/**
 * One backup at a time in this process (a second „Jetzt sichern“ joins the first); its result
 * is noted under „Datensicherung“ so the owner and the dashboard see it. Old archives beyond
 * the retention are deleted after a good one.
 */
export function backupNow(payload: Payload): Promise<MadeBackup> {
  running ??= (async () => {
    const settings = backupSettingsOf(env())
    try {
      const made = await createBackup(payload, settings)
      await noteResult(payload, { lastSuccessAt: new Date().toISOString(), lastFile: path.basename(made.file) })
      await applyRetention(payload, settings.backupDir)
      payload.logger.info(`Backup written: ${path.basename(made.file)} (${made.bytes} bytes, ${made.ms} ms)`)
      return made
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      payload.logger.error(`Backup failed: ${message}`)
      await noteResult(payload, { lastErrorAt: new Date().toISOString(), lastError: message.slice(0, 500) })
      throw error
    }
  })().finally(() => {
    running = null
  })
  return running
}

async function noteResult(payload: Payload, status: Record<string, string>) {
  const current = await payload.findGlobal({ slug: GLOBALS.backupSettings, depth: 0, overrideAccess: true })
  await payload.updateGlobal({
    slug: GLOBALS.backupSettings,
    data: { status: { ...(current.status ?? {}), ...status } },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

async function applyRetention(payload: Payload, dir: string) {
  const settings = await payload.findGlobal({ slug: GLOBALS.backupSettings, depth: 0, overrideAccess: true })
  const archives = (await listArchives(dir)).map((entry) => ({ name: entry.name, date: new Date(entry.createdAt) }))
  const doomed = archivesToDelete(archives, {
    daily: settings.keepDaily ?? DEFAULT_RETENTION.daily,
    weekly: settings.keepWeekly ?? DEFAULT_RETENTION.weekly,
    monthly: settings.keepMonthly ?? DEFAULT_RETENTION.monthly,
  })
  for (const name of doomed) {
    await fs.promises.rm(path.join(dir, name), { force: true })
    await fs.promises.rm(path.join(dir, name.replace(/\.tar\.gz$/, '.json')), { force: true })
  }
  if (doomed.length) payload.logger.info(`Backups deleted by retention: ${doomed.join(', ')}`)
}

const berlinParts = (date: Date) => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date)
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? ''
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) }
}

/**
 * The queue's hourly check: at the owner's hour (Berlin), when tonight's backup is not made yet.
 * The job queue runs it on one instance only; a failure is retried by the queue.
 */
export async function nightlyBackup(payload: Payload, now = new Date()): Promise<string | null> {
  const settings = await payload.findGlobal({ slug: GLOBALS.backupSettings, depth: 0, overrideAccess: true })
  if (settings.nightly === false) return null
  const today = berlinParts(now)
  if (today.hour < (settings.hour ?? 3)) return null
  const last = settings.status?.lastSuccessAt
  if (last && berlinParts(new Date(last)).day === today.day) return null
  const made = await backupNow(payload)
  return path.basename(made.file)
}
