import type { Payload } from 'payload'
import { wordpressQueryOf } from '@/contracts/wordpressAddresses'
import { clock } from '@/lib/clock'

/** How old the set may get before it is read again (pages published by another instance). */
const REFRESH_MS = 10_000
/** A change is read again this late too: the hook runs before its transaction commits. */
const AFTER_COMMIT_MS = 2_000

/**
 * The paths of all published pages and redirected old addresses, in memory, so the front server can tell an unknown address
 * without a render (a flood of made-up addresses must not cost a render each). While the set is
 * being (re)read after a change it answers `undefined`, and the page is rendered as usual: a page
 * just published is never answered "not found" by this process.
 */
export function createPagePaths(payload: Payload) {
  let paths: Set<string> | null = null
  let moves = new Map<string, string>()
  let loadedAt = 0
  let generation = 0
  let loading: Promise<void> | null = null

  async function load() {
    const startedIn = generation
    const { docs } = await payload.find({
      collection: 'pages',
      where: { _status: { equals: 'published' } },
      select: { path: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    // Old addresses that redirect are no unknown addresses either: they are rendered (as a 301).
    const moved = await payload.find({
      collection: 'redirects',
      select: { from: true, to: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    if (startedIn !== generation) return
    paths = new Set(
      [...docs.map((doc) => doc.path), ...moved.docs.map((doc) => doc.from)].filter(
        (path): path is string => Boolean(path),
      ),
    )
    // Query forms under their one spelling (`/?tag=%C3%A4`), however an older import wrote them.
    moves = new Map(
      moved.docs.map((doc) => {
        const query = doc.from.startsWith('/?') ? wordpressQueryOf(doc.from.slice(1)) : null
        return [query?.kind === 'address' ? query.key : doc.from, doc.to]
      }),
    )
    loadedAt = clock.ms()
  }

  function refresh() {
    loading ??= load()
      .catch((error: unknown) =>
        payload.logger.warn(`Page paths could not be read: ${(error as Error).message}`),
      )
      .finally(() => {
        loading = null
      })
  }

  function forget() {
    generation += 1
    paths = null
  }

  return {
    lookup(path: string): boolean | undefined {
      if (!paths) {
        refresh()
        return undefined
      }
      if (clock.ms() - loadedAt > REFRESH_MS) refresh()
      return paths.has(path)
    },
    /** Where an old address moved to; waits for the list when it is being read again. */
    async movedTo(address: string): Promise<string | null> {
      if (!paths) {
        refresh()
        await loading
      }
      if (clock.ms() - loadedAt > REFRESH_MS) refresh()
      return moves.get(address) ?? null
    },
    /** A page was saved or deleted. */
    changed() {
      forget()
      setTimeout(forget, AFTER_COMMIT_MS).unref()
    },
  }
}
