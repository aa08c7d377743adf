import type { IncomingHttpHeaders } from 'node:http'

/**
 * Refusals made before a request reaches Next.js or Payload: what they would answer with a 500 or
 * a stack trace (malformed percent-encoding, NUL bytes, methods nobody serves, a `where` that is
 * not JSON). Each gets a 4xx with a JSON error under `/api` and a small German page elsewhere.
 */
export type Refusal = {
  status: 400 | 404 | 405 | 415 | 503
  code: string
  message: string
  headers?: Record<string, string>
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
const ALLOW = [...METHODS].join(', ')
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f]/

/** Where other methods than GET and HEAD mean something: the API and the preview routes. */
const WRITABLE = /^\/(?:api(?:\/|$)|next\/(?:preview|exit-preview|revalidate)$)/

export function checkRequest(
  method: string | undefined,
  rawUrl: string,
  headers: IncomingHttpHeaders = {},
): Refusal | null {
  if (!method || !METHODS.has(method))
    return {
      status: 405,
      code: 'method_not_allowed',
      message: `The method ${method || '(none)'} is not supported here.`,
      headers: { allow: ALLOW },
    }
  const queryAt = rawUrl.indexOf('?')
  const pathname = queryAt < 0 ? rawUrl : rawUrl.slice(0, queryAt)
  let decoded = pathname
  // Most addresses have nothing encoded: no decoding (and no string) for them.
  if (pathname.includes('%'))
    try {
      decoded = decodeURIComponent(pathname)
    } catch {
      return { status: 400, code: 'bad_path', message: 'The address is not validly encoded.' }
    }
  if (CONTROL.test(decoded))
    return { status: 400, code: 'bad_path', message: 'The address contains control characters.' }
  // Pages take no posts; the admin's only ones are its server actions (Next.js parses any other
  // body as one and fails with a 500).
  const serverAction = pathname.startsWith('/admin') && headers['next-action'] !== undefined
  if (method !== 'GET' && method !== 'HEAD' && !WRITABLE.test(pathname) && !serverAction)
    return {
      status: 405,
      code: 'method_not_allowed',
      message: `${method} is not supported on pages.`,
      headers: { allow: 'GET, HEAD' },
    }
  if (/^\/api\/?$/.test(pathname))
    return { status: 404, code: 'not_found', message: 'There is nothing at /api itself.' }
  if (pathname.startsWith('/api/') && queryAt >= 0) {
    const where = new URLSearchParams(rawUrl.slice(queryAt + 1)).get('where')
    if (where !== null && !isJsonObject(where))
      return {
        status: 400,
        code: 'bad_query',
        message: 'where must be given as where[field][operator]=value or as a JSON object.',
      }
  }
  return null
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH'])
/** What Payload's REST API reads a body as; anything else reached its handlers as no data. */
const PAYLOAD_BODIES = new Set(['application/json', 'multipart/form-data'])
/**
 * A read sent as a POST with its query as the body (`X-Payload-HTTP-Method-Override: GET`): the
 * admin's relationship and upload fields ask so, URL-encoded; Payload also reads JSON there.
 */
const QUERY_BODIES = new Set(['application/x-www-form-urlencoded', 'application/json'])
const isReadOverride = (method: string, headers: IncomingHttpHeaders) =>
  method === 'POST' &&
  (headers['x-payload-http-method-override'] === 'GET' ||
    headers['x-http-method-override'] === 'GET')

/**
 * Bodies that API handlers cannot read, refused in front of all of them (issue 43: Payload's
 * REST answered 500 to each): a multipart body without its boundary, anywhere under `/api`; on
 * Payload's REST API (not the site's own endpoints, which read forms and answer for themselves)
 * a body that is neither JSON nor multipart, or for a read sent as a POST, neither URL-encoded
 * nor JSON.
 */
export function checkBody(
  method: string | undefined,
  pathname: string,
  headers: IncomingHttpHeaders,
  isOwnEndpoint: (pathname: string) => boolean,
): Refusal | null {
  if (!method || !BODY_METHODS.has(method) || !pathname.startsWith('/api/')) return null
  const contentType = headers['content-type'] ?? ''
  const [type = '', ...params] = contentType.split(';').map((part) => part.trim())
  const mediaType = type.toLowerCase()
  if (
    mediaType.startsWith('multipart/') &&
    !params.some((param) => /^boundary=(?:"[^"]+"|[^\s"]+)$/i.test(param))
  )
    return {
      status: 400,
      code: 'bad_body',
      message: 'A multipart body needs its boundary in the Content-Type header.',
    }
  const hasBody =
    headers['transfer-encoding'] !== undefined ||
    (headers['content-length'] !== undefined && headers['content-length'] !== '0')
  if (!hasBody || isOwnEndpoint(pathname)) return null
  const readable = isReadOverride(method, headers) ? QUERY_BODIES : PAYLOAD_BODIES
  if (readable.has(mediaType)) return null
  return {
    status: 415,
    code: 'unsupported_media_type',
    message: isReadOverride(method, headers)
      ? 'Send the query as application/x-www-form-urlencoded or application/json.'
      : 'Send the body as application/json or multipart/form-data.',
  }
}

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
  } catch {
    return false
  }
}

const TITLES: Record<Refusal['status'], [string, string]> = {
  415: ['Anfrage nicht möglich', 'Diese Daten können hier nicht gelesen werden.'],
  400: [
    'Ungültige Adresse',
    'Diese Adresse ist fehlerhaft geschrieben und kann nicht geöffnet werden.',
  ],
  404: ['Seite nicht gefunden', 'Diese Seite gibt es leider nicht (mehr).'],
  405: ['Anfrage nicht möglich', 'Diese Art von Anfrage wird hier nicht unterstützt.'],
  503: [
    'Gerade ausgelastet',
    'Von Ihrer Adresse kommen gerade sehr viele Anfragen. Bitte versuchen Sie es gleich noch einmal.',
  ],
}

/** The German page for a refusal outside `/api`: self-contained, nothing to load. */
export function refusalPage(status: Refusal['status']): string {
  const [title, text] = TITLES[status]
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.6;color:#1f2933}a{color:#6b3f5c}</style></head>
<body><main><h1>${title}</h1><p>${text}</p><p><a href="/">Zur Startseite</a></p></main></body></html>`
}
