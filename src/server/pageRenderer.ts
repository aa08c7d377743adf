import crypto from 'node:crypto'

import { movedTarget, NOT_FOUND_MARKER } from '@/lib/notFound'
import { pagePolicy, type PolicyOptions } from '@/lib/securityHeaders'

import { compressBoth } from './encode'
import type { CachedPage, PageCache } from './pageCache'
import { isShareable } from './requestKind'
import { stripRuntime } from './stripRuntime'

/** Marks the front handler's own render requests to Next.js over the loopback. */
export const RENDER_HEADER = 'x-salon-render'

/**
 * How long a render may take before the visitor gets a 503: a hung render (a database that
 * stopped answering) must not hold every visitor of that address, who share one render.
 */
export const RENDER_TIMEOUT_MS = 15_000

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length'])

export type Rendered =
  | { kind: 'page'; page: CachedPage }
  | { kind: 'raw'; status: number; headers: Record<string, string>; body: Buffer }

export const pageOf = (rendered: Rendered) => (rendered.kind === 'page' ? rendered.page : null)

function passable(headers: Headers): Record<string, string> {
  const result: Record<string, string> = {}
  headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name) && name !== 'content-encoding') result[name] = value
  })
  return result
}

/**
 * Asks Next.js for a page over the loopback (with the per-process `token`, so the request skips
 * the front cache), strips the client runtime and the styles it cannot use, adds the page's own
 * policy, compresses it once and keeps it when Next.js marked it shareable. Concurrent misses of one address share one render.
 */
export function createPageRenderer({
  origin,
  token,
  cache,
  security,
  timeoutMs = RENDER_TIMEOUT_MS,
  pruneStyles = (html: string) => html,
}: {
  origin: string
  token: string
  cache: PageCache
  security: PolicyOptions
  timeoutMs?: number
  /** Drops the inlined rules the page cannot use (pruneStyles.ts). */
  pruneStyles?: ((html: string) => string) | undefined
}): (key: string, cookie?: string) => Promise<Rendered> {
  const inflight = new Map<string, { rendered: Promise<Rendered>; generation: number }>()

  // The visitor's cookies go along: a page that reads them (the cart, the checkout) is rendered
  // for this visitor, and Next.js marks it private, so it is never kept. Pages that do not read
  // them render the same for everyone and are kept as before.
  async function render(key: string, cookie: string | undefined): Promise<Rendered> {
    const startedIn = cache.currentGeneration
    const response = await fetch(`${origin}${key}`, {
      headers: {
        [RENDER_HEADER]: token,
        'accept-encoding': 'identity',
        ...(cookie ? { cookie } : {}),
      },
      redirect: 'manual',
      // Covers the body too: a render that starts answering and then hangs is cut off as well.
      signal: AbortSignal.timeout(timeoutMs),
    })
    const body = Buffer.from(await response.arrayBuffer())
    const type = response.headers.get('content-type') ?? ''
    if (!type.startsWith('text/html')) {
      return { kind: 'raw', status: response.status, headers: passable(response.headers), body }
    }
    const html = pruneStyles(stripRuntime(body.toString('utf8')))
    const identity = Buffer.from(html)
    const movedTo = movedTarget(html)
    const status = movedTo ? 301 : html.includes(NOT_FOUND_MARKER) ? 404 : response.status
    const kept = isShareable(response.status, response.headers)
    const page: CachedPage = {
      status,
      headers: {
        ...(movedTo ? { location: movedTo } : {}),
        'content-type': type,
        'cache-control': response.headers.get('cache-control') ?? 'no-store',
        'content-security-policy': pagePolicy(html, security),
      },
      etag: `"${crypto.createHash('sha1').update(identity).digest('base64url').slice(0, 22)}"`,
      identity,
      // The slowest compression only for pages kept and served many times, not for a 404 of an
      // address that may never be asked for again, nor for a page rendered for one visitor.
      ...(await compressBoth(identity, kept && status === 200 ? 'max' : 'best')),
    }
    if (kept) cache.set(key, page, startedIn)
    return { kind: 'page', page }
  }

  /**
   * Concurrent misses of one address share one render, if they carry the same cookies and no
   * expiry came between: a request after a change must not get a render begun before it.
   */
  return function renderOnce(key: string, cookie?: string): Promise<Rendered> {
    const shared = cookie ? `${key}\n${cookie}` : key
    const generation = cache.currentGeneration
    const pending = inflight.get(shared)
    if (pending?.generation === generation) return pending.rendered
    const rendered = render(key, cookie).finally(() => {
      if (inflight.get(shared)?.rendered === rendered) inflight.delete(shared)
    })
    inflight.set(shared, { rendered, generation })
    return rendered
  }
}
