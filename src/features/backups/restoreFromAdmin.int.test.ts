import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { COLLECTIONS, GLOBALS } from '@/contracts/slugs'
import { staffToken } from '@/test/staffToken'
import { eachDatabase, startTestPayload, type TestPayload } from '@/test/testPayload'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

const describeEach = await eachDatabase()
const quiet = { disableRevalidate: true }
const BASE = 'http://localhost:3000/api/globals/backup-settings'

describeEach('„Wiederherstellen“ and „Hochladen“ under „Datensicherung“ (%s)', (kind) => {
  let instance: TestPayload
  const payload = () => instance.payload
  const tokens: Record<'admin' | 'editor', string> = { admin: '', editor: '' }

  const call = (role: 'admin' | 'editor', path: string, init: RequestInit = {}) =>
    instance.rest(
      new Request(`${BASE}${path}`, {
        method: 'POST',
        ...init,
        headers: {
          authorization: `JWT ${tokens[role]}`,
          'x-forwarded-for': '198.51.100.41',
          ...(init.headers as Record<string, string> | undefined),
        },
      }),
    )

  const signIn = async (role: 'admin' | 'editor') => {
    tokens[role] = await staffToken(instance, role, '198.51.100.41')
  }

  const order = (number: string) =>
    payload().create({
      collection: COLLECTIONS.orders,
      overrideAccess: true,
      data: {
        number,
        paymentMethod: 'vorkasse',
        accessKey: 'b'.repeat(32),
        email: 'kundin@example.org',
        items: [{ title: 'Haaröl', quantity: 1, unitPriceCents: 1290, lineTotalCents: 1290 }],
        totalCents: 1290,
      } as never,
      context: quiet,
    })
  const orderNumbers = async () =>
    (
      await payload().find({ collection: COLLECTIONS.orders, sort: 'number', limit: 0 })
    ).docs.map((doc) => doc.number)
  const listed = async () =>
    (
      (await (await call('admin', '/archives', { method: 'GET' })).json()) as {
        archives: Array<{ name: string; createdAt: string }>
      }
    ).archives
  const upload = (bytes: Uint8Array | string, name = 'salon.tar.gz') => {
    const form = new FormData()
    form.append('archive', new Blob([bytes as BlobPart]), name)
    return call('admin', '/upload', { body: form })
  }

  let first = ''
  /** The SMTP password as stored (encrypted); archives leave it out. */
  const storedPassword = async () =>
    (
      (await payload().findGlobal({
        slug: GLOBALS.mailSettings,
        overrideAccess: true,
        depth: 0,
      })) as { passwordEncrypted?: string | null }
    ).passwordEncrypted
  let password: string | null | undefined

  beforeAll(async () => {
    instance = await startTestPayload(kind)
    await signIn('admin')
    await signIn('editor')
    await payload().updateGlobal({
      slug: GLOBALS.mailSettings,
      data: { password: 'smtp-geheim-1' } as never,
      overrideAccess: true,
      context: quiet,
    })
    password = await storedPassword()
    expect(password).toBeTruthy()
    await order('2026-R00001')
    const made = await call('admin', '/now')
    expect(made.status).toBe(201)
    first = ((await made.json()) as { name: string }).name
    await order('2026-R00002')
  }, 120_000)
  afterAll(async () => {
    await instance?.cleanup()
  })

  it('is for administrators only, and an unknown archive is a 404', async () => {
    expect((await call('editor', `/restore/${first}`)).status).toBe(403)
    expect((await call('editor', '/upload', { body: new FormData() })).status).toBe(403)
    const unknown = await call('admin', '/restore/salon-2020-01-01-030000.tar.gz')
    expect(unknown.status).toBe(404)
    expect((await call('admin', '/restore/..%2F..%2Fpayload.config.ts')).status).toBe(404)
    expect(await orderNumbers()).toEqual(['2026-R00001', '2026-R00002'])
  })

  it('backs up the present first, restores, keeps the SMTP password and can be undone', async () => {
    const response = await call('admin', `/restore/${first}`)
    expect(response.status).toBe(200)
    const result = (await response.json()) as { safetyBackup: string; restoredFrom: string }
    expect(result.restoredFrom).toBe(first)
    expect(result.safetyBackup).toMatch(/^salon-.*-vor-wiederherstellung\.tar\.gz$/)
    expect(await orderNumbers()).toEqual(['2026-R00001'])
    expect(await storedPassword()).toBe(password)
    // The restored settings spoke of their own past: the state-before archive is the last one.
    const settings = await payload().findGlobal({ slug: GLOBALS.backupSettings, depth: 0 })
    expect(settings.status?.lastFile).toBe(result.safetyBackup)
    expect((await listed()).map((archive) => archive.name)).toContain(result.safetyBackup)

    // Undo: the state before comes back whole, order 2 included.
    expect((await call('admin', `/restore/${result.safetyBackup}`)).status).toBe(200)
    expect(await orderNumbers()).toEqual(['2026-R00001', '2026-R00002'])
  })

  it('takes an uploaded archive into the list once it is checked, and refuses what is not one', async () => {
    const download = await call('admin', `/download/${first}`, { method: 'GET' })
    const bytes = new Uint8Array(await download.arrayBuffer())
    const before = (await listed()).length

    const again = await upload(bytes)
    expect(again.status).toBe(409)
    expect(((await again.json()) as { code: string }).code).toBe('already_listed')

    const damaged = bytes.slice()
    damaged[Math.floor(damaged.length / 2)]! ^= 0xff
    const refused = await upload(damaged)
    expect(refused.status).toBe(422)
    expect(((await refused.json()) as { code: string }).code).toBe('archive_refused')
    expect((await upload('kein Archiv')).status).toBe(422)
    expect((await call('admin', '/upload', { body: new FormData() })).status).toBe(400)
    const json = await call('admin', '/upload', {
      body: '{}',
      headers: { 'content-type': 'application/json' },
    })
    expect(json.status).toBe(415)
    expect((await listed()).length).toBe(before)

    // The same archive, after its copy here is gone: back in the list, as one made by hand.
    const { archiveStoreOf } = await import('./archiveStore.server')
    const { backupSettingsFor } = await import('./backup.server')
    await archiveStoreOf(backupSettingsFor(payload())).remove(first)
    const added = await upload(bytes)
    expect(added.status).toBe(201)
    const { name } = (await added.json()) as { name: string }
    expect(name).toMatch(/-manuell\.tar\.gz$/)
    expect((await listed()).map((archive) => archive.name)).toContain(name)
    expect((await call('admin', `/restore/${name}`)).status).toBe(200)
    expect(await orderNumbers()).toEqual(['2026-R00001'])
  })
})
