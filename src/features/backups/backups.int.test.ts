import fs from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { migrationsOf } from '@/migrations'
import {
  type DatabaseKind,
  postgresAvailable,
  startTestPayload,
  type TestPayload,
} from '@/test/testPayload'

import { filesBelow, packArchive, sha256Of, unpackArchive } from './archive.server'
import { type BackupSettings, createBackup } from './backup.server'
import { MANIFEST, type Manifest } from './manifest'
import { checkArchive, restoreArchive } from './restore.server'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

const quiet = { disableRevalidate: true }
const kinds: DatabaseKind[] = (await postgresAvailable()) ? ['sqlite', 'postgres'] : ['sqlite']
const started: TestPayload[] = []
const backupDir = fs.mkdtempSync(path.join(tmpdir(), 'salon-backups-'))

async function site(kind: DatabaseKind, options: { migrate?: boolean } = {}) {
  const instance = await startTestPayload(kind, options)
  started.push(instance)
  return instance
}

const settingsOf = (instance: TestPayload): BackupSettings => ({
  databaseUrl: instance.databaseUrl,
  mediaDir: instance.mediaDir,
  formAttachmentsDir: path.join(path.dirname(instance.mediaDir), 'form-attachments'),
  backupDir,
})

/** An order of two lines whose total is their sum: the invariant a torn snapshot would break. */
const placeOrder = (payload: Payload, n: number) =>
  payload.create({
    collection: 'orders',
    data: {
      number: `2026-T${String(n).padStart(5, '0')}`,
      paymentMethod: 'vorkasse',
      accessKey: `key-${n}`,
      email: `kundin${n}@example.org`,
      items: [
        { title: 'Shampoo', quantity: 1, unitPriceCents: 1290, lineTotalCents: 1290 },
        { title: 'Bürste', quantity: 2, unitPriceCents: 1200, lineTotalCents: 2400 },
      ],
      totalCents: 3690,
    } as never,
    context: quiet,
  })

async function addPicture(payload: Payload) {
  const data = await sharp({
    create: { width: 96, height: 64, channels: 3, background: '#8a3b2e' },
  })
    .jpeg()
    .toBuffer()
  await payload.create({
    collection: 'media',
    data: { alt: 'Kupfer' } as never,
    file: { data, mimetype: 'image/jpeg', name: 'kupfer.jpg', size: data.length },
    context: quiet,
  })
}

/**
 * Every document of every collection, as the local API reads it; not the migrations' own
 * records, which the restore writes anew (their names differ between the databases).
 */
async function everything(payload: Payload) {
  const all: Record<string, unknown[]> = {}
  for (const { slug } of payload.config.collections) {
    if (slug === 'payload-migrations') continue
    const { docs } = await payload.find({
      collection: slug,
      depth: 0,
      limit: 0,
      pagination: false,
      sort: 'id',
      overrideAccess: true,
      showHiddenFields: true,
    } as never)
    all[slug] = docs
  }
  return all
}

async function folderChecksums(dir: string) {
  const sums: Record<string, string> = {}
  for (const file of await filesBelow(dir)) sums[file] = await sha256Of(path.join(dir, file))
  return sums
}

async function checkOrders(payload: Payload) {
  const { docs } = await payload.find({ collection: 'orders', limit: 0, pagination: false })
  for (const order of docs) {
    expect(order.items).toHaveLength(2)
    const sum = (order.items ?? []).reduce((total, item) => total + (item.lineTotalCents ?? 0), 0)
    expect(order.totalCents).toBe(sum)
  }
  return docs.length
}

afterAll(async () => {
  for (const instance of started) await instance.cleanup()
  fs.rmSync(backupDir, { recursive: true, force: true })
})

describe.each(kinds)('backup and restore (%s)', (kind) => {
  let source: TestPayload
  let archive: string
  let manifest: Manifest

  beforeAll(async () => {
    source = await site(kind)
    for (let n = 1; n <= 20; n += 1) await placeOrder(source.payload, n)
    await addPicture(source.payload)
  }, 120_000)

  it('backs up while orders keep coming; the archive holds a state that existed', async () => {
    let writing = true
    let n = 100
    const writer = (async () => {
      // Orders arrive as requests do, each in its own turn of the event loop (SQLite's client
      // answers synchronously: a loop without a pause would never let the backup run).
      while (writing) {
        await placeOrder(source.payload, (n += 1))
        await new Promise((resolve) => setTimeout(resolve, 2))
      }
    })()
    const made = await createBackup(source.payload, settingsOf(source))
    writing = false
    await writer
    archive = made.file
    manifest = made.manifest
    expect(path.basename(archive)).toMatch(/^salon-\d{4}-\d{2}-\d{2}-\d{6}\.tar\.gz$/)
    expect(manifest).toMatchObject({ database: kind, format: 1 })
    expect(manifest.lastMigration).toBe(migrationsOf(kind).at(-1)!.name)
    expect(manifest.counts.orders).toBeGreaterThanOrEqual(20)
    expect(manifest.counts.media).toBe(1)
    expect(Object.keys(manifest.files).some((file) => file.startsWith('media/'))).toBe(true)

    const target = await site(kind)
    const checked = await checkArchive(target.payload, archive)
    await restoreArchive(target.payload, checked, settingsOf(target))
    expect(await checkOrders(target.payload)).toBe(manifest.counts.orders)
  })

  it('restores on a fresh database the same documents and files', async () => {
    const before = await everything(source.payload)
    // A backup of a quiet site compares whole: the writer of the test above has stopped.
    const made = await createBackup(source.payload, settingsOf(source), new Date(Date.now() + 1000))
    const target = await site(kind)
    await restoreArchive(target.payload, await checkArchive(target.payload, made.file), settingsOf(target))
    expect(await everything(target.payload)).toEqual(before)
    expect(await folderChecksums(target.mediaDir)).toEqual(await folderChecksums(source.mediaDir))
    // New documents continue after the restored ids.
    const next = await placeOrder(target.payload, 9999)
    expect(next.id).toBeGreaterThan(Math.max(...before.orders!.map((o) => (o as { id: number }).id)))
  })

  it('refuses a damaged, a truncated and a newer archive and changes nothing', async () => {
    const target = await site(kind)
    await placeOrder(target.payload, 1)
    const bytes = fs.readFileSync(archive)
    const damaged = path.join(backupDir, 'damaged.tar.gz')
    const flipped = Buffer.from(bytes)
    flipped[Math.floor(flipped.length / 2)]! ^= 0xff
    fs.writeFileSync(damaged, flipped)
    const truncated = path.join(backupDir, 'truncated.tar.gz')
    fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)))
    const newer = path.join(backupDir, 'newer.tar.gz')
    const unpacked = fs.mkdtempSync(path.join(tmpdir(), 'salon-newer-'))
    const unpackedManifest: Partial<Manifest> = await unpackArchive(archive, unpacked)
    delete unpackedManifest.files
    fs.rmSync(path.join(unpacked, MANIFEST))
    await packArchive(unpacked, { ...(unpackedManifest as Manifest), version: '99.0.0' }, newer)

    await expect(checkArchive(target.payload, damaged)).rejects.toThrow(/damaged|checksum/)
    await expect(checkArchive(target.payload, truncated)).rejects.toThrow(/damaged or incomplete/)
    await expect(checkArchive(target.payload, newer)).rejects.toThrow(/newer than this/)
    const { totalDocs } = await target.payload.count({ collection: 'orders' })
    expect(totalDocs).toBe(1)
  })
})

describe.each(
  kinds.length > 1
    ? ([
        ['sqlite', 'postgres'],
        ['postgres', 'sqlite'],
      ] as const)
    : [],
)('moving from %s to %s', (from, to) => {
  it('keeps every document, id, relation, password hash and file', async () => {
    const source = await site(from)
    for (let n = 1; n <= 5; n += 1) await placeOrder(source.payload, n)
    await addPicture(source.payload)
    await source.payload.create({
      collection: 'users',
      data: { email: 'inhaberin@example.org', password: 'Lindenblüte-2026!', roles: ['admin'] },
      context: quiet,
    } as never)
    const before = await everything(source.payload)
    const made = await createBackup(source.payload, settingsOf(source), new Date(Date.now() + 2000))
    const target = await site(to)
    await restoreArchive(target.payload, await checkArchive(target.payload, made.file), settingsOf(target))
    expect(await everything(target.payload)).toEqual(before)
    expect(await folderChecksums(target.mediaDir)).toEqual(await folderChecksums(source.mediaDir))
    const login = await target.payload.login({
      collection: 'users',
      data: { email: 'inhaberin@example.org', password: 'Lindenblüte-2026!' },
    })
    expect(login.user?.email).toBe('inhaberin@example.org')
  }, 120_000) // two sites, a backup and a restore across databases: 40 s on a quiet machine
})

describe.each(kinds)('an older archive (%s)', (kind) => {
  it('is restored and migrated forward to this version', async () => {
    const all = migrationsOf(kind)
    const old = await site(kind, { migrate: false })
    await old.payload.db.migrate({ migrations: all.slice(0, -2) as never })
    // An account: its table is the same in the older schema (an order's lines and, since the
    // renditions of issue 32, a picture's are not).
    await old.payload.create({
      collection: 'users',
      data: { email: 'inhaberin@example.org', password: 'Lindenblüte-2026!', roles: ['admin'] },
      context: quiet,
    } as never)
    const made = await createBackup(old.payload, settingsOf(old), new Date(Date.now() + 3000))
    expect(made.manifest.lastMigration).toBe(all.at(-3)!.name)
    const target = await site(kind)
    const result = await restoreArchive(
      target.payload,
      await checkArchive(target.payload, made.file),
      settingsOf(target),
    )
    expect(result.migratedForward).toBe(2)
    expect((await target.payload.count({ collection: 'users' })).totalDocs).toBe(1)
    // The schema is this version's: an order with today's columns is written.
    await placeOrder(target.payload, 1)
    expect(await checkOrders(target.payload)).toBe(1)
  })
})
