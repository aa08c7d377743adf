/**
 * The addresses Next.js answers with a route of its own rather than the pages' catch-all
 * (`/suche`, later the shop's…), read from the build's `app-path-routes-manifest.json`, so a new
 * route never has to be listed by hand. The front server asks the page lookup only for the rest.
 * File routes (`/sitemap.xml`, the icon, a booking's `tickets.pdf`) are told apart: every other
 * address ending in a file name (`/wp-login.php`, `/.env`) is nothing here and gets the 404 from
 * memory, never a render.
 */
export type AppRoutes = {
  isAppRoute: (pathname: string) => boolean
  isFileRoute: (pathname: string) => boolean
  /** The site's own endpoints under `/api` (route handlers), not Payload's REST API. */
  isOwnEndpoint: (pathname: string) => boolean
}

const CATCH_ALL = '/[[...slug]]'
/** Payload's REST API: everything under /api that no route of the site's own answers. */
const PAYLOAD_API = '/api/[...slug]'

/** `/veranstaltungen/buchung/[key]/tickets.pdf` → a pattern with one segment for `[key]`. */
function routePattern(route: string): RegExp {
  const source = route
    .split('/')
    .map((segment) =>
      segment.startsWith('[[...') || segment.startsWith('[...')
        ? '.+'
        : segment.startsWith('[')
          ? '[^/]+'
          : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/')
  return new RegExp(`^${source}$`)
}

export function appRoutesFrom(manifest: Record<string, string>): AppRoutes {
  const fixed = new Set<string>()
  const prefixes: string[] = []
  const files: RegExp[] = []
  const endpoints: RegExp[] = []
  for (const route of Object.values(manifest)) {
    if (route === CATCH_ALL) continue
    if (/\.[a-z0-9]+$/i.test(route)) files.push(routePattern(route))
    if (route.startsWith('/api/') && route !== PAYLOAD_API) endpoints.push(routePattern(route))
    const dynamicAt = route.indexOf('[')
    if (dynamicAt < 0) fixed.add(route)
    else {
      prefixes.push(route.slice(0, dynamicAt))
      // An optional catch-all (`/shop/[[...slug]]`) also answers its own base (`/shop`).
      if (route.startsWith('[[...', dynamicAt)) fixed.add(route.slice(0, dynamicAt - 1) || '/')
    }
  }
  return {
    isAppRoute: (pathname) =>
      fixed.has(pathname) || prefixes.some((prefix) => pathname.startsWith(prefix)),
    isFileRoute: (pathname) => files.some((pattern) => pattern.test(pathname)),
    isOwnEndpoint: (pathname) => endpoints.some((pattern) => pattern.test(pathname)),
  }
}

/** Development lists no routes: every address goes to Next.js, which compiles on demand. */
export const ALL_ROUTES: AppRoutes = {
  isAppRoute: () => true,
  isFileRoute: () => true,
  isOwnEndpoint: () => true,
}
