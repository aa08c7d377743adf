// A client asking one address at a steady pace while a load runs, to see what a visitor meets.
import { Worker } from 'node:worker_threads'

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

/**
 * The same visitor on a thread of its own: a load generator in this process (autocannon with
 * hundreds of connections) keeps its event loop busy, and a poller sharing it would time the
 * generator's own delays, not the server's answers.
 */
export function pollerThread(url, everyMs = 200, timeoutMs = 10_000) {
  const thread = new Worker(new URL('./poller-thread.mjs', import.meta.url), {
    workerData: { url, everyMs, timeoutMs },
  })
  const result = new Promise((resolve, reject) => {
    thread.once('message', resolve)
    thread.once('error', reject)
  })
  return async () => {
    thread.postMessage('stop')
    const stats = await result
    await thread.terminate()
    return stats
  }
}
