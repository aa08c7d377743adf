import type { Config } from 'payload'

import { type ErrorLog, errorLog } from './errorLog'
import { isMalformedBody } from './payload/malformedBody'
import { isMalformedQuery } from './payload/malformedQuery'

type LoggerConfig = Exclude<Config['logger'], 'sync' | undefined>
type LogOptions = Extract<LoggerConfig, { options: unknown }>['options']

/** Payload's own errors carry an HTTP status; 4xx are refusals, not failures. */
const isRefusal = (args: unknown[]): boolean => {
  const error = (args[0] as { err?: { status?: unknown } } | undefined)?.err
  const status = error?.status
  return (
    (typeof status === 'number' && status >= 400 && status < 500) ||
    isMalformedBody(error) ||
    isMalformedQuery(error)
  )
}

/**
 * Payload's logger for production: one JSON line per entry (a stack stays inside its line), and
 * no entry for refused requests (an anonymous 403 used to write 22 lines). The front server logs
 * every refusal in one line and stops logging them under a flood (src/server/requestLog.ts).
 * An error Payload logs again and again (every request of a flood) is written once per kind and
 * minute, then counted (lib/errorLog.ts).
 * Payload's `loggingLevels` cannot do this: it matches error class names, which the production
 * build minifies.
 */
export function productionLogger(errors: ErrorLog = errorLog()): LoggerConfig {
  const options: LogOptions = {
    level: 'info',
    hooks: {
      logMethod(args, method) {
        if (isRefusal(args)) return
        // A failure repeated by every request of a flood is written once a minute, with a count.
        const error = (args[0] as { err?: unknown } | undefined)?.err
        if (error && !errors.admit('payload', error)) return
        method.apply(this, args)
      },
    },
  }
  return { options }
}
