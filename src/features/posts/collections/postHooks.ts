import type { CollectionBeforeChangeHook } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import { clock } from '@/lib/clock'

/**
 * The date a post shows is the moment it was first published, unless the owner set one; the
 * author shown is the person who wrote it, unless she typed another name.
 */
export const fillAuthorAndDate: CollectionBeforeChangeHook = ({ data, req, originalDoc }) => {
  if (data._status === 'published' && !data.publishedAt && !originalDoc?.publishedAt)
    data.publishedAt = clock.now().toISOString()
  const author = (data.authorName ?? originalDoc?.authorName) as string | null | undefined
  if (!author?.trim() && req.user?.collection === COLLECTIONS.users)
    data.authorName = (req.user as { name?: string | null }).name || null
  return data
}
