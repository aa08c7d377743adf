import type { IncomingHttpHeaders } from 'node:http'

/** Admin, API, framework assets and preview routes: always answered by Next.js as they are. */
const FRAMEWORK_PATHS = /^\/(?:_next|api|admin|next)(?:\/|$)/
/** Draft mode (editors' preview): the full framework runtime, so live preview can refresh. */
const DRAFT_COOKIE = /(?:^|;\s*)__prerender_bypass=/
/** Requests of the client router, which only editors' preview pages have. */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-action']

/**
 * Whether a request asks for a public page, which the front server renders without the client
 * runtime and caches. Files (`/sitemap.xml`, `/robots.txt`, `/icon.png`) and everything above
 * go to Next.js directly.
 */
export function isPublicPageRequest(
  method: string | undefined,
  pathname: string,
  headers: IncomingHttpHeaders,
): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false
  if (FRAMEWORK_PATHS.test(pathname)) return false
  if (/\.[a-z0-9]+$/i.test(pathname)) return false
  if (ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return false
  return !DRAFT_COOKIE.test(headers.cookie ?? '')
}

/**
 * A GET for a file name nothing here serves (`/wp-login.php`, `/.env`, `/backup.tar.gz`): what
 * scanners ask all day. It gets the 404 from memory instead of a framework render.
 */
export function isStrayFile(
  method: string | undefined,
  pathname: string,
  isFileRoute: (pathname: string) => boolean,
): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false
  if (FRAMEWORK_PATHS.test(pathname) || !/\.[a-z0-9]+$/i.test(pathname)) return false
  return !isFileRoute(pathname)
}

/** Whether a page Next.js rendered may be kept and served to every visitor. */
export function isShareable(status: number, headers: Headers): boolean {
  if (status !== 200 && status !== 404) return false
  if (headers.has('set-cookie')) return false
  const cacheControl = headers.get('cache-control') ?? ''
  return /\bs-maxage=\d+/.test(cacheControl) && !/\b(private|no-store)\b/.test(cacheControl)
}

/** Admin pages, editors' previews and draft-mode pages: HTML with the framework's inline runtime. */
export function isFrameworkPage(pathname: string, headers: IncomingHttpHeaders): boolean {
  if (/^\/(?:admin|next)(?:\/|$)/.test(pathname)) return true
  if (/^\/(?:_next|api)(?:\/|$)/.test(pathname) || /\.[a-z0-9]+$/i.test(pathname)) return false
  return DRAFT_COOKIE.test(headers.cookie ?? '')
}
