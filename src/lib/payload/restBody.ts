import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'

import busboy from 'busboy'

/**
 * What Payload's REST handlers cannot read, found before they try (issue 56). Payload parses a
 * multipart body's `_payload` field with a bare `JSON.parse`, answers a multipart body its parser
 * refuses with a 500, and takes a JSON body that is a string or an array as the document's data,
 * which fails deeper with a TypeError: each a 500 for a client's mistake. Here each is a 400 with
 * an English message; what Payload does with a readable body is unchanged, so a real fault still
 * logs and answers 500.
 */

const BODY_METHODS = new Set(['POST', 'PATCH', 'PUT'])
/** `_payload` is the document's fields as JSON; the admin sends a few kilobytes. */
const MAX_PAYLOAD_FIELD = 8 * 1024 * 1024

const isObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function jsonObjectProblem(text: string, what: string): string | null {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return `${what} is not valid JSON.`
  }
  return isObject(value) ? null : `${what} must be a JSON object.`
}

/** The `_payload` field of a multipart body, reading past files without keeping them. */
function payloadField(request: Request): Promise<string | null | { problem: string }> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy
    try {
      parser = busboy({
        headers: { 'content-type': request.headers.get('content-type') ?? '' },
        limits: { fieldSize: MAX_PAYLOAD_FIELD },
      })
    } catch {
      resolve({ problem: 'The multipart body cannot be read.' })
      return
    }
    let field: string | null = null
    let truncated = false
    parser.on('field', (name, value, info) => {
      if (name !== '_payload') return
      field = value
      truncated ||= info.valueTruncated
    })
    parser.on('file', (_name, stream) => stream.resume())
    parser.on('error', () => resolve({ problem: 'The multipart body is malformed.' }))
    parser.on('close', () =>
      resolve(truncated ? { problem: 'The _payload field is too large.' } : field),
    )
    const body = request.body
    if (!body) {
      resolve(null)
      return
    }
    Readable.fromWeb(body as unknown as WebReadableStream)
      .on('error', () => resolve({ problem: 'The multipart body could not be read.' }))
      .pipe(parser)
  })
}

/** The problem with a REST request's body, or null when Payload can read it. */
export async function restBodyProblem(request: Request): Promise<string | null> {
  if (!BODY_METHODS.has(request.method) || !request.body) return null
  const type = (request.headers.get('content-type') ?? '').split(';', 1)[0]!.trim().toLowerCase()
  if (type === 'application/json') {
    const text = await request.clone().text()
    return text.trim() ? jsonObjectProblem(text, 'The JSON body') : null
  }
  if (type.startsWith('multipart/')) {
    const field = await payloadField(request.clone())
    if (field === null) return null
    if (typeof field === 'object') return field.problem
    return jsonObjectProblem(field, 'The _payload field')
  }
  return null
}
