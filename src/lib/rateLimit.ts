export type RateLimiter = {
  /** Counts one request; false once `key` has used up its `limit` in the current window. */
  hit: (key: string, now?: number) => { allowed: boolean; retryAfterSeconds: number }
}

/**
 * A fixed-window request counter per key (an IP address), kept in this process's memory. With
 * several instances each counts on its own, so the effective limit is per instance.
 */
export function createRateLimiter({
  limit,
  windowMs,
}: {
  limit: number
  windowMs: number
}): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>()
  return {
    /** Counts one request; false once `key` has used up its `limit` in the current window. */
    hit(key: string, now = Date.now()): { allowed: boolean; retryAfterSeconds: number } {
      if (windows.size > 10_000) {
        for (const [other, window] of windows)
          if (now - window.start >= windowMs) windows.delete(other)
      }
      let window = windows.get(key)
      if (!window || now - window.start >= windowMs) {
        window = { start: now, count: 0 }
        windows.set(key, window)
      }
      window.count += 1
      const retryAfterSeconds = Math.ceil((window.start + windowMs - now) / 1000)
      return { allowed: window.count <= limit, retryAfterSeconds }
    },
  }
}
