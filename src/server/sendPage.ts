import type { IncomingMessage, ServerResponse } from 'node:http'

import { countPageAnswer } from '@/lib/metrics'

import type { Encoding } from './encode'
import type { CachedPage } from './pageCache'
import { type pageHeaders, writeBodies, writePage } from './pageWrite'

/** Answers from memory (a cached page or an island file), counted by cache state. */

export { pageHeaders } from './pageWrite'

/** Sends a cached page with its merged headers and the cache state (`x-page-cache`). */
export const pageAnswerer =
  (headersOf: ReturnType<typeof pageHeaders>) =>
  (
    req: IncomingMessage,
    res: ServerResponse,
    page: CachedPage,
    state: string,
    id: () => string,
  ) => {
    if (writePage(req, res, headersOf(page, id), page, state)) countPageAnswer(state)
  }

export function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  bodies: Record<Encoding, Buffer>,
  state: string,
) {
  countPageAnswer(state)
  writeBodies(req, res, status, headers, bodies, state)
}
