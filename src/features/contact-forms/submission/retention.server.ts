import type { Payload } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'

/** Deletes this form's submissions (and their mails) older than its retention period. */
export async function purgeExpired(
  payload: Payload,
  formId: number,
  retentionDays: number,
  now: number,
) {
  const cutoff = new Date(now - retentionDays * 24 * 60 * 60 * 1000).toISOString()
  const { docs } = await payload.find({
    collection: 'form-submissions',
    where: { and: [{ form: { equals: formId } }, { createdAt: { less_than: cutoff } }] },
    limit: 500,
    depth: 0,
    overrideAccess: true,
  })
  for (const doc of docs) {
    await payload.delete({
      collection: COLLECTIONS.mailOutbox,
      where: { submission: { equals: doc.id } },
      overrideAccess: true,
    })
    for (const attachment of (doc.attachments ?? []) as Array<number | { id: number }>)
      await payload.delete({
        collection: 'form-attachments',
        id: typeof attachment === 'object' ? attachment.id : attachment,
        overrideAccess: true,
      })
    await payload.delete({ collection: 'form-submissions', id: doc.id, overrideAccess: true })
  }
  return docs.length
}
