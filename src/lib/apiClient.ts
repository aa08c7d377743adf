/**
 * The one request helper of the site's browser code (forms, search, cart, checkout, consent). It
 * keeps what docs/spec.md §7 asks of every call in one place: JSON answers, one retry with a fresh
 * nonce when the server says the nonce expired, and failures mapped to the error catalogue (§8).
 * The WordPress-shaped rest of §7 (`_locale=user`, PATCH/PUT/DELETE as POST with a method override,
 * `X-WP-TotalPages` paging) was dropped: no endpoint of this site reads it (issue 27).
 */

/** docs/spec.md §8, with the German texts visitors read. */
export const API_ERRORS = {
  invalid_json: {
    en: 'The response is not a valid JSON response.',
    de: 'Die Antwort des Servers ist keine gültige JSON-Antwort.',
  },
  unknown_error: {
    en: 'An unknown error occurred.',
    de: 'Ein unbekannter Fehler ist aufgetreten.',
  },
  fetch_error: {
    en: 'You are probably offline.',
    de: 'Sie sind wahrscheinlich offline.',
  },
  post_process: {
    en: 'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
    de: 'Das Hochladen der Datei ist fehlgeschlagen. Ist es ein Foto oder ein großes Bild, verkleinern Sie es bitte und versuchen Sie es noch einmal.',
  },
} as const
export type CatalogueCode = keyof typeof API_ERRORS

const NONCE_CODES = new Set(['invalid_nonce', 'rest_cookie_invalid_nonce'])

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** HTTP status; 0 when no answer arrived. */
    readonly status: number,
    /** The parsed answer, when there was one. */
    readonly data?: unknown,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** The German text for a failure: the catalogue's, else the unknown-error one. */
export function germanErrorMessage(error: unknown): string {
  const code = error instanceof ApiError ? error.code : 'unknown_error'
  return (API_ERRORS[code as CatalogueCode] ?? API_ERRORS.unknown_error).de
}

export type NonceSource = {
  value: string
  /** Fetches a fresh nonce; called at most once per request. */
  refresh: () => Promise<string>
  /** Sent in this header when set; otherwise only `body` (as a function) receives it. */
  header?: string
}

export type ApiRequest = {
  path: string
  method?: string
  /** A function receives the current nonce, so a retry can rebuild the body with the fresh one. */
  body?: BodyInit | ((nonce: string | undefined) => BodyInit)
  headers?: Record<string, string>
  nonce?: NonceSource
  keepalive?: boolean
  /** Resolves relative paths; defaults to the page's address. */
  base?: string
}

const catalogueError = (code: CatalogueCode, status: number, data?: unknown) =>
  new ApiError(code, API_ERRORS[code].en, status, data)

export async function apiFetch<T = unknown>(request: ApiRequest): Promise<T> {
  const { data } = await send(request)
  return data as T
}

async function send(
  request: ApiRequest,
  retried = false,
): Promise<{ response: Response; data: unknown }> {
  const url = new URL(request.path, request.base ?? globalThis.location?.href)
  const method = (request.method ?? 'GET').toUpperCase()
  const headers = new Headers(request.headers)
  if (!headers.has('accept')) headers.set('accept', 'application/json')
  const nonce = request.nonce?.value
  if (nonce && request.nonce?.header) headers.set(request.nonce.header, nonce)
  const body = typeof request.body === 'function' ? request.body(nonce) : request.body

  let response: Response
  try {
    response = await fetch(url, {
      method,
      headers,
      body,
      credentials: 'same-origin',
      keepalive: request.keepalive,
    })
  } catch {
    throw catalogueError('fetch_error', 0)
  }
  const text = await response.text().catch(() => '')
  let data: unknown = null
  if (text) {
    try {
      data = JSON.parse(text)
    } catch {
      throw catalogueError('invalid_json', response.status)
    }
  }
  if (response.ok) return { response, data }

  const answer = (data ?? {}) as { code?: unknown; message?: unknown }
  const code = typeof answer.code === 'string' ? answer.code : 'unknown_error'
  if (!retried && request.nonce && NONCE_CODES.has(code)) {
    const fresh = await request.nonce.refresh()
    return send({ ...request, nonce: { ...request.nonce, value: fresh } }, true)
  }
  throw new ApiError(
    code,
    typeof answer.message === 'string' ? answer.message : API_ERRORS.unknown_error.en,
    response.status,
    data,
  )
}
