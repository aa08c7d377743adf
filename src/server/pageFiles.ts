import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { CachedPage } from './pageCache'

/** The include nginx reads (docs/nginx.example.conf): which set of files, and their headers. */
export const NGINX_INCLUDE = 'nginx-page-headers.conf'
/** What nginx appends to `$uri`: `/kontakt` → `<set>/kontakt.page.html` (and `.gz`, `.br`). */
export const PAGE_FILE_SUFFIX = '.page.html'
/** What nginx answers in `X-Page-Cache` for a page it served from a file. */
export const FILE_STATE = 'FILE'

const CONTENT_TYPE = 'text/html; charset=utf-8'
/** Addresses whose file name is the address itself: no query, no escape, no dot, no `//`. */
const FILE_PATH = /^\/(?:[\w-]+(?:\/[\w-]+)*)?$/

type PageHolder = { holds(key: string, page: CachedPage): boolean }

/** What the page cache tells its mirror (pageCache.ts). */
export type PageMirror = {
  /** A page in the cache (stored or answered); `cache.holds` says whether it still is. */
  seen(key: string, page: CachedPage, cache: PageHolder): void
  /** A path (every query of it) or '*' expired. */
  expire(pathname: string): void
}

/** Both mirrors told of everything, in order (page files and the front worker); either may be absent. */
export function bothMirrors(
  first: PageMirror | undefined,
  second: PageMirror | undefined,
): PageMirror | undefined {
  if (!first || !second) return first ?? second
  return {
    seen(key, page, cache) {
      first.seen(key, page, cache)
      second.seen(key, page, cache)
    },
    expire(pathname) {
      first.expire(pathname)
      second.expire(pathname)
    },
  }
}

type Options = {
  /** PAGE_CACHE_DIR: nginx's `root` for the page files. */
  dir: string
  /** The headers every answer of this instance carries (securityHeaders.ts `commonHeaders`). */
  common: Record<string, string>
  log?: (message: string) => void
}

/**
 * Cached public pages as files for nginx in front (issue 62): each page the front cache keeps,
 * already compressed (gzip, brotli), under a folder named for its headers, and an include that
 * tells nginx that folder's name and the headers to send with it. nginx sends one set of headers
 * for every file, so only pages with the headers of the include are written; all public pages
 * have the same today (one policy, one cache-control), a page that differs is answered by the
 * site as before. A changed header set (a new build's inline scripts, another consent service)
 * gives a new folder name, so an nginx that has not reloaded the include finds no files and
 * passes every request on: never a page with headers it was not made for.
 *
 * A file is written only while the cache still holds the page, and the last step (the renames)
 * is synchronous, as is the removal on an expiry: on one thread the two cannot interleave, so an
 * expired page never reappears as a file. Every instance removes what it expires, also what
 * another instance announced (the same channel as the front cache's expiry), so a folder shared
 * by instances on one machine stays fresh. Bounded by the site's pages: only addresses without a
 * query whose page answered 200 and was kept are written.
 */
export function createPageFiles({ dir, common, log = console.error }: Options): PageMirror & {
  /** The folder of the current header set, once a page has fixed it. */
  readonly setName: string | undefined
} {
  let setName: string | undefined
  let setHeaders = ''
  const written = new Set<string>()
  const pending = new Set<string>()
  // Pages that may not be files (a query's, a 404, other headers): a hit on one is told again and
  // again, and is turned away without looking at its headers each time.
  const refused = new WeakSet<CachedPage>()
  let trashCount = 0

  clearFolder(dir)

  const fileOf = (key: string) => path.join(dir, setName ?? '', `${key}${PAGE_FILE_SUFFIX}`)

  /** The headers nginx must send with this page, or null when it may not be a file. */
  function headersFor(key: string, page: CachedPage): Record<string, string> | null {
    if (page.status !== 200 || !FILE_PATH.test(key)) return null
    const { 'content-type': type, ...rest } = page.headers
    if (type !== CONTENT_TYPE || Object.keys(rest).some((name) => !KEPT.has(name))) return null
    return { ...common, ...rest }
  }

  function adopt(headers: Record<string, string>): boolean {
    const text = JSON.stringify(Object.entries(headers).sort(([a], [b]) => a.localeCompare(b)))
    if (setName !== undefined) return text === setHeaders
    setHeaders = text
    setName = `set-${crypto.createHash('sha256').update(text).digest('hex').slice(0, 16)}`
    writeInclude(dir, setName, headers)
    return true
  }

  async function write(key: string, page: CachedPage, cache: PageHolder) {
    const target = fileOf(key)
    const stamp = `.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`
    const parts: Array<[string, Buffer]> = [
      [target, page.identity],
      [`${target}.gz`, page.gzip],
      [`${target}.br`, page.br],
    ]
    try {
      await fs.promises.mkdir(path.dirname(target), { recursive: true })
      await Promise.all(parts.map(([file, body]) => fs.promises.writeFile(file + stamp, body)))
      // Synchronous from the check to the last rename: an expiry cannot come between them.
      if (cache.holds(key, page)) {
        // The compressed forms first: nginx never finds the page without them.
        for (const [file] of [...parts].reverse()) fs.renameSync(file + stamp, file)
        written.add(key)
      }
    } catch (error) {
      log(`Could not write the page file of ${key}: ${String(error)}`)
    } finally {
      for (const [file] of parts) fs.rmSync(file + stamp, { force: true })
      pending.delete(key)
    }
  }

  return {
    get setName() {
      return setName
    },

    seen(key, page, cache) {
      if (written.has(key) || pending.has(key) || refused.has(page)) return
      const headers = headersFor(key, page)
      if (!headers || !adopt(headers)) {
        refused.add(page)
        return
      }
      pending.add(key)
      void write(key, page, cache)
    },

    expire(pathname) {
      if (pathname === '*') {
        written.clear()
        pending.clear()
        if (!setName) return
        // One rename makes every file of the set disappear at once; deleting them can wait.
        const trash = path.join(dir, `.trash-${process.pid}-${trashCount++}`)
        try {
          fs.renameSync(path.join(dir, setName), trash)
        } catch {
          return
        }
        void fs.promises.rm(trash, { recursive: true, force: true })
        return
      }
      written.delete(pathname)
      pending.delete(pathname)
      if (!setName || !FILE_PATH.test(pathname)) return
      const target = fileOf(pathname)
      for (const file of [target, `${target}.gz`, `${target}.br`]) fs.rmSync(file, { force: true })
    },
  }
}

/** Headers of a kept page besides its type (pageRenderer.ts); anything else keeps it out. */
const KEPT = new Set(['cache-control', 'content-security-policy'])

/** The folders this module makes: a header set's files, and one on its way out. */
const OWN_FOLDER = /^(?:set-[0-9a-f]{16}|\.trash-\d+-\d+)$/

/**
 * Files of an earlier run (its content may have changed while it was stopped) and of other header
 * sets go; the include stays until the first page writes it again, so an nginx reloaded meanwhile
 * keeps a valid configuration. Only folders of its own: a mistyped PAGE_CACHE_DIR loses nothing.
 */
function clearFolder(dir: string) {
  fs.mkdirSync(dir, { recursive: true })
  for (const entry of fs.readdirSync(dir)) {
    if (OWN_FOLDER.test(entry)) fs.rmSync(path.join(dir, entry), { recursive: true, force: true })
  }
}

/** nginx's quoting: a header value in double quotes, with `"` and `\` escaped. */
const quoted = (value: string) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`

function writeInclude(dir: string, setName: string, headers: Record<string, string>) {
  const lines = [
    '# Written by the salon site (src/server/pageFiles.ts) when it keeps its first page.',
    '# nginx reads it at its start and reload (docs/operations.md, „Seiten aus nginx“).',
    `set $salon_page_set ${setName};`,
    'types { }',
    'default_type text/html;',
    'charset utf-8;',
    ...Object.entries(headers).map(([name, value]) => `add_header ${name} ${quoted(value)};`),
    `add_header vary "Accept-Encoding";`,
    `add_header x-page-cache ${FILE_STATE};`,
    '',
  ]
  const file = path.join(dir, NGINX_INCLUDE)
  const text = lines.join('\n')
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return
  fs.writeFileSync(`${file}.tmp`, text)
  fs.renameSync(`${file}.tmp`, file)
  console.log(
    `Page files for nginx: ${file} is new; reload nginx (nginx -s reload) to serve pages from ${dir}.`,
  )
}
