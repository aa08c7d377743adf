/**
 * The addresses Next.js answers with a route of its own rather than the pages' catch-all
 * (`/suche`, later the shop's…), read from the build's `app-path-routes-manifest.json`, so a new
 * route never has to be listed by hand. The front server asks the page lookup only for the rest.
 */
export type AppRoutes = { isAppRoute: (pathname: string) => boolean }

const CATCH_ALL = '/[[...slug]]'

export function appRoutesFrom(manifest: Record<string, string>): AppRoutes {
  const fixed = new Set<string>()
  const prefixes: string[] = []
  for (const route of Object.values(manifest)) {
    if (route === CATCH_ALL) continue
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
  }
}
