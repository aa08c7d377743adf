/**
 * Unexpected errors, logged once per kind and window with a count instead of once per request:
 * a request that fails the same way a thousand times a second (a bad filter, a broken database)
 * must not write a stack trace each time. The first of a kind is written with a short stack; the
 * rest of the window is counted and summed up in one line. Past `maxKinds` kinds in a window
 * (messages that carry the input differ every time) further kinds are only counted too.
 */
type Options = {
  write: (line: string) => void
  windowMs?: number
  maxKinds?: number
  stackLines?: number
  now?: () => number
}

type Kind = { where: string; error: string; start: number; repeats: number }

export type ErrorLog = {
  report: (where: string, error: unknown) => void
  /** Whether this error is the first of its kind in the window (then the caller writes it). */
  admit: (where: string, error: unknown) => boolean
  /** Writes the counts of windows that have ended. */
  flush: () => void
}

const describe = (error: unknown) =>
  error instanceof Error
    ? { name: error.name, message: error.message, stack: error.stack ?? '' }
    : { name: 'Error', message: String(error), stack: '' }

export function createErrorLog({
  write,
  windowMs = 60_000,
  maxKinds = 50,
  stackLines = 12,
  now = Date.now,
}: Options): ErrorLog {
  const kinds = new Map<string, Kind>()
  let overflow = { start: now(), count: 0 }

  const line = (level: string, msg: string, fields: Record<string, unknown>) =>
    JSON.stringify({ time: new Date(now()).toISOString(), level, msg, ...fields })

  function flush() {
    const at = now()
    for (const [key, kind] of kinds) {
      if (at - kind.start < windowMs) continue
      if (kind.repeats > 0)
        write(
          line('error', `${kind.where}: the same error ${kind.repeats} more times`, {
            error: kind.error,
            repeats: kind.repeats,
          }),
        )
      kinds.delete(key)
    }
    if (at - overflow.start >= windowMs) {
      if (overflow.count > 0)
        write(line('error', `${overflow.count} more errors of other kinds not logged`, {}))
      overflow = { start: at, count: 0 }
    }
  }

  function admit(where: string, error: unknown): boolean {
    flush()
    const { name, message } = describe(error)
    const summary = `${name}: ${message}`.slice(0, 300)
    const key = `${where}\n${summary}`
    const known = kinds.get(key)
    if (known) {
      known.repeats += 1
      return false
    }
    if (kinds.size >= maxKinds) {
      overflow.count += 1
      return false
    }
    kinds.set(key, { where, error: summary, start: now(), repeats: 0 })
    return true
  }

  return {
    admit,
    flush,
    report(where, error) {
      if (!admit(where, error)) return
      const { name, message, stack } = describe(error)
      write(
        line('error', where, {
          error: `${name}: ${message}`.slice(0, 1000),
          stack: stack.split('\n').slice(1, stackLines).join('\n'),
        }),
      )
    },
  }
}

let shared: ErrorLog | undefined

/** The process's log of unexpected errors (stderr); counts are written at least once a window. */
export function errorLog(): ErrorLog {
  if (!shared) {
    const log = createErrorLog({ write: (line) => console.error(line) })
    setInterval(() => log.flush(), 60_000).unref()
    shared = log
  }
  return shared
}

/** An error no request should cause: logged once per kind and minute, with a count. */
export const logUnexpected = (where: string, error: unknown) => errorLog().report(where, error)
