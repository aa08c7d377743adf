import type { AfterErrorHook } from 'payload'

type WithCause = Error & { status?: number; cause?: { message?: string; code?: string } }

// What the databases say about a value of the wrong kind: SQLite's driver refuses the undefined a
// date that cannot be parsed becomes, PostgreSQL raises a data exception (SQLSTATE class 22).
const WRONG_VALUE =
  /cannot be passed as argument to the database|can be passed as arguments|datatype mismatch|invalid input syntax|out of range|invalid input value|malformed array literal|value too long/i

// The database adapter has no such operator for the field (`near` on a text field): Payload lets
// the filter through and the adapter fails on it. The production build shortens the names around
// the property (`a.operators[P] is not a function`), so only `operators[…]` is matched.
const UNKNOWN_OPERATOR = /\boperators\[\w+\] is not a function/

/**
 * A database query that failed on a value the client sent (`where[createdAt][greater_than]=
 * notadate`, a number beyond the column's range): a 400 for the client, not a 500 that monitoring
 * counts as an outage.
 */
export function isMalformedQuery(error: unknown): boolean {
  if (!(error instanceof Error) || (error as WithCause).status) return false
  const { message, cause } = error as WithCause
  if (error instanceof TypeError && UNKNOWN_OPERATOR.test(message)) return true
  if (!/^Failed query/.test(message) && !cause) return false
  return (
    WRONG_VALUE.test(message) ||
    WRONG_VALUE.test(String(cause?.message ?? '')) ||
    /^22/.test(String(cause?.code ?? ''))
  )
}

export const malformedQueryIsBadRequest: AfterErrorHook = ({ error }) => {
  if (!isMalformedQuery(error)) return
  return {
    status: 400,
    response: {
      errors: [{ message: 'A filter, sort or field value has the wrong type for its field.' }],
    },
  }
}
