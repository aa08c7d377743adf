import type { Payload } from 'payload'

import { logUnexpected } from '@/lib/errorLog'
import { jsonError } from '@/lib/http'

import { getPayloadClient } from './queries'

type Method = 'GET' | 'POST'
const ALL_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
type RouteContext<P> = { params: Promise<P> }
type Handler<P> = (request: Request, payload: Payload, params: P) => Promise<Response> | Response

export type PublicEndpoint<P> = {
  /** Names the endpoint in the error log, e.g. 'POST /api/shop/orders'. */
  name: string
  /** What the 405 answer tells a client that used another method. */
  usage: string
  /** The 503 answer's message when the handler failed unexpectedly. */
  unavailable: string
  /** A handler that needs no database (a nonce) skips starting Payload. */
  withoutPayload?: Partial<Record<Method, (request: Request) => Response>>
} & Partial<Record<Method, Handler<P>>>

/**
 * Every public API route of the site in one shape: the handlers it has, a 405 in JSON with
 * `Allow` for every other method, and an unexpected failure logged once per kind
 * (lib/errorLog.ts) and answered 503, never a stack trace (docs/contracts.md). A route file is
 * `export const { GET, POST, PUT, PATCH, DELETE } = publicEndpoint({...})`.
 */
export function publicEndpoint<P = Record<string, never>>(endpoint: PublicEndpoint<P>) {
  const allowed = ALL_METHODS.filter(
    (method) => method in endpoint || method in (endpoint.withoutPayload ?? {}),
  )
  const notAllowed = () =>
    jsonError(405, 'method_not_allowed', endpoint.usage, { Allow: allowed.join(', ') })

  const handle =
    (method: Method) =>
    async (request: Request, context: RouteContext<P>): Promise<Response> => {
      const plain = endpoint.withoutPayload?.[method]
      if (plain) return plain(request)
      const handler = endpoint[method]
      if (!handler) return notAllowed()
      try {
        const params = ((await context.params) ?? {}) as P
        return await handler(request, await getPayloadClient(), params)
      } catch (error) {
        logUnexpected(`${method} ${endpoint.name}`, error)
        return jsonError(503, 'unavailable', endpoint.unavailable)
      }
    }

  return {
    GET: handle('GET'),
    POST: handle('POST'),
    PUT: notAllowed,
    PATCH: notAllowed,
    DELETE: notAllowed,
  }
}
