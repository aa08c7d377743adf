import type { Payload } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'

/** Where the latest mail of a kind to an address is: sent, on its way (retried), or only stored. */
export type MailState = 'sent' | 'queued' | 'stored' | 'none'

/**
 * Read from the outbox, so a page never says „gesendet“ of a mail still waiting (the booking's
 * confirmation, an account's confirmation link).
 */
export async function latestMailState(
  payload: Payload,
  to: string,
  subjectContains: string,
): Promise<MailState> {
  const { docs } = await payload.find({
    collection: COLLECTIONS.mailOutbox,
    where: { and: [{ to: { equals: to } }, { subject: { contains: subjectContains } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    select: { status: true },
    overrideAccess: true,
  })
  if (docs.length === 0) return 'none'
  const status = docs[0]!.status
  return status === 'sent' ? 'sent' : status === 'queued' ? 'queued' : 'stored'
}
