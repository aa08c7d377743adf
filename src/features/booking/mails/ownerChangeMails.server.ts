import type { CollectionAfterChangeHook } from 'payload'

import { mailService } from '@/contracts/mail'
import { GLOBALS } from '@/contracts/slugs'
import type { Appointment } from '@/payload-types'

import { isOpen } from '../appointmentStatus'
import {
  customerMail,
  manageUrlOf,
  readSalon,
  viewOf,
  type CustomerMailKind,
} from './bookingMails.server'
import { manageKeyOf } from '../manage/manageKey.server'
import { relationId } from '@/lib/relationId'

const staffOf = (doc: Pick<Appointment, 'staffMember'>) => relationId(doc.staffMember)

/** What the customer must hear of a change the salon made, if anything. */
export function ownerChangeKind(
  doc: Appointment,
  previous: Appointment | undefined,
): CustomerMailKind | null {
  if (!previous)
    return isOpen(doc.status) ? (doc.status === 'requested' ? 'requested' : 'booked') : null
  if (doc.status !== previous.status) {
    if (doc.status === 'confirmed' && previous.status === 'requested') return 'confirmed'
    if (doc.status === 'declined') return 'declined'
    if (doc.status === 'cancelled') return 'cancelledBySalon'
    return null
  }
  const moved = doc.start !== previous.start || staffOf(doc) !== staffOf(previous)
  return moved && isOpen(doc.status) ? 'moved' : null
}

/**
 * The salon's own changes in the admin (a phone booking, a move, a cancellation, confirming or
 * declining a request) reach the customer by mail; changes she made herself are mailed by the
 * booking endpoints (context `byCustomer`).
 */
export const mailOwnerChanges: CollectionAfterChangeHook<Appointment> = async ({
  doc,
  previousDoc,
  operation,
  req,
  context,
}) => {
  if (context.byCustomer || !req.user || doc.kind !== 'appointment' || !doc.customerEmail)
    return doc
  const kind = ownerChangeKind(doc, operation === 'create' ? undefined : previousDoc)
  if (!kind) return doc
  try {
    const salon = await readSalon(req.payload)
    const settings = await req.payload.findGlobal({ slug: GLOBALS.bookingSettings, depth: 0, req })
    const view = await viewOf(req.payload, doc)
    const link = isOpen(doc.status)
      ? manageUrlOf(salon, doc.id, manageKeyOf(req.payload.secret, doc))
      : undefined
    const reason = typeof context.cancelReason === 'string' ? context.cancelReason : undefined
    const mail = customerMail(kind, view, salon, settings, link, reason)
    if (mail) await mailService(req.payload).send(req.payload, [mail])
  } catch (error) {
    req.payload.logger.error(
      `Appointment ${doc.id}: mail to the customer could not be stored: ${String(error)}`,
    )
  }
  return doc
}
