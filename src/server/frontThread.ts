import crypto from 'node:crypto'
import { Worker } from 'node:worker_threads'

import { countAlsoFrom, countPageAnswer, countRequests } from '@/lib/metrics'

import { createFrontCounts } from './frontCounts'
import type { FromFront, FrontOptions, ToFront } from './frontServer'
import type { CachedPage } from './pageCache'
import type { PageMirror } from './pageFiles'
import { PLAIN_PATH } from './requestKind'

type StartOptions = Omit<FrontOptions, 'counts' | 'sync' | 'token'> & {
  /** The worker's bundle (.next/salon-front.mjs). */
  file: URL
  listen: { port: number; host: string }
}

/**
 * The main thread's side of the front worker (frontWorker.ts). `mirror` goes to the main
 * thread's PageCache, which tells it of every page it holds and every expiry, in order; what it
 * tells before `start` waits for the worker. `token` goes to the front handler, so the worker's
 * word for a client's address counts there (clientAddress.ts).
 */
export function createFrontThread() {
  const token = crypto.randomBytes(24).toString('hex')
  const counts = createFrontCounts()
  let worker: Worker | undefined
  const before: ToFront[] = []
  const tell = (message: ToFront) => (worker ? worker.postMessage(message) : before.push(message))
  countAlsoFrom(() => {
    for (const { kind, labels, n } of counts.drain()) {
      if (n === 0) continue
      if (kind === 'page') countPageAnswer(labels.state, n)
      else countRequests(labels.kind, labels.status, n)
    }
  })

  const mirror = frontMirror(tell)

  let stopped: (() => void) | undefined
  return {
    token,
    mirror,
    /** The memory the worker counts its answers in (frontCounts.ts). */
    counts: counts.buffer,
    /** Starts the worker on the public port; resolves once it listens. */
    async start({ file, ...options }: StartOptions) {
      const started = new Worker(file, {
        workerData: { ...options, token, counts: counts.buffer },
      })
      worker = started
      for (const message of before.splice(0)) started.postMessage(message)
      await new Promise<void>((resolve, reject) => {
        started.on('message', (message: FromFront) => {
          if (message.type === 'listening') resolve()
          // Everything posted before this answer reaches the worker first (one port, in order).
          else if (message.type === 'sync') tell({ type: 'synced', id: message.id })
          else if (message.type === 'stopped') stopped?.()
          else reject(new Error(`The front worker could not listen: ${message.message}`))
        })
        started.once('error', reject)
        started.once('exit', (code) => reject(new Error(`The front worker exited with ${code}`)))
      })
      // The worker holds the site's port: without it the process must not stay up.
      started.on('error', (error) => {
        console.error(`The front worker failed: ${error.stack ?? error.message}`)
        process.exit(1)
      })
      started.on('exit', (code) => {
        if (stopped) return
        console.error(`The front worker exited with ${code}`)
        process.exit(1)
      })
    },
    /** Closes the public port; resolves once the worker answered what it had passed on. */
    stop: () =>
      new Promise<void>((resolve) => {
        if (!worker) return resolve()
        stopped = resolve
        tell({ type: 'stop' })
      }),
  }
}

/**
 * What the main thread's PageCache tells the worker: each stored page once, and only what the
 * worker may answer (a plain path, status 200; it keeps its own order of use and its own
 * bounds), and every expiry.
 */
export function frontMirror(tell: (message: ToFront) => void): PageMirror {
  const told = new WeakSet<CachedPage>()
  return {
    seen(key, page) {
      if (page.status !== 200 || !PLAIN_PATH.test(key) || told.has(page)) return
      told.add(page)
      tell({ type: 'page', key, page })
    },
    expire: (path) => tell({ type: 'expire', path }),
  }
}
