import fs from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import type { Payload } from 'payload'
import { expect } from 'vitest'

import { COLLECTIONS } from '@/contracts/slugs'
import {
  type DatabaseKind,
  postgresAvailable,
  startTestPayload,
  type TestPayload,
} from '@/test/testPayload'

import { filesBelow, sha256Of } from '../archive.server'
import { type BackupSettings } from '../backup.server'

/**
 * What the backups' integration tests share (backups.int.test.ts in the gate, the moves between
 * databases and the older archives in backupMoves.long.int.test.ts): sites on throwaway
 * databases, a backup folder, orders whose total is their lines' sum, a picture.
 */
export const quiet = { disableRevalidate: true }
export const kinds: DatabaseKind[] = (await postgresAvailable()) ? ['sqlite', 'postgres'] : ['sqlite']
const started: TestPayload[] = []
export const backupDir = fs.mkdtempSync(path.join(tmpdir(), 'salon-backups-'))

export async function site(kind: DatabaseKind, options: { migrate?: boolean } = {}) {
  const instance = await startTestPayload(kind, options)
  started.push(instance)
  return instance
}

export const settingsOf = (instance: TestPayload): BackupSettings => ({
  databaseUrl: instance.databaseUrl,
  mediaDir: instance.mediaDir,
  formAttachmentsDir: path.join(path.dirname(instance.mediaDir), 'form-attachments'),
  backupDir,
})

/** An order of two lines whose total is their sum: the invariant a torn snapshot would break. */
export const placeOrder = (payload: Payload, n: number) =>
  payload.create({
    collection: COLLECTIONS.orders,
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

export async function addPicture(payload: Payload) {
  const data = await sharp({
    create: { width: 96, height: 64, channels: 3, background: '#8a3b2e' },
  })
    .jpeg()
    .toBuffer()
  await payload.create({
    collection: COLLECTIONS.media,
    data: { alt: 'Kupfer' } as never,
    file: { data, mimetype: 'image/jpeg', name: 'kupfer.jpg', size: data.length },
    context: quiet,
  })
}

/**
 * Every document of every collection, as the local API reads it; not the migrations' own
 * records, which the restore writes anew (their names differ between the databases).
 */
export async function everything(payload: Payload) {
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

export async function folderChecksums(dir: string) {
  const sums: Record<string, string> = {}
  for (const file of await filesBelow(dir)) sums[file] = await sha256Of(path.join(dir, file))
  return sums
}

export async function checkOrders(payload: Payload) {
  const { docs } = await payload.find({ collection: COLLECTIONS.orders, limit: 0, pagination: false })
  for (const order of docs) {
    expect(order.items).toHaveLength(2)
    const sum = (order.items ?? []).reduce((total, item) => total + (item.lineTotalCents ?? 0), 0)
    expect(order.totalCents).toBe(sum)
  }
  return docs.length
}

/** Stops every site started here and removes the backup folder (the test file's afterAll). */
export async function cleanupSites() {
  for (const instance of started) await instance.cleanup()
  fs.rmSync(backupDir, { recursive: true, force: true })
}
