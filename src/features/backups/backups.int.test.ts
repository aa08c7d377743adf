import fs from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { migrationsOf } from '@/migrations'
import { type TestPayload } from '@/test/testPayload'

import { packArchive, unpackArchive } from './archive.server'
import { createBackup } from './backup.server'
import { MANIFEST, type Manifest } from './manifest'
import { checkArchive, restoreArchive } from './restore.server'
import {
  addPicture,
  backupDir,
  checkOrders,
  cleanupSites,
  everything,
  folderChecksums,
  kinds,
  placeOrder,
  settingsOf,
  site,
} from './test/backupKit'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

afterAll(cleanupSites)

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

