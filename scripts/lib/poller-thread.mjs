// The thread of `pollerThread` (poller.mjs): polls until told to stop, then sends its figures.
import { parentPort, workerData } from 'node:worker_threads'

import { poller } from './poller.mjs'

const { url, everyMs, timeoutMs } = workerData
// A new thread's first fetch sets up its client; that is not the server's time.
await fetch(url).then(
  (response) => response.arrayBuffer(),
  () => undefined,
)
const stop = poller(url, everyMs, timeoutMs)
parentPort.once('message', async () => parentPort.postMessage(await stop()))
