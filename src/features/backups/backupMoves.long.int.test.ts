import { afterAll, describe, expect, it, vi } from 'vitest'

import { migrationsOf } from '@/migrations'

import { checkArchive, restoreArchive } from './restore.server'
import { createBackup } from './backup.server'
import {
  checkOrders,
  cleanupSites,
  everything,
  folderChecksums,
  addPicture,
  kinds,
  placeOrder,
  quiet,
  settingsOf,
  site,
} from './test/backupKit'

/**
 * The long lane's backups (`npm run test:long`, half a minute and more each): a site moved from
 * one database to the other, and an archive of an older version restored and migrated forward.
 * The backup and restore on one database is in the gate (backups.int.test.ts).
 */
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

afterAll(cleanupSites)

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
