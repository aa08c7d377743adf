import { HeadBucketCommand, type S3Client } from '@aws-sdk/client-s3'

import type { Env, S3Settings } from '@/lib/env'
import { redisHealth } from '@/lib/redis'
import { s3Client } from '@/lib/storage/s3Client'

export type DependencyState = 'ok' | 'degraded'

const STORAGE_TIMEOUT_MS = 2000

let storageClient: { settings: S3Settings; client: S3Client } | undefined

/** Whether the bucket answers; the site serves without it, but uploads and files fail. */
async function storageHealth(settings: S3Settings): Promise<DependencyState> {
  if (storageClient?.settings !== settings) {
    storageClient = {
      settings,
      client: s3Client(settings),
    }
  }
  try {
    await storageClient.client.send(new HeadBucketCommand({ Bucket: settings.bucket }), {
      abortSignal: AbortSignal.timeout(STORAGE_TIMEOUT_MS),
    })
    return 'ok'
  } catch {
    return 'degraded'
  }
}

/**
 * The shared services of a scale-out setup (Redis, the bucket), each ok or degraded; none when
 * the site runs alone. A degraded one does not make the instance unready: pages are still served
 * (docs/scale-out.md says what each outage means).
 */
export async function dependencyStates(
  config: Pick<Env, 'redisUrl' | 's3'>,
): Promise<Partial<Record<'redis' | 'storage', DependencyState>>> {
  const [redis, storage] = await Promise.all([
    config.redisUrl ? redisHealth(config.redisUrl) : undefined,
    config.s3 ? storageHealth(config.s3) : undefined,
  ])
  return {
    ...(redis ? { redis: redis === 'ok' ? 'ok' : 'degraded' } : {}),
    ...(storage ? { storage } : {}),
  }
}
