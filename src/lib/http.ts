/** JSON error answer for public endpoints (docs/contracts.md: `{code, message}`, English). */
export const jsonError = (
  status: number,
  code: string,
  message: string,
  headers?: Record<string, string>,
) => Response.json({ code, message }, { status, headers })

/** A JSON request body that is an object, or null (none, malformed, or an array or a value). */
export async function jsonObjectOf(request: {
  json?: () => Promise<unknown>
}): Promise<Record<string, unknown> | null> {
  const body = await request.json?.().catch(() => null)
  return body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : null
}

/** A refusal as the JSON error answer. */
export const refusalResponse = ({ status, code, message }: Refusal) =>
  jsonError(status, code, message)

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

/** Why a request is refused: the status and the English `{code, message}` of docs/contracts.md. */
export type Refusal = { status: number; code: string; message: string }

export const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && 'status' in value && 'code' in value

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']

/**
 * A form post (URL-encoded or multipart) of at most `maxBytes`, or why it is refused: 415 for
 * another content type, 413 `body_too_large`, 400 `invalid_body` for a body that cannot be read or
 * parsed, 400 `invalid_encoding` for text that is not UTF-8. The one reader of every public form
 * endpoint, so each answers bad bodies alike.
 */
export async function readFormPost(
  request: Request,
  maxBytes: number,
): Promise<FormData | Refusal> {
  // The multipart boundary is case-sensitive: only the comparison is lower case.
  const type = request.headers.get('content-type') ?? ''
  const kind = type.split(';')[0]!.trim().toLowerCase()
  if (!FORM_TYPES.includes(kind))
    return {
      status: 415,
      code: 'unsupported_media_type',
      message: 'Send the form as application/x-www-form-urlencoded or multipart/form-data.',
    }
  let body: Uint8Array
  try {
    body = await readBodyLimited(request, maxBytes)
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return {
        status: 413,
        code: 'body_too_large',
        message: `The request body is larger than ${maxBytes} bytes.`,
      }
    return { status: 400, code: 'invalid_body', message: 'The request body could not be read.' }
  }
  const notUtf8 = {
    status: 400,
    code: 'invalid_encoding',
    message: 'Form fields must be UTF-8 text.',
  }
  if (kind !== 'multipart/form-data') {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(body)
    } catch {
      return notUtf8
    }
  }
  let data: FormData
  try {
    data = await new Response(body as BodyInit, { headers: { 'content-type': type } }).formData()
  } catch {
    return { status: 400, code: 'invalid_body', message: 'The form data could not be parsed.' }
  }
  // The multipart parser replaces bytes that are not UTF-8 with U+FFFD instead of failing.
  for (const [, value] of data)
    if (typeof value === 'string' && value.includes('\uFFFD')) return notUtf8
  return data
}

/** The text fields of a form post (files left out). */
export const textFields = (data: FormData): URLSearchParams => {
  const fields = new URLSearchParams()
  for (const [name, value] of data) if (typeof value === 'string') fields.append(name, value)
  return fields
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
