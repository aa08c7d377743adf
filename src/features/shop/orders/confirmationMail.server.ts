import type { Payload } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import type { Order } from '@/payload-types'

/** Where an order's confirmation mail is: sent, on its way (retried), or only stored. */
export type MailState = 'sent' | 'queued' | 'stored'

/**
 * The confirmation page says what is true of the mail, read from the outbox: „gesendet“ only
 * for a mail the server took, „unterwegs“ while it is retried, „gespeichert“ while no mail server
 * is set up or the mail failed for good.
 */
export async function confirmationMailState(payload: Payload, order: Order): Promise<MailState> {
  const { docs } = await payload.find({
    collection: COLLECTIONS.mailOutbox,
    where: {
      and: [
        { to: { equals: order.email } },
        { subject: { contains: `Bestellung ${order.number} ` } },
      ],
    },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    select: { status: true },
    overrideAccess: true,
  })
  const status = docs[0]?.status
  return status === 'sent' ? 'sent' : status === 'queued' ? 'queued' : 'stored'
}
