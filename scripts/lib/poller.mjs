// A client asking one address at a steady pace while a load runs, to see what a visitor meets.

/** Polls `url` every `everyMs` until stopped; returns each answer's time (Infinity: no answer). */
export function poller(url, everyMs = 200, timeoutMs = 10_000) {
  const times = []
  let running = true
  const loop = (async () => {
    while (running) {
      const started = performance.now()
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
        await response.arrayBuffer()
        times.push(performance.now() - started)
      } catch {
        times.push(Infinity)
      }
      await new Promise((resolve) => setTimeout(resolve, everyMs))
    }
  })()
  return async () => {
    running = false
    await loop
    const sorted = [...times].sort((a, b) => a - b)
    const at = (p) =>
      Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0)
    return {
      polls: times.length,
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      maxMs: Math.round(sorted.at(-1) ?? 0),
      unanswered: times.filter((time) => time === Infinity).length,
    }
  }
}
