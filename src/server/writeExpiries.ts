import { AsyncLocalStorage } from 'node:async_hooks'
import type { ServerResponse } from 'node:http'

type Write = { res: ServerResponse; paths: Set<string> }

/**
 * Expires once more, the moment a request's answer is written, the pages that were expired while
 * Next.js handled that request (a save in the admin, an order, a booking).
 *
 * Payload's hooks expire pages in `afterChange`, before the operation's transaction commits, and
 * Next.js marks its own copy of a page stale only after the route handler has returned. A page
 * rendered in between (a visitor's request in the same fraction of a second) reads the content as
 * it was and would be kept in the front cache as new, until the next change: the owner saw her
 * change in the admin and the old text on the site. When the answer is written both are done, so
 * a render from then on is fresh, and this second expiry drops what was kept before it.
 *
 * Not a hook on the transaction's commit: Next.js's own copy is expired later than that, and the
 * moment both are true is the answer's.
 */
export function createWriteExpiries(expireAgain: (paths: string[]) => void) {
  const current = new AsyncLocalStorage<Write>()

  const settle = (write: Write) => {
    if (write.paths.size === 0) return
    const paths = [...write.paths]
    write.paths.clear()
    expireAgain(paths)
  }

  const watch = (write: Write) => {
    const { res } = write
    const writeHead = res.writeHead
    // Every answer goes through writeHead, also one that only calls end() (its implicit header).
    res.writeHead = function (
      this: ServerResponse,
      ...args: Parameters<ServerResponse['writeHead']>
    ) {
      res.writeHead = writeHead
      settle(write)
      return writeHead.apply(this, args)
    } as ServerResponse['writeHead']
  }

  return {
    /** Notes a path expired in the course of the current request, if there is one. */
    record(path: string): void {
      const write = current.getStore()
      if (!write) return
      if (write.paths.size === 0 && !write.res.headersSent) watch(write)
      write.paths.add(path)
    },

    /**
     * Runs `handle` (the request going to Next.js) so that what it expires is expired again when
     * its answer is written, or when it ends without one (the visitor closed the tab mid-save).
     */
    async run(res: ServerResponse, handle: () => Promise<void>): Promise<void> {
      const write: Write = { res, paths: new Set() }
      try {
        await current.run(write, handle)
      } finally {
        settle(write)
      }
    },
  }
}

export type WriteExpiries = ReturnType<typeof createWriteExpiries>
