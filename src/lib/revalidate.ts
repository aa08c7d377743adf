import { revalidatePath } from 'next/cache'

import { env } from './env'
import { processService } from '@/contracts/processServices'
import { expireThroughOwnRoute, REVALIDATE_ROUTE } from './revalidateToken'
import { announceExpiry } from './sharedExpiry'
import { processWide } from '@/contracts/processWide'

type Logger = { info: (msg: string) => void; warn: (msg: string) => void }
type RevalidateContext = { disableRevalidate?: boolean }

export { REVALIDATE_ROUTE }

/**
 * Expires the full-route cache of the given public paths (or everything, with '*').
 * revalidatePath expires at once, so the next request renders fresh HTML; revalidateTag(…, 'max')
 * would serve one stale response first.
 *
 * Outside a request (scheduled publishing runs from Payload's job queue) Next.js has no cache
 * store at hand: inside the server process the paths go to its own revalidation route instead.
 * Seeds and CLIs run before any server exists; nothing is cached there, so nothing is expired.
 *
 * With REDIS_URL the paths are also announced to the other instances (lib/sharedExpiry.ts) before
 * the save answers, so the next request on any instance renders fresh.
 */
export async function revalidatePublicPaths(
  paths: Array<string | '*'>,
  {
    context,
    logger,
    wait = false,
  }: {
    context?: RevalidateContext
    logger?: Logger
    /** Outside a request, return only once the server's own route has expired the paths. */
    wait?: boolean
  },
): Promise<void> {
  if (context?.disableRevalidate) return
  const unique = [...new Set(paths.filter(Boolean))]
  if (!(await announceExpiry(env().redisUrl, unique)))
    logger?.warn(`Redis unreachable: other instances learn of ${unique.join(', ')} later`)
  const deferred: string[] = []
  for (const path of unique) {
    try {
      expireHere(path)
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
  const expiring = expireThroughOwnRoute(`http://127.0.0.1:${port}`, payloadSecret, deferred).then(
    (response) =>
      logger?.info(
        `Revalidated ${deferred.join(', ')} via ${REVALIDATE_ROUTE} (${response.status})`,
      ),
    (error: unknown) =>
      logger?.warn(`Could not revalidate ${deferred.join(', ')}: ${String(error)}`),
  )
  if (wait) await expiring
}

/**
 * One path, or '*' for every page under the root layout, in this process: Next.js, the front
 * server and whatever registered with `onExpiry` (the page list, the search index).
 */
export function expireHere(path: string): void {
  if (path === '*') revalidatePath('/', 'layout')
  else revalidatePath(path)
  processService('expirePage')?.(path)
  for (const listener of listeners()) listener(path)
}

/** Expires paths here and announces them to the other instances. */
export async function expireEverywhere(paths: string[]): Promise<void> {
  await announceExpiry(env().redisUrl, paths)
  for (const path of paths) expireHere(path)
}

const listeners = (): Set<(path: string) => void> =>
  processWide('revalidate.listeners', () => new Set<(path: string) => void>())

/** Also told of every expiry in this process, including those another instance announced. */
export function onExpiry(listener: (path: string) => void) {
  listeners().add(listener)
}

type HookArgs<T> = {
  doc: T
  req: { context: RevalidateContext; payload: { logger: Logger } }
}

/**
 * afterChange/afterDelete hook for what appears on every page (menus, settings, media): expire
 * all public pages.
 */
export const expireAllPages = async <T>({ doc, req }: HookArgs<T>): Promise<T> => {
  await revalidatePublicPaths(['*'], { context: req.context, logger: req.payload.logger })
  return doc
}
