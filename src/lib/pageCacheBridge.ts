/**
 * The front server (src/server/) keeps rendered public pages in memory; Payload's hooks run inside
 * the Next.js bundle, which cannot import the server's module instance. They meet here, on a
 * process-wide symbol: the server registers its expiry, `lib/revalidate.ts` calls it.
 */
type Expirer = (path: string) => void

const KEY = Symbol.for('salon.pageCache.expire')
type Holder = { [KEY]?: Expirer }

export function registerPageCacheExpirer(expire: Expirer) {
  ;(globalThis as Holder)[KEY] = expire
}

/** Expires a path (or '*') in the front server's cache, when one runs in this process. */
export function expireCachedPage(path: string) {
  ;(globalThis as Holder)[KEY]?.(path)
}
