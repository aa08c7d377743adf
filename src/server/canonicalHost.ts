/**
 * One address for the whole site (SERVER_URL). A request for another name of the same site (the
 * `www.` form, the bare domain, the hoster's preview address, or on this machine `127.0.0.1` for
 * `localhost`) is sent there with a 301, admin and API included: Payload checks a write's origin
 * against SERVER_URL, so an admin opened under another name showed everything and then refused
 * every save. Writes to such a name are refused with the reason, in German for the admin.
 * Names nobody configured are served as they are (a proxy that does not pass the Host header
 * must not end up in a redirect loop); `/api/health` is never redirected (load balancers ask it
 * by address).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

export type CanonicalAnswer =
  { kind: 'redirect'; location: string } | { kind: 'refuse'; message: string; origin: string }

import { normaliseHost } from '@/lib/hostNames'

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

export function createCanonicalHost({
  serverUrl,
  aliases,
}: {
  serverUrl: string
  /** Further names of the site (environment and admin), read on every request. */
  aliases: () => readonly string[]
}) {
  const canonical = new URL(serverUrl)
  const origin = canonical.origin
  const port = canonical.port

  const isAlias = (host: string): boolean => {
    let parsed: URL
    try {
      parsed = new URL(`http://${host}`)
    } catch {
      return false
    }
    if (LOOPBACK.has(canonical.hostname) && LOOPBACK.has(parsed.hostname) && parsed.port === port)
      return true
    return aliases().some((alias) => {
      const normal = normaliseHost(alias)
      // A name without a port stands for that name on any port.
      return normal === host || (!normal.includes(':') && normal === parsed.hostname)
    })
  }

  const refusal: CanonicalAnswer = {
    kind: 'refuse',
    origin,
    message: `Diese Adresse ist nicht die eingerichtete Adresse der Website: bitte über ${origin} öffnen.`,
  }

  return function answer(
    method: string | undefined,
    hostHeader: string | undefined,
    rawUrl: string,
    originHeader?: string,
  ): CanonicalAnswer | null {
    const host = (hostHeader ?? '').toLowerCase()
    const queryAt = rawUrl.indexOf('?')
    const pathname = queryAt < 0 ? rawUrl : rawUrl.slice(0, queryAt)
    // A save in the admin opened under a name nobody configured (a LAN address, a wrong
    // SERVER_URL): Payload would refuse it as „keine Berechtigung“; this says why.
    if (originHeader && isAdminWrite(method, pathname) && hostOf(originHeader) !== canonical.host)
      return refusal
    if (!host || host === canonical.host) return null
    // Load balancers ask by address; the process expires its own cache over the loopback.
    if (pathname === '/api/health' || pathname === '/next/revalidate') return null
    if (!isAlias(host)) return null
    const path = rawUrl.startsWith('/') ? rawUrl : '/'
    if (method === 'GET' || method === 'HEAD') return { kind: 'redirect', location: origin + path }
    return refusal
  }
}

/** The site's own endpoints take posts from any page a visitor has open, whatever its name. */
const PUBLIC_API = [
  '/api/contact/',
  '/api/shop/',
  '/api/booking/',
  '/api/live-search',
  '/api/consent',
  '/api/maps/',
]

const isAdminWrite = (method: string | undefined, pathname: string) =>
  method !== undefined &&
  !['GET', 'HEAD', 'OPTIONS'].includes(method) &&
  pathname.startsWith('/api/') &&
  !PUBLIC_API.some((prefix) => pathname.startsWith(prefix))

const hostOf = (value: string) => {
  try {
    return new URL(value).host
  } catch {
    return ''
  }
}

/**
 * A redirect (kept by browsers for an hour, not for ever: the owner may change the address), or
 * the refusal of a write: 421 with the German reason as `message`, which the admin shows.
 */
export function answerCanonical(
  req: IncomingMessage,
  res: ServerResponse,
  answer: CanonicalAnswer,
) {
  if (answer.kind === 'redirect') {
    res.writeHead(301, { location: answer.location, 'cache-control': 'public, max-age=3600' })
    res.end()
    return
  }
  const body = JSON.stringify({
    code: 'wrong_host',
    message: answer.message,
    detail: `This is not the address the site is set up for; send the request to ${answer.origin}.`,
  })
  // The body is not read: the connection closes instead of draining it.
  res.writeHead(421, {
    connection: 'close',
    'content-type': 'application/json',
    'cache-control': 'no-store',
    'content-length': String(Buffer.byteLength(body)),
  })
  res.end(req.method === 'HEAD' ? undefined : body)
}
