import { BodyTooLargeError, jsonError, readBodyLimited } from '@/lib/http'

/** Forms with files need room; anything larger is refused before it is read whole. */
export const MAX_BODY_BYTES = 5 * 1024 * 1024

/**
 * The posted form, or the 4xx JSON answer for a body that is not one: the wrong type, too large,
 * unreadable, or text that is not UTF-8.
 */
export async function readForm(request: Request): Promise<FormData | Response> {
  // The multipart boundary is case-sensitive: only the comparison is lower case.
  const type = request.headers.get('content-type') ?? ''
  const multipart = type.toLowerCase().startsWith('multipart/form-data')
  if (!multipart && !type.toLowerCase().startsWith('application/x-www-form-urlencoded'))
    return jsonError(
      415,
      'unsupported_media_type',
      'Send the form as multipart/form-data or application/x-www-form-urlencoded.',
    )
  let body: Uint8Array
  try {
    body = await readBodyLimited(request, MAX_BODY_BYTES)
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return jsonError(
        413,
        'body_too_large',
        `The form data is larger than ${MAX_BODY_BYTES} bytes.`,
      )
    return jsonError(400, 'invalid_body', 'The request body could not be read.')
  }
  if (!multipart) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(body)
    } catch {
      return jsonError(400, 'invalid_encoding', 'Form fields must be UTF-8 text.')
    }
  }
  let data: FormData
  try {
    data = await new Response(body as BodyInit, { headers: { 'content-type': type } }).formData()
  } catch {
    return jsonError(400, 'invalid_body', 'The form data could not be parsed.')
  }
  // The multipart parser replaces bytes that are not UTF-8 with U+FFFD instead of failing.
  for (const [, value] of data)
    if (typeof value === 'string' && value.includes('\uFFFD'))
      return jsonError(400, 'invalid_encoding', 'Form fields must be UTF-8 text.')
  return data
}
