import type { Payload, TaskConfig } from 'payload'
import { clock } from '@/lib/clock'

/** How long a deleted page can be restored from the trash. */
export const TRASH_DAYS = 30

/**
 * Drafts that never got a title (from before the admin stored pages only once they had one)
 * and are older than a day: nobody is working on them, and they litter the page list.
 */
export async function purgeUntitledDrafts(payload: Payload, now = clock.ms()): Promise<number> {
  const { docs } = await payload.delete({
    collection: 'pages',
    where: {
      and: [
        { or: [{ title: { exists: false } }, { title: { equals: '' } }] },
        { _status: { equals: 'draft' } },
        { createdAt: { less_than: new Date(now - 86_400_000).toISOString() } },
      ],
    },
    overrideAccess: true,
  })
  if (docs.length > 0) payload.logger.info(`Pages: ${docs.length} untitled drafts deleted`)
  return docs.length
}

/** Daily: pages in the trash for longer than {@link TRASH_DAYS} are deleted for good. */
export const purgeTrashedPages: TaskConfig = {
  slug: 'purgeTrashedPages',
  label: 'Papierkorb leeren (Seiten älter als 30 Tage)',
  schedule: [{ cron: '0 41 3 * * *', queue: 'default' }],
  outputSchema: [{ name: 'deleted', type: 'number' }],
  handler: async ({ req }) => {
    const cutoff = new Date(clock.ms() - TRASH_DAYS * 86_400_000).toISOString()
    const { docs } = await req.payload.delete({
      collection: 'pages',
      where: { deletedAt: { less_than: cutoff } },
      trash: true,
      overrideAccess: true,
      req,
    })
    if (docs.length > 0)
      req.payload.logger.info(`Trash: ${docs.length} pages older than ${TRASH_DAYS} days deleted`)
    const untitled = await purgeUntitledDrafts(req.payload)
    return { output: { deleted: docs.length + untitled } }
  },
}
