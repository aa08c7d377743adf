import crypto from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { countRequest, routeKind } from '@/lib/metrics'

import { createRequestLog } from './requestLog'

/**
 * One request as the front server sees it. Answers from memory (cached pages, islands, the icon)
 * are counted the moment they are written, and get no request id (nothing logs them); every other
 * answer is counted when it has finished. Costs on the hot path are what issue 43 measured: a
 * cached page must cost little more than a plain Node server's answer.
 */
export type Visit = {
  readonly req: IncomingMessage
  readonly res: ServerResponse
  readonly rawUrl: string
  readonly started: number
  /** The id a log line and the `x-request-id` header quote, made on first use. */
  readonly id: string
}

class FrontVisit implements Visit {
  readonly started = performance.now()
  private requestId: string | undefined

  constructor(
    readonly req: IncomingMessage,
    readonly res: ServerResponse,
    readonly rawUrl: string,
  ) {}

  get id() {
    return (this.requestId ??= crypto.randomUUID())
  }
}

export function createVisits(writeLog: (line: string) => void) {
  const requestLog = createRequestLog({ write: writeLog })
  const tracked = new WeakSet<Visit>()

  function account(visit: Visit, fromMemory: boolean) {
    const { req, res, rawUrl } = visit
    const queryAt = rawUrl.indexOf('?')
    const path = queryAt < 0 ? rawUrl : rawUrl.slice(0, queryAt)
    const status = res.statusCode
    // Only refusals and failures are logged (requestLog.ts); a success builds no entry.
    if (status >= 400)
      requestLog({
        id: visit.id,
        method: req.method ?? '',
        path,
        status,
        client: String(req.headers['x-forwarded-for']),
      })
    const seconds = fromMemory ? undefined : (performance.now() - visit.started) / 1000
    countRequest(routeKind(path), status, seconds)
  }

  return {
    start: (req: IncomingMessage, res: ServerResponse, rawUrl: string): Visit =>
      new FrontVisit(req, res, rawUrl),
    /** An answer written from memory just now. */
    answered: (visit: Visit) => account(visit, true),
    /** An answer that others write (Next.js, a refusal): counted once it has finished. */
    track(visit: Visit) {
      // Once: an API request passes two steps that each track it, and was logged and counted twice.
      if (tracked.has(visit)) return
      tracked.add(visit)
      visit.res.once('finish', () => account(visit, false))
    },
  }
}
