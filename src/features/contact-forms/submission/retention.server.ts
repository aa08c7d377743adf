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
    collection: COLLECTIONS.formSubmissions,
    where: { and: [{ form: { equals: formId } }, { createdAt: { less_than: cutoff } }] },
    limit: 500,
    depth: 0,
    overrideAccess: true,
  })
  for (const doc of docs) await deleteSubmission(payload, doc)
  return docs.length
}

/** A submission with what belongs to it: the mails about it and the files sent with it. */
export async function deleteSubmission(
  payload: Payload,
  doc: { id: number; attachments?: unknown },
): Promise<void> {
  await payload.delete({
    collection: COLLECTIONS.mailOutbox,
    where: { submission: { equals: doc.id } },
    overrideAccess: true,
  })
  for (const attachment of (Array.isArray(doc.attachments) ? doc.attachments : []) as Array<
    number | { id: number }
  >)
    await payload.delete({
      collection: COLLECTIONS.formAttachments,
      id: typeof attachment === 'object' ? attachment.id : attachment,
      overrideAccess: true,
    })
  await payload.delete({
    collection: COLLECTIONS.formSubmissions,
    id: doc.id,
    overrideAccess: true,
  })
}
