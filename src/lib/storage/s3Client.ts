import { S3Client } from '@aws-sdk/client-s3'

import type { S3Settings } from '../env'

/** A client for the site's bucket (S3_*), for code that reads or writes objects itself. */
export const s3Client = (s3: S3Settings) =>
  new S3Client({
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    forcePathStyle: s3.forcePathStyle,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  })
