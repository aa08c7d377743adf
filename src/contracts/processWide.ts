/**
 * One value per Node.js process. The front server (src/server/) and the Next.js bundle load their
 * own copies of every module, and Next.js may evaluate a module once per route bundle; a value
 * that must be one for the whole process (a Redis connection, the search index, a service one
 * side offers the other) is kept on a process-wide symbol. This file is the only place that
 * does it (ESLint refuses `Symbol.for` elsewhere), so every such value is listed in one place:
 * `processServices.ts` for services between the two sides, `processWide()` callers for state.
 */
export function processWide<T>(name: string, create: () => T): T {
  const key = Symbol.for(`salon.${name}`)
  const holder = globalThis as Record<symbol, unknown>
  if (!(key in holder)) holder[key] = create()
  return holder[key] as T
}
