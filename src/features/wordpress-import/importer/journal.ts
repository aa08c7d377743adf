import type { CollectionSlug, GlobalSlug, Payload, PayloadRequest } from 'payload'

type Entry =
  | { kind: 'global'; slug: GlobalSlug; before: Record<string, unknown> }
  | { kind: 'created'; collection: CollectionSlug; id: number | string }
  | {
      kind: 'updated'
      collection: CollectionSlug
      id: number | string
      before: Record<string, unknown>
    }

/**
 * What an import wrote, to undo it where the database gives no transaction (Payload runs SQLite
 * without them): on an error, created documents are deleted and updated ones get their earlier
 * fields back, newest first, so the site is as it was.
 */
export class ImportJournal {
  private entries: Entry[] = []

  created(collection: CollectionSlug, id: number | string) {
    this.entries.push({ kind: 'created', collection, id })
  }

  updated(collection: CollectionSlug, id: number | string, before: Record<string, unknown>) {
    this.entries.push({ kind: 'updated', collection, id, before })
  }

  global(slug: GlobalSlug, before: Record<string, unknown>) {
    this.entries.push({ kind: 'global', slug, before })
  }

  async undo(payload: Payload, req: PayloadRequest) {
    for (const entry of this.entries.reverse()) {
      try {
        if (entry.kind === 'global')
          await payload.updateGlobal({ slug: entry.slug, data: entry.before as never, req })
        else if (entry.kind === 'created')
          await payload.delete({
            collection: entry.collection,
            id: entry.id,
            req,
            overrideAccess: true,
          })
        else
          await payload.update({
            collection: entry.collection,
            id: entry.id,
            data: entry.before as never,
            req,
            overrideAccess: true,
          })
      } catch (error) {
        payload.logger.error(
          `Import rollback: ${entry.kind === 'global' ? entry.slug : `${entry.collection} ${String(entry.id)}`} could not be restored: ${(error as Error).message}`,
        )
      }
    }
    this.entries = []
  }
}

const KEY = 'wordpressImportJournal'

export const journalOf = (req: PayloadRequest): ImportJournal | undefined =>
  req.context[KEY] as ImportJournal | undefined

export const attachJournal = (req: PayloadRequest, journal: ImportJournal) => {
  req.context[KEY] = journal
}
