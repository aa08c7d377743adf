/** JSON error answer for public endpoints (CONTRACTS.md: `{code, message}`, English). */
export const jsonError = (
  status: number,
  code: string,
  message: string,
  headers?: Record<string, string>,
) => Response.json({ code, message }, { status, headers })

export class BodyTooLargeError extends Error {}

/** Reads at most `maxBytes` of a request body; larger bodies throw before being buffered whole. */
export async function readBodyLimited(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxBytes) throw new BodyTooLargeError()
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      throw new BodyTooLargeError()
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}

export class UnsupportedMediaTypeError extends Error {}

/**
 * A small public form post (URL-encoded or multipart), read with `readBodyLimited`. Throws
 * BodyTooLargeError or UnsupportedMediaTypeError, which the endpoint answers with 413 or 415.
 */
export async function readFormBody(
  request: Request,
  maxBytes: number,
): Promise<URLSearchParams | FormData> {
  const type = request.headers.get('content-type') ?? ''
  const isUrlEncoded = type.startsWith('application/x-www-form-urlencoded')
  if (!isUrlEncoded && !type.startsWith('multipart/form-data'))
    throw new UnsupportedMediaTypeError()
  const body = await readBodyLimited(request, maxBytes)
  if (isUrlEncoded) return new URLSearchParams(new TextDecoder().decode(body))
  try {
    return await new Response(new Blob([body as BlobPart]), {
      headers: { 'content-type': type },
    }).formData()
  } catch {
    throw new UnsupportedMediaTypeError()
  }
}

/** What to answer when `readFormBody` throws: 413 for a body too large, else 415. */
export const formBodyRefusal = (error: unknown, maxBytes: number) =>
  error instanceof BodyTooLargeError
    ? {
        status: 413,
        code: 'payload_too_large',
        message: `The body must not exceed ${maxBytes} bytes.`,
      }
    : {
        status: 415,
        code: 'unsupported_media_type',
        message: 'Send application/x-www-form-urlencoded or multipart/form-data.',
      }

/** The client's address as the proxy in front reports it, else a placeholder. */
export const clientIp = (request: Request) =>
  request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ||
  request.headers.get('x-real-ip')?.trim() ||
  'unknown'

/** An IP address with its host part removed (IPv4 /24, IPv6 /48): enough to spot abuse, not a person. */
export function truncateIp(ip: string): string {
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(ip)) return ip.replace(/\.\d{1,3}$/, '.0')
  if (ip.includes(':')) {
    const groups = ip.split('::')[0]!.split(':').slice(0, 3)
    return `${groups.join(':')}::`
  }
  return 'unknown'
}

const OVERRIDABLE = new Set(['PATCH', 'PUT', 'DELETE'])

/**
 * The method a request means: our API client sends PATCH, PUT and DELETE as POST with an
 * `X-HTTP-Method-Override` header (proxies and old servers drop those methods).
 */
export function effectiveMethod(request: Request): string {
  const method = request.method.toUpperCase()
  const override = request.headers.get('x-http-method-override')?.trim().toUpperCase()
  return method === 'POST' && override && OVERRIDABLE.has(override) ? override : method
}
