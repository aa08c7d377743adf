import fs from 'node:fs/promises'
import path from 'node:path'

import { GetObjectCommand } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'

import type { S3Settings } from '@/lib/env'
import { s3Client } from '@/lib/storage/s3Client'
import type { Media } from '@/payload-types'

import { RESPONSIVE_WIDTHS } from './collections/media'

/** The renditions every picture should have (collections/media.ts). */
const WANTED = RESPONSIVE_WIDTHS.flatMap((width) => [`avif${width}`, `webp${width}`])

type Sizes = Record<string, { filename?: string | null } | undefined>

/** A picture made before the current widths (SVG and videos have no renditions). */
export function lacksRenditions(doc: Media): boolean {
  if (!doc.filename || !doc.mimeType?.startsWith('image/') || doc.mimeType === 'image/svg+xml')
    return false
  const sizes = (doc.sizes ?? {}) as Sizes
  return WANTED.some((name) => !sizes[name]?.filename)
}

type Where = { staticDir: string; s3?: S3Settings }

async function readOriginal(doc: Media, { staticDir, s3 }: Where): Promise<Buffer> {
  if (!s3) return fs.readFile(path.join(staticDir, doc.filename!))
  const prefix = (doc as Media & { prefix?: string | null }).prefix ?? ''
  const object = await s3Client(s3).send(
    new GetObjectCommand({ Bucket: s3.bucket, Key: path.posix.join(prefix, doc.filename!) }),
  )
  return Buffer.from(await object.Body!.transformToByteArray())
}

export type RenditionsRun = { checked: number; remade: number; failed: { id: number; error: string }[] }

/**
 * Makes the current renditions for every picture that lacks one (after the widths changed): the
 * original is uploaded again in place, under its own name, so its address, alt text, focal point
 * and every link to it stay. Payload removes the old renditions it knows and writes the new ones.
 * A picture that fails is reported and left as it was; the original is written back should the
 * upload have removed it.
 */
export async function remakeRenditions(
  payload: Payload,
  where: Where,
  onEach: (doc: Media, index: number, total: number) => void = () => undefined,
): Promise<RenditionsRun> {
  const { docs } = await payload.find({
    collection: 'media',
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const stale = docs.filter(lacksRenditions)
  const run: RenditionsRun = { checked: docs.length, remade: 0, failed: [] }
  for (const [index, doc] of stale.entries()) {
    onEach(doc, index, stale.length)
    let original: Buffer | undefined
    try {
      original = await readOriginal(doc, where)
      await payload.update({
        collection: 'media',
        id: doc.id,
        data: { focalX: doc.focalX, focalY: doc.focalY },
        file: {
          data: original,
          mimetype: doc.mimeType!,
          name: doc.filename!,
          size: original.length,
        },
        overwriteExistingFiles: true,
        overrideAccess: true,
        depth: 0,
      })
      run.remade += 1
    } catch (error) {
      run.failed.push({ id: doc.id, error: error instanceof Error ? error.message : String(error) })
      if (original && !where.s3) {
        const file = path.join(where.staticDir, doc.filename!)
        await fs.access(file).catch(() => fs.writeFile(file, original!))
      }
    }
  }
  return run
}
