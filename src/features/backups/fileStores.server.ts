import fs from 'node:fs'
import path from 'node:path'

import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3'

import type { S3Settings } from '@/lib/env'
import { s3Client } from '@/lib/storage/s3Client'

import { filesBelow } from './archive.server'
import { BUCKET_PREFIX } from './archiveStore.server'

/** Where the site keeps its files: two local folders, or one bucket for several instances. */
export type FileStores = { mediaDir: string; formAttachmentsDir: string; s3?: S3Settings }

/** Every object of the bucket into `dir`, by its key. */
export async function copyBucketOut(s3: S3Settings, dir: string): Promise<number> {
  const client = s3Client(s3)
  let token: string | undefined
  let count = 0
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: s3.bucket, ContinuationToken: token }),
    )
    for (const object of page.Contents ?? []) {
      // Not the archives themselves (archiveStore.server.ts keeps them in the same bucket).
      if (!object.Key || object.Key.includes('..') || object.Key.startsWith(BUCKET_PREFIX)) continue
      const body = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: object.Key }))
      const target = path.join(dir, object.Key)
      await fs.promises.mkdir(path.dirname(target), { recursive: true })
      await fs.promises.writeFile(target, await body.Body!.transformToByteArray())
      count += 1
    }
    token = page.NextContinuationToken
  } while (token)
  return count
}

/** The archive's files back into the bucket, under the same keys. */
export async function copyBucketIn(s3: S3Settings, dir: string): Promise<number> {
  const client = s3Client(s3)
  const files = await filesBelow(dir)
  for (const key of files)
    await client.send(
      new PutObjectCommand({
        Bucket: s3.bucket,
        Key: key,
        Body: await fs.promises.readFile(path.join(dir, key)),
      }),
    )
  return files.length
}

/** A local folder made the archive's copy: what was there goes, the archive's files come. */
export async function replaceFolder(target: string, from: string) {
  await fs.promises.rm(target, { recursive: true, force: true })
  await fs.promises.mkdir(target, { recursive: true })
  if (fs.existsSync(from)) await fs.promises.cp(from, target, { recursive: true })
}
