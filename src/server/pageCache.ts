import type { PageMirror } from './pageFiles'

/** One rendered public page, ready to send in each encoding. */
export type CachedPage = {
  status: number
  headers: Record<string, string>
  etag: string
  identity: Buffer
  gzip: Buffer
  br: Buffer
}

type Options = {
  maxEntries: number
  maxBytes: number
  /** Told of every page it holds and every expiry: the page files for nginx (pageFiles.ts). */
  mirror?: PageMirror
}

/**
 * The in-memory cache of rendered public pages in front of Next.js: a hit is answered without
 * touching the framework, which is what lets a cached page be served at a fraction of a static
 * file server's cost. Bounded by entries and bytes (least recently used leaves first), so a
 * flood of distinct addresses cannot grow it. A change in the admin expires entries through
 * `expire`; a render that started before an expiry is never stored (it may predate the change).
 *
 * Not `lru-cache` (looked at for issue 27): it would hold the entries, but what this class is for
 * sits on top either way: the generation that refuses a render begun before an expiry, and
 * expiring every query variant of a path. Map's insertion order is the LRU list.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>()
  private bytes = 0
  private generation = 0
  /** The most recently used key: a hit on it (the usual one under load) leaves the order alone. */
  private newest: string | undefined

  constructor(private readonly options: Options) {}

  get size() {
    return this.entries.size
  }

  /** The generation a render starts in; pass it back to `set`. */
  get currentGeneration() {
    return this.generation
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    // Map keeps insertion order: re-inserting marks it most recently used. Deleting leaves a hole
    // in the Map's table until it is rebuilt, so the key used last is not moved again.
    if (key !== this.newest) {
      this.entries.delete(key)
      this.entries.set(key, entry)
      this.newest = key
    }
    this.options.mirror?.seen(key, entry, this)
    return entry
  }

  set(key: string, page: CachedPage, startedIn: number): boolean {
    if (startedIn !== this.generation) return false
    const size = sizeOf(page)
    if (size > this.options.maxBytes) return false
    this.remove(key)
    this.entries.set(key, page)
    this.newest = key
    this.bytes += size
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries && this.bytes <= this.options.maxBytes) break
      this.remove(oldest)
    }
    this.options.mirror?.seen(key, page, this)
    return true
  }

  /** Whether `page` is still what the cache answers for `key` (not expired, not replaced). */
  holds(key: string, page: CachedPage): boolean {
    return this.entries.get(key) === page
  }

  /** Expires one path (with any query) or, with '*', everything. */
  expire(path: string) {
    this.generation++
    this.options.mirror?.expire(path)
    if (path === '*') {
      this.entries.clear()
      this.bytes = 0
      this.newest = undefined
      return
    }
    for (const key of [...this.entries.keys()]) {
      if (pathOf(key) === path) this.remove(key)
    }
  }

  private remove(key: string) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= sizeOf(entry)
    if (key === this.newest) this.newest = undefined
  }
}

const sizeOf = (page: CachedPage) => page.identity.length + page.gzip.length + page.br.length
const pathOf = (key: string) => key.split('?')[0]
