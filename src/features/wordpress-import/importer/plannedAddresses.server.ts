import type { Payload, PayloadRequest } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'

import { eventIsListed } from '../events/tribeEvents'
import { pagePaths, postSlugs } from './addresses'
import { ownPagePaths, ownSlugs } from './apply.server'
import { IMPORTED_STATUSES } from './content.server'
import type { ExportScan, ItemSummary } from './scan'

/** Words under /veranstaltungen that are no event's address (RESERVED_EVENT_SLUGS of the events feature). */
const RESERVED_EVENT_SLUGS = new Set(['vergangen', 'buchung'])

export const without = (values: Set<string>, removed: ReadonlySet<string>) =>
  new Set([...values].filter((value) => !removed.has(value)))

/**
 * The new address of everything the import brings: pages under their parents, posts, products,
 * works and events by slug, each beside the site's own (`removed`: what the demo held, free in a
 * dry run too).
 */
export async function plannedAddresses(
  payload: Payload,
  req: PayloadRequest,
  scan: ExportScan,
  {
    pages,
    homeId,
    removed,
  }: { pages: ItemSummary[]; homeId?: number; removed: ReadonlySet<string> },
) {
  const existing = without(await ownPagePaths(payload, req), removed)
  const paths = pagePaths(pages, (candidate) => existing.has(candidate), homeId)
  const slugsOf = async (
    type: string,
    collection: Parameters<typeof ownSlugs>[2],
    reserved?: ReadonlySet<string>,
  ) =>
    postSlugs(
      [...scan.items.values()].filter(
        (item) => item.type === type && (type !== 'post' || IMPORTED_STATUSES.has(item.status)),
      ),
      without(await ownSlugs(payload, req, collection), removed),
      reserved,
    )
  const slugs = {
    post: await slugsOf('post', COLLECTIONS.posts),
    product: await slugsOf('product', COLLECTIONS.products, new Set()),
    work: await slugsOf('avada_portfolio', COLLECTIONS.portfolio, new Set(['kategorie'])),
    event: await slugsOf('tribe_events', COLLECTIONS.events, RESERVED_EVENT_SLUGS),
  }
  const addressOf = (item: ItemSummary): string | undefined => {
    switch (item.type) {
      case 'page':
        return paths.get(item.id)?.path
      case 'product':
        return `/shop/${slugs.product.get(item.id)}`
      case 'avada_portfolio':
        return `/portfolio/${slugs.work.get(item.id)}`
      case 'tribe_events':
        return eventIsListed(item, scan)
          ? `/veranstaltungen/${slugs.event.get(item.id)}`
          : undefined
      default:
        return `/aktuelles/${slugs.post.get(item.id)}`
    }
  }
  return { existing, paths, slugs, addressOf }
}
