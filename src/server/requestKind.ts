import { timingSafeEqual } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'

import { cookieValue } from '@/lib/cookies'

/** A path of letters, digits, `-`, `_` and `/` only is its own canonical form (no query). */
export const PLAIN_PATH = /^\/[\w\-/]*$/

/** Admin, API, framework assets and preview routes: always answered by Next.js as they are. */
const FRAMEWORK_PATHS = /^\/(?:_next|api|admin|next)(?:\/|$)/
/** Draft mode (editors' preview): the full framework runtime, so live preview can refresh. */
const DRAFT_COOKIE = '__prerender_bypass'

/**
 * Whether a request is in draft mode as Next.js itself decides it: the cookie holds the build's
 * preview id, which only `/next/preview` hands out, and only to staff (previewEntry.ts). A
 * made-up cookie is ignored, so it gets the cached page and the 404 anyone gets (issue 56).
 * `previewModeId` undefined (development, where every page is rendered anyway): the cookie's
 * presence.
 */
export function isDraftRequest(headers: IncomingHttpHeaders, previewModeId?: string): boolean {
  const value = cookieValue(headers.cookie, DRAFT_COOKIE)
  if (value === null || value === undefined) return false
  if (previewModeId === undefined) return true
  const given = Buffer.from(value)
  const expected = Buffer.from(previewModeId)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * Whether a request asks for a public page, which the front server renders without the client
 * runtime and caches. Files (`/sitemap.xml`, `/robots.txt`, `/icon.png`) and everything above
 * go to Next.js directly, and so does every page in draft mode (`draft`, isDraftRequest). The
 * client router's headers (`rsc`, `next-router-prefetch`, …) mean nothing without draft mode: only
 * editors' preview pages have that router, and a visitor sending them gets the cached page.
 */
export function isPublicPageRequest(
  method: string | undefined,
  pathname: string,
  draft = false,
): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false
  if (FRAMEWORK_PATHS.test(pathname)) return false
  if (/\.[a-z0-9]+$/i.test(pathname)) return false
  return !draft
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
export function isFrameworkPage(pathname: string, draft: boolean): boolean {
  if (/^\/(?:admin|next)(?:\/|$)/.test(pathname)) return true
  if (/^\/(?:_next|api)(?:\/|$)/.test(pathname) || /\.[a-z0-9]+$/i.test(pathname)) return false
  return draft
}
