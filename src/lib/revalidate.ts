import { revalidatePath } from 'next/cache'

import { env } from './env'
import { expireCachedPage } from './pageCacheBridge'
import { revalidateToken } from './revalidateToken'

type Logger = { info: (msg: string) => void; warn: (msg: string) => void }
type RevalidateContext = { disableRevalidate?: boolean }

export const REVALIDATE_ROUTE = '/next/revalidate'

/**
 * Expires the full-route cache of the given public paths (or everything, with '*').
 * revalidatePath expires at once, so the next request renders fresh HTML; revalidateTag(…, 'max')
 * would serve one stale response first.
 *
 * Outside a request (scheduled publishing runs from Payload's job queue) Next.js has no cache
 * store at hand: inside the server process the paths go to its own revalidation route instead.
 * Seeds and CLIs run before any server exists; nothing is cached there, so nothing is expired.
 */
export function revalidatePublicPaths(
  paths: Array<string | '*'>,
  { context, logger }: { context?: RevalidateContext; logger?: Logger },
): void {
  if (context?.disableRevalidate) return
  const unique = [...new Set(paths.filter(Boolean))]
  const deferred: string[] = []
  for (const path of unique) {
    try {
      expire(path)
      logger?.info(`Revalidated ${path === '*' ? 'all public pages' : path}`)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      if (!message.includes('static generation store missing')) throw error
      deferred.push(path)
    }
  }
  if (deferred.length === 0) return
  if (process.env.NEXT_RUNTIME !== 'nodejs') {
    logger?.warn(`Not in the web server; nothing cached to expire for ${deferred.join(', ')}`)
    return
  }
  const { port, payloadSecret } = env()
  void fetch(`http://127.0.0.1:${port}${REVALIDATE_ROUTE}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${revalidateToken(payloadSecret)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ paths: deferred }),
  }).then(
    (response) =>
      logger?.info(
        `Revalidated ${deferred.join(', ')} via ${REVALIDATE_ROUTE} (${response.status})`,
      ),
    (error: unknown) =>
      logger?.warn(`Could not revalidate ${deferred.join(', ')}: ${String(error)}`),
  )
}

/** One path, or '*' for every page under the root layout, in Next.js and in the front server. */
export function expire(path: string): void {
  if (path === '*') revalidatePath('/', 'layout')
  else revalidatePath(path)
  expireCachedPage(path)
}

type HookArgs<T> = {
  doc: T
  req: { context: RevalidateContext; payload: { logger: Logger } }
}

/**
 * afterChange/afterDelete hook for what appears on every page (menus, settings, media): expire
 * all public pages.
 */
export const expireAllPages = <T>({ doc, req }: HookArgs<T>): T => {
  revalidatePublicPaths(['*'], { context: req.context, logger: req.payload.logger })
  return doc
}
