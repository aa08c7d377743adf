import type { Payload, PayloadRequest } from 'payload'

import { mailService } from '@/contracts/mail'
import { COLLECTIONS } from '@/contracts/slugs'
import { readSalon } from '@/lib/salonMail'

import { waitlistOfferMail } from '../eventMails.server'
import { clock } from '@/lib/clock'

type InRequest = Pick<PayloadRequest, 'transactionID'>

/**
 * A place came free: the next `count` people on the waiting list who were not told yet get a
 * mail. The place is not held for them; whoever books first gets it (as a salon does by phone).
 */
export async function offerFreedPlaces(
  payload: Payload,
  event: number,
  ticketType: string,
  count: number,
  req?: InRequest,
): Promise<number> {
  const { docs } = await payload.find({
    collection: COLLECTIONS.eventWaitlist,
    where: {
      and: [
        { event: { equals: event } },
        { ticketType: { equals: ticketType } },
        { notifiedAt: { exists: false } },
      ],
    },
    sort: 'createdAt',
    limit: count,
    depth: 0,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  if (docs.length === 0) return 0
  const [salon, doc] = await Promise.all([
    readSalon(payload),
    payload.findByID({
      collection: COLLECTIONS.events,
      id: event,
      depth: 0,
      ...(req ? { req } : {}),
    }),
  ])
  const now = clock.now().toISOString()
  for (const entry of docs)
    await payload.update({
      collection: COLLECTIONS.eventWaitlist,
      id: entry.id,
      data: { notifiedAt: now },
      overrideAccess: true,
      ...(req ? { req } : {}),
    })
  await mailService(payload).send(
    payload,
    docs.map((entry) => waitlistOfferMail(salon, doc, entry.name, entry.email)),
  )
  return docs.length
}
