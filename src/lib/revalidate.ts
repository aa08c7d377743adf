import { revalidatePath } from 'next/cache'

type Logger = { info: (msg: string) => void; warn: (msg: string) => void }
type RevalidateContext = { disableRevalidate?: boolean }

/**
 * Expires the full-route cache of the given public paths (or everything, with '*').
 * revalidatePath expires at once, so the next request renders fresh HTML; revalidateTag(…, 'max')
 * would serve one stale response first.
 *
 * Seeds, migrations and scheduled jobs run outside a Next.js request, where there is no cache to
 * expire and revalidatePath throws; those calls are skipped on purpose.
 */
export function revalidatePublicPaths(
  paths: Array<string | '*'>,
  { context, logger }: { context?: RevalidateContext; logger?: Logger },
): void {
  if (context?.disableRevalidate) return
  const unique = [...new Set(paths.filter(Boolean))]
  for (const path of unique) {
    try {
      if (path === '*') revalidatePath('/', 'layout')
      else revalidatePath(path)
      logger?.info(`Revalidated ${path === '*' ? 'all public pages' : path}`)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      if (!message.includes('static generation store missing')) throw error
      logger?.warn(`Not inside a Next.js request; skipped revalidating ${path}`)
    }
  }
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
