import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import type { S3Settings } from '../env'

/** The upload collections whose files go to the bucket when S3_* is set. */
const STORED_COLLECTIONS = ['media', 'form-attachments'] as const

/**
 * Media and form attachments in an S3-compatible bucket (`@payloadcms/storage-s3`) when S3_* is
 * set, for several instances that share no disk. Files are still answered by Payload under the
 * same addresses (`/api/media/file/…`), so access control holds: media for everyone with a year's
 * caching, attachments for admins only; the bucket itself stays private. Renditions are made by
 * Payload before the upload, as on the disk.
 *
 * The plugin's fields (the file's prefix) are in the schema either way, so SQLite, PostgreSQL,
 * disk and bucket share one set of migrations.
 */
export function objectStorage(s3: S3Settings | undefined): Plugin {
  return s3Storage({
    enabled: Boolean(s3),
    alwaysInsertFields: true,
    collections: Object.fromEntries(STORED_COLLECTIONS.map((slug) => [slug, true])),
    bucket: s3?.bucket ?? 'disabled',
    acl: 'private',
    config: s3
      ? {
          region: s3.region,
          ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
          forcePathStyle: s3.forcePathStyle,
          credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
        }
      : {},
  })
}
