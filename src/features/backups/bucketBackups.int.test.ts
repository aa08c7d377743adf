import fs from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { DeleteObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import type { S3Settings } from '@/lib/env'
import { startTestPayload, type TestPayload } from '@/test/testPayload'

import { s3Client } from '@/lib/storage/s3Client'

import { archiveStoreOf, BUCKET_PREFIX } from './archiveStore.server'
import { createBackup } from './backup.server'
import { checkArchive, restoreArchive } from './restore.server'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

const dir = fs.mkdtempSync(path.join(tmpdir(), 'salon-bucket-backups-'))
const port = 20_000 + (process.pid % 20_000)
const s3: S3Settings = {
  bucket: 'salon-backup-test',
  region: 'us-east-1',
  endpoint: `http://127.0.0.1:${port}`,
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
}
const ENV = {
  S3_BUCKET: s3.bucket,
  S3_REGION: s3.region,
  S3_ENDPOINT: s3.endpoint,
  S3_ACCESS_KEY_ID: s3.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  S3_FORCE_PATH_STYLE: 'true',
}
let server: S3rver
const sites: TestPayload[] = []

const keys = async () =>
  (
    (await s3Client(s3).send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []
  ).map((object) => object.Key!)

beforeAll(async () => {
  server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(dir, 's3'),
    configureBuckets: [{ name: s3.bucket, configs: [] }],
  })
  await server.run()
  Object.assign(process.env, ENV)
}, 60_000)

afterAll(async () => {
  for (const key of Object.keys(ENV)) delete process.env[key]
  for (const site of sites) await site.cleanup()
  await server?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

it('with a bucket: the media and the archives are there, and a restore puts the files back', async () => {
  const source = await startTestPayload('sqlite')
  sites.push(source)
  const data = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#336' } })
    .jpeg()
    .toBuffer()
  await source.payload.create({
    collection: 'media',
    data: { alt: 'Blau' } as never,
    file: { data, mimetype: 'image/jpeg', name: 'blau.jpg', size: data.length },
    context: { disableRevalidate: true },
  })
  const media = (await keys()).filter((key) => !key.startsWith(BUCKET_PREFIX))
  expect(media.length).toBeGreaterThan(1)

  const settings = {
    databaseUrl: source.databaseUrl,
    mediaDir: source.mediaDir,
    formAttachmentsDir: path.join(dir, 'attachments'),
    backupDir: path.join(dir, 'backups'),
    s3,
  }
  const made = await createBackup(source.payload, settings)
  expect(made.location).toMatch(/^s3:\/\/salon-backup-test\/backups\/salon-.*\.tar\.gz$/)
  expect(Object.keys(made.manifest.files).filter((file) => file.startsWith('bucket/'))).toHaveLength(
    media.length,
  )
  // Kept in the bucket, not on this disk; listed with their counts.
  expect(fs.readdirSync(settings.backupDir).filter((name) => name.endsWith('.tar.gz'))).toEqual([])
  const store = archiveStoreOf(settings)
  const [listed] = await store.list()
  expect(listed).toMatchObject({ name: path.basename(made.file), counts: { media: 1 } })
  // The lookup a backup makes for a free name asks for that one archive.
  expect(await store.has(listed!.name)).toBe(true)
  expect(await store.has('salon-2020-01-01-030000.tar.gz')).toBe(false)

  // The files are lost from the bucket; the archive, fetched from it, brings them back.
  for (const key of media)
    await s3Client(s3).send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }))
  const opened = await store.open(listed!.name)
  const local = path.join(dir, listed!.name)
  fs.writeFileSync(local, Buffer.from(await new Response(opened!.body).arrayBuffer()))
  const target = await startTestPayload('sqlite')
  sites.push(target)
  await restoreArchive(target.payload, await checkArchive(target.payload, local), {
    ...settings,
    databaseUrl: target.databaseUrl,
  })
  expect((await keys()).filter((key) => !key.startsWith(BUCKET_PREFIX)).sort()).toEqual(
    [...media].sort(),
  )
  expect((await target.payload.count({ collection: 'media' })).totalDocs).toBe(1)

  await store.remove(listed!.name)
  expect(await store.list()).toEqual([])
})
