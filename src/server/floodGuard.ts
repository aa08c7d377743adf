import type { IncomingMessage, ServerResponse } from 'node:http'

import { LOCKED_POLICY } from '@/lib/securityHeaders'

import { refuse } from './refuse'
import type { RefusalReplay } from './refusalReplay'
import { isApiWrite, type WriteGate } from './writeGate'

/** Too many writes of one address waiting (writeGate.ts). */
const BUSY = {
  status: 503,
  code: 'busy',
  message: 'Too many requests from this address at once; retry in a moment.',
  headers: { 'retry-after': '1', connection: 'close' },
} as const

/**
 * The front's part against floods (docs/performance.md), for requests under /api (pages and
 * islands never wait here): a refusal remembered for this request is answered from memory; a
 * write waits for its address's turn (and may meet a refusal learnt meanwhile); everything that
 * goes on is watched for a refusal to remember. The guard resolves true when it answered;
 * `withBase` sets the common headers of an answer the front gives itself.
 */
export function createFloodGuard({
  refusals,
  writes,
}: {
  refusals: RefusalReplay
  writes: WriteGate
}) {
  return async function answeredForFlood(
    req: IncomingMessage,
    res: ServerResponse,
    withBase: (policy: string) => void,
  ): Promise<boolean> {
    const locked = () => withBase(LOCKED_POLICY)
    const remembered = refusals.recall(req)
    if (remembered) {
      locked()
      refusals.answer(req, res, remembered)
      return true
    }
    if (isApiWrite(req.method, req.url ?? '')) {
      const leave = await writes.enter(String(req.headers['x-forwarded-for']))
      if (!leave) {
        locked()
        await refuse(req, res, BUSY, true)
        return true
      }
      res.once('close', leave)
      const learnt = refusals.recall(req)
      if (learnt) {
        leave()
        locked()
        refusals.answer(req, res, learnt)
        return true
      }
    }
    refusals.watch(req, res)
    return false
  }
}
