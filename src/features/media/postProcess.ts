import { APIError, type CollectionBeforeOperationHook } from 'payload'
import sharp from 'sharp'

import { API_ERRORS } from '@/lib/apiClient'

/** docs/spec.md §8: post-processing is tried up to five times before the upload is given up. */
export const POST_PROCESS_ATTEMPTS = 5
const PAUSE_MS = 200

/**
 * Decodes the whole picture and makes its smallest rendition, the work Payload's image sizes do.
 * A truncated or damaged photo fails here (libvips stops at the first broken part) rather than
 * half-way through Payload's renditions.
 */
export async function renderSmallest(data: Buffer): Promise<void> {
  await sharp(data).rotate().resize({ width: 480, withoutEnlargement: true }).webp().toBuffer()
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Runs `task` until it succeeds, at most `attempts` times; the last failure is rethrown. */
export async function withRetries<T>(
  attempts: number,
  task: () => Promise<T>,
  pauseMs = PAUSE_MS,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await task()
    } catch (error) {
      if (attempt >= attempts) throw error
      // A large photo can fail for want of memory while other uploads run; a pause lets them end.
      await wait(pauseMs * attempt)
    }
  }
}

const processable = (mimetype: string) =>
  mimetype.startsWith('image/') && mimetype !== 'image/svg+xml'

/**
 * Before Payload stores an uploaded picture, its post-processing is tried up to five times. When
 * every try fails, nothing is written (no original, no rendition, no record) and the owner reads
 * the catalogue's post_process message instead of Payload's generic upload error.
 */
export const postProcessOrRefuse =
  (render: (data: Buffer) => Promise<void> = renderSmallest, pauseMs = PAUSE_MS): CollectionBeforeOperationHook =>
  async ({ args, operation, req }) => {
    const file = req.file
    if ((operation !== 'create' && operation !== 'update') || !file?.data?.length) return args
    if (!processable(file.mimetype)) return args
    try {
      await withRetries(POST_PROCESS_ATTEMPTS, () => render(file.data), pauseMs)
    } catch (error) {
      req.payload.logger.warn(
        `media upload refused: ${file.name} could not be processed after ${POST_PROCESS_ATTEMPTS} tries (${error instanceof Error ? error.message : String(error)})`,
      )
      throw new APIError(API_ERRORS.post_process.de, 400, { code: 'post_process' }, true)
    }
    return args
  }
