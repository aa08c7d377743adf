import type { IncomingMessage, ServerResponse } from 'node:http'

import { STANDALONE_PAGE_POLICY } from '@/lib/securityHeaders'

import { type Refusal, refusalPage } from './requestGuard'

const MAX_DRAINED_BYTES = 1024 * 1024

function drain(req: IncomingMessage, limit: number): Promise<boolean> {
  if (req.complete) return Promise.resolve(true)
  return new Promise((resolve) => {
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) resolve(false)
    })
    req.once('end', () => resolve(true))
    req.once('error', () => resolve(false))
    req.resume()
  })
}

/** Answers a refusal: JSON under `/api`, the small German page elsewhere. */
export async function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  refusal: Refusal,
  api: boolean,
) {
  const body = api
    ? JSON.stringify({ code: refusal.code, message: refusal.message })
    : refusalPage(refusal.status)
  // The body is read and dropped first, so a kept-alive connection stays usable; a large one
  // closes the connection instead.
  const drained = await drain(req, MAX_DRAINED_BYTES)
  res.writeHead(refusal.status, {
    ...refusal.headers,
    ...(drained ? {} : { connection: 'close' }),
    'content-type': api ? 'application/json' : 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    ...(api ? {} : { 'content-security-policy': STANDALONE_PAGE_POLICY }),
    'content-length': String(Buffer.byteLength(body)),
  })
  res.end(req.method === 'HEAD' ? undefined : body)
}
