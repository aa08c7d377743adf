import type { AfterErrorHook } from 'payload'

/**
 * What the body parsers Payload uses (busboy, JSON.parse) throw for a body a client got wrong.
 * They are plain errors without a status, so Payload answers them with a 500; they are a 400.
 */
const MALFORMED =
  /Unexpected end of (form|JSON input)|Malformed part header|Boundary not found|not valid JSON|Unexpected token|Failed to parse body|Unexpected non-whitespace character/

export const isMalformedBody = (error: unknown): boolean =>
  error instanceof Error && !('status' in error && error.status) && MALFORMED.test(error.message)

export const malformedBodyIsBadRequest: AfterErrorHook = ({ error }) => {
  if (!isMalformedBody(error)) return
  return { status: 400, response: { errors: [{ message: 'The request body is malformed.' }] } }
}
