import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'

import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3'

import type { S3Settings } from '@/lib/env'
import { s3Client } from '@/lib/storage/s3Client'

import { archiveDate, type Manifest } from './manifest'

/** Archives in the bucket live under this prefix, apart from the media. */
export const BUCKET_PREFIX = 'backups/'

export type ArchiveEntry = {
  name: string
  createdAt: string
  bytes: number
  counts: Manifest['counts']
}

/** Where finished archives are kept: the backup folder, or the bucket when S3_* is set. */
export type ArchiveStore = {
  /** Takes a finished archive (and its manifest copy beside it) from the backup folder. */
  keep(file: string): Promise<void>
  list(): Promise<ArchiveEntry[]>
  /** Whether an archive of this name is kept (one lookup, not the whole list). */
  has(name: string): Promise<boolean>
  open(name: string): Promise<{ body: ReadableStream; bytes: number } | null>
  remove(name: string): Promise<void>
}

const sideOf = (name: string) => name.replace(/\.tar\.gz$/, '.json')

function entryOf(name: string, bytes: number, manifest: Partial<Manifest>): ArchiveEntry {
  return {
    name,
    createdAt: manifest.createdAt ?? archiveDate(name)!.toISOString(),
    bytes,
    counts: manifest.counts ?? {},
  }
}

const newestFirst = (entries: ArchiveEntry[]) =>
  entries.sort((a, b) => b.createdAt.localeCompare(a.createdAt))

export function localArchives(dir: string): ArchiveStore {
  return {
    async keep() {},
    async list() {
      if (!fs.existsSync(dir)) return []
      const entries: ArchiveEntry[] = []
      for (const name of await fs.promises.readdir(dir)) {
        if (!archiveDate(name)) continue
        const { size } = await fs.promises.stat(path.join(dir, name))
        const side = path.join(dir, sideOf(name))
        const manifest = fs.existsSync(side)
          ? (JSON.parse(await fs.promises.readFile(side, 'utf8')) as Partial<Manifest>)
          : {}
        entries.push(entryOf(name, size, manifest))
      }
      return newestFirst(entries)
    },
    async has(name) {
      return fs.existsSync(path.join(dir, name))
    },
    async open(name) {
      const file = path.join(dir, name)
      if (!archiveDate(name) || !fs.existsSync(file)) return null
      const { size } = await fs.promises.stat(file)
      return { body: Readable.toWeb(fs.createReadStream(file)) as ReadableStream, bytes: size }
    },
    async remove(name) {
      await fs.promises.rm(path.join(dir, name), { force: true })
      await fs.promises.rm(path.join(dir, sideOf(name)), { force: true })
    },
  }
}

/**
 * Archives in the bucket under `backups/`, so instances that share no disk share them; the
 * local copy in the backup folder is removed once uploaded.
 */
export function bucketArchives(s3: S3Settings): ArchiveStore {
  const client = s3Client(s3)
  const Bucket = s3.bucket
  return {
    async keep(file) {
      for (const local of [file, path.join(path.dirname(file), sideOf(path.basename(file)))]) {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: `${BUCKET_PREFIX}${path.basename(local)}`,
            Body: await fs.promises.readFile(local),
          }),
        )
        await fs.promises.rm(local, { force: true })
      }
    },
    async list() {
      const entries: ArchiveEntry[] = []
      let token: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: BUCKET_PREFIX, ContinuationToken: token }),
        )
        for (const object of page.Contents ?? []) {
          const name = (object.Key ?? '').slice(BUCKET_PREFIX.length)
          if (!archiveDate(name)) continue
          const side = await client
            .send(new GetObjectCommand({ Bucket, Key: `${BUCKET_PREFIX}${sideOf(name)}` }))
            .then(async (answer) => JSON.parse(await answer.Body!.transformToString()))
            .catch(() => ({}))
          entries.push(entryOf(name, object.Size ?? 0, side as Partial<Manifest>))
        }
        token = page.NextContinuationToken
      } while (token)
      return newestFirst(entries)
    },
    async has(name) {
      return client
        .send(new HeadObjectCommand({ Bucket, Key: `${BUCKET_PREFIX}${name}` }))
        .then(
          () => true,
          () => false,
        )
    },
    async open(name) {
      if (!archiveDate(name)) return null
      const answer = await client
        .send(new GetObjectCommand({ Bucket, Key: `${BUCKET_PREFIX}${name}` }))
        .catch(() => null)
      if (!answer?.Body) return null
      return { body: answer.Body.transformToWebStream(), bytes: answer.ContentLength ?? 0 }
    },
    async remove(name) {
      for (const key of [name, sideOf(name)])
        await client.send(new DeleteObjectCommand({ Bucket, Key: `${BUCKET_PREFIX}${key}` }))
    },
  }
}

export const archiveStoreOf = (settings: { backupDir: string; s3?: S3Settings }) =>
  settings.s3 ? bucketArchives(settings.s3) : localArchives(settings.backupDir)
