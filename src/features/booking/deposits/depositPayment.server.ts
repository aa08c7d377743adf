import type { CollectionAfterChangeHook, Payload } from 'payload'

import { onlinePayments, type PaymentHandling } from '@/contracts/onlinePayments'
import { COLLECTIONS, GLOBALS } from '@/contracts/slugs'
import { refusal, type VisitorRefusal } from '@/lib/visitorAnswer'
import type { Appointment } from '@/payload-types'

import { isOpen } from '../appointmentStatus'
import { mailNewBooking } from '../mails/newBookingMail.server'
import { manageKeyOf } from '../manage/manageKey.server'
import { manageUrlOf, readSalon, whenText } from '../mails/bookingMails.server'
import { DEPOSIT_HOLD_MINUTES } from './deposit'
import { clock } from '@/lib/clock'

const quiet = { disableRevalidate: true, byCustomer: true }

async function appointmentOf(payload: Payload, reference: string) {
  const id = Number(reference)
  if (!Number.isInteger(id)) return null
  return payload
    .findByID({ collection: COLLECTIONS.appointments, id, depth: 0, overrideAccess: true })
    .catch(() => null)
}

const setStatus = (payload: Payload, appointment: Appointment, data: Partial<Appointment>) =>
  payload.update({
    collection: COLLECTIONS.appointments,
    id: appointment.id,
    data,
    depth: 0,
    overrideAccess: true,
    context: quiet,
  })

/**
 * Starts the deposit's payment at Mollie and returns its page. If Mollie cannot be reached the
 * held time is given back at once and the visitor told so: nothing is booked that is not paid.
 */
export async function startDeposit(
  payload: Payload,
  appointment: Appointment,
  key: string,
): Promise<{ url: string } | VisitorRefusal> {
  const salon = await readSalon(payload)
  try {
    const started = await onlinePayments(payload)!.start(payload, {
      purpose: 'booking',
      reference: String(appointment.id),
      amountCents: appointment.depositCents ?? 0,
      description: `${salon.name}, Anzahlung Termin ${whenText(appointment.start)}`,
      returnUrl: manageUrlOf(salon, appointment.id, key),
      holdMinutes: DEPOSIT_HOLD_MINUTES,
    })
    return { url: started.checkoutUrl }
  } catch (error) {
    payload.logger.error(`Appointment ${appointment.id}: deposit not started: ${String(error)}`)
    await setStatus(payload, appointment, { status: 'cancelled' })
    return refusal(
      503,
      'payment_unavailable',
      'The payment provider cannot be reached; nothing was booked.',
      'Die Bezahlseite ist gerade nicht erreichbar, deshalb ist der Termin nicht gebucht. Bitte versuchen Sie es in ein paar Minuten noch einmal.',
    )
  }
}

/** Gives what is left of a paid deposit back through Mollie. */
async function refundDeposit(payload: Payload, appointment: Appointment, reason: string) {
  const service = onlinePayments(payload)
  const payment = await service?.latest(payload, 'booking', String(appointment.id))
  const left = (payment?.amountCents ?? 0) - (payment?.refundedCents ?? 0)
  if (!service || !payment || payment.status !== 'paid' || left <= 0) return
  const result = await service.refund(payload, {
    paymentId: payment.id,
    cents: left,
    reason,
    by: 'automatisch',
  })
  if (!result.ok)
    payload.logger.error(`Appointment ${appointment.id}: deposit refund failed: ${result.message}`)
}

/**
 * What Mollie's word does to a held time: paid books it (mails now); failed, cancelled or expired
 * frees it. Paid after the hold ran out (the time is free again): the deposit goes straight back.
 */
export const bookingPaymentHandling: PaymentHandling = {
  async statusChanged(payload, state) {
    const appointment = await appointmentOf(payload, state.reference)
    if (!appointment) return
    const held = appointment.status === 'awaitingDeposit'
    if (state.status === 'paid' && held) {
      const settings = await payload.findGlobal({ slug: GLOBALS.bookingSettings, depth: 0 })
      const booked = await setStatus(payload, appointment, {
        status: settings.mode === 'request' ? 'requested' : 'confirmed',
        depositPaid: state.methodLabel,
      })
      await mailNewBooking(payload, booked, manageKeyOf(payload.secret, booked), settings)
    } else if (state.status === 'paid' && !isOpen(appointment.status))
      return { unexpected: 'Termin nicht gebucht: Zeit abgelaufen.' }
    else if (['failed', 'canceled', 'expired'].includes(state.status) && held)
      await setStatus(payload, appointment, { status: 'cancelled' })
  },
  async refunded(payload, state) {
    const appointment = await appointmentOf(payload, state.reference)
    if (appointment)
      await setStatus(payload, appointment, { depositRefundedCents: state.refundedCents })
  },
  adminPath: (reference) => `/admin/collections/appointments/${reference}`,
}

/**
 * A paid deposit goes back when the appointment ends without the customer's fault: cancelled
 * (by her in time, the only way her link allows, or by the salon) or declined; after a no-show
 * only when the owner does not keep it. Started after the save, outside its transaction: the
 * refund writes this appointment again.
 */
export const refundDepositOnEnd: CollectionAfterChangeHook<Appointment> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !doc.depositPaid || doc.status === previousDoc?.status) return doc
  if (!isOpen(previousDoc?.status)) return doc
  const { payload } = req
  const ends = doc.status === 'cancelled' || doc.status === 'declined'
  const keep =
    doc.status === 'noShow' &&
    (await payload.findGlobal({ slug: GLOBALS.bookingSettings, depth: 0, req }))
      .keepDepositOnNoShow !== false
  if (!ends && (doc.status !== 'noShow' || keep)) return doc
  const reason = doc.status === 'noShow' ? 'Anzahlung erstattet' : 'Termin abgesagt'
  setTimeout(() => {
    refundDeposit(payload, doc, reason).catch((error: unknown) =>
      payload.logger.error(`Appointment ${doc.id}: deposit refund failed: ${String(error)}`),
    )
  }, 0)
  return doc
}

/**
 * Times held for a deposit longer than 15 minutes: Mollie is asked once more, and what is still
 * not paid is freed (a payment that comes later is refunded by the handling above).
 */
export async function releaseUnpaidDeposits(payload: Payload, now = clock.now()): Promise<number> {
  const before = new Date(now.getTime() - DEPOSIT_HOLD_MINUTES * 60_000).toISOString()
  const { docs } = await payload.find({
    collection: COLLECTIONS.appointments,
    where: { status: { equals: 'awaitingDeposit' }, createdAt: { less_than: before } },
    depth: 0,
    limit: 50,
    overrideAccess: true,
  })
  let released = 0
  for (const appointment of docs) {
    const service = onlinePayments(payload)
    const payment = await service?.latest(payload, 'booking', String(appointment.id))
    if (payment) await service?.sync(payload, payment.mollieId).catch(() => null)
    const now = await appointmentOf(payload, String(appointment.id))
    if (now?.status !== 'awaitingDeposit') continue
    await setStatus(payload, now, { status: 'cancelled' })
    released += 1
  }
  return released
}

/**
 * The visitor is back from Mollie, maybe before its webhook: Mollie is asked once, so the page
 * tells what became of the deposit. Returns the appointment as it is now.
 */
export async function settleDepositOnReturn(payload: Payload, appointment: Appointment) {
  if (appointment.status !== 'awaitingDeposit') return appointment
  const service = onlinePayments(payload)
  const payment = await service?.latest(payload, 'booking', String(appointment.id))
  if (!service || !payment) return appointment
  await service.sync(payload, payment.mollieId).catch(() => null)
  return (await appointmentOf(payload, String(appointment.id))) ?? appointment
}
