import { truncateIp } from '@/lib/http'

/** Answers that are the site working as intended: one line each at most, never a stack. */
const REFUSALS = new Set([400, 401, 403, 404, 405, 413, 415, 429])

type Options = {
  write: (line: string) => void
  /** Lines per kind (refusals, errors) and window; the rest is counted and summed up later. */
  linesPerWindow?: number
  windowMs?: number
  now?: () => number
}

type Finished = {
  id: string
  method: string
  path: string
  status: number
  client: string
}

/**
 * The front server's request log: one JSON line per refusal or server error, nothing for
 * success. A flood cannot fill the disk: past `linesPerWindow` lines per window a kind is only
 * counted, and the next line says how many were left out.
 */
export function createRequestLog({
  write,
  linesPerWindow = 20,
  windowMs = 10_000,
  now = Date.now,
}: Options) {
  const budgets = new Map<string, { start: number; used: number; skipped: number }>()

  function emit(kind: 'refused' | 'failed', entry: Record<string, unknown>) {
    const at = now()
    let budget = budgets.get(kind)
    if (!budget || at - budget.start >= windowMs) {
      const skipped = budget?.skipped ?? 0
      budget = { start: at, used: 0, skipped: 0 }
      budgets.set(kind, budget)
      if (skipped > 0) write(line(at, 'warn', `${kind}: ${skipped} more not logged`, {}))
    }
    if (budget.used >= linesPerWindow) {
      budget.skipped += 1
      return
    }
    budget.used += 1
    write(line(at, kind === 'failed' ? 'error' : 'info', kind, entry))
  }

  return function finished({ id, method, path, status, client }: Finished) {
    const kind = status >= 500 ? 'failed' : REFUSALS.has(status) ? 'refused' : undefined
    // Most answers are successes: nothing to build for them.
    if (!kind) return
    emit(kind, { status, method, path: path.slice(0, 200), client: truncateIp(client), id })
  }
}

const line = (at: number, level: string, msg: string, fields: Record<string, unknown>) =>
  JSON.stringify({ time: new Date(at).toISOString(), level, msg, ...fields })
