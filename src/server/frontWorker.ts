import { parentPort, workerData } from 'node:worker_threads'

import { createFrontCounts } from './frontCounts'
import { createFrontServer, type FromFront, type FrontOptions, type ToFront } from './frontServer'

/**
 * The front worker's thread (built as .next/salon-front.mjs, started by frontThread.ts): the
 * site's public port, answering cached pages itself and passing the rest to the main thread.
 */
type Data = Omit<FrontOptions, 'counts' | 'sync'> & {
  counts: SharedArrayBuffer
  listen: { port: number; host: string }
}

const data = workerData as Data
const port = parentPort!
const tell = (message: FromFront) => port.postMessage(message)
const waiting = new Map<number, () => void>()
let nextSync = 0

const front = createFrontServer({
  ...data,
  counts: createFrontCounts(data.counts),
  sync: () =>
    new Promise<void>((resolve) => {
      const id = nextSync++
      waiting.set(id, resolve)
      tell({ type: 'sync', id })
    }),
})

port.on('message', (message: ToFront) => {
  if (message.type === 'synced') {
    waiting.get(message.id)?.()
    waiting.delete(message.id)
  } else if (message.type === 'stop') {
    void front.stop().then(() => tell({ type: 'stopped' }))
  } else front.receive(message)
})
front.server.on('error', (error) => tell({ type: 'failed', message: error.message }))
front.server.listen(data.listen.port, data.listen.host, () => tell({ type: 'listening' }))
