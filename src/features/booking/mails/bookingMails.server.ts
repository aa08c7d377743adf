import type { Payload } from 'payload'

import type { MailAttachment, OutgoingMail } from '@/contracts/mail'
import { COLLECTIONS } from '@/contracts/slugs'
import { mailTo, readSalon, type Salon } from '@/lib/salonMail'
import type { Appointment, BookingSetting } from '@/payload-types'

import { BOOKING_PATHS } from '../bookingPaths'
import { depositRuleOfBooked, depositWords } from '../deposits/deposit'
import { calendarFile } from '@/lib/calendarFile'
import { relationId } from '@/lib/relationId'

export { mailTo, readSalon, type Salon }

const whenFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})
const clockFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  hour: '2-digit',
  minute: '2-digit',
})

/** „Dienstag, 1. Dezember 2026, 10:15 Uhr“. */
export const whenText = (start: string | Date) =>
  `${whenFormat.format(new Date(start))}, ${clockFormat.format(new Date(start))} Uhr`

/** An appointment with the names of its services and staff member, as mails and pages show it. */
export type AppointmentView = {
  appointment: Appointment
  services: string[]
  staff: string
  minutes: number
}

export async function viewOf(payload: Payload, appointment: Appointment): Promise<AppointmentView> {
  const ids = (appointment.services ?? []).map(relationId)
  const staffId = relationId(appointment.staffMember)
  const [services, staff] = await Promise.all([
    payload.find({
      collection: COLLECTIONS.bookingServices,
      where: { id: { in: ids } },
      depth: 0,
      pagination: false,
      limit: ids.length || 1,
    }),
    payload.findByID({ collection: COLLECTIONS.staffMembers, id: staffId, depth: 0 }),
  ])
  const end = appointment.end ? new Date(appointment.end) : new Date(appointment.start)
  return {
    appointment,
    services: ids.map((id) => services.docs.find((doc) => doc.id === id)?.name ?? 'Leistung'),
    staff: staff.name,
    minutes: Math.round((end.getTime() - new Date(appointment.start).getTime()) / 60_000),
  }
}

export function summaryLines(view: AppointmentView, salon: Salon): string[] {
  const { appointment } = view
  return [
    `Termin: ${whenText(appointment.start)}`,
    `Dauer: etwa ${view.minutes} Minuten`,
    `Leistungen: ${view.services.join(', ')}`,
    `Bei: ${view.staff}`,
    ...(appointment.priceText
      ? [`Preis: ${appointment.priceText} (Richtwert laut Preisliste)`]
      : []),
    ...(salon.address
      ? [
          `Adresse: ${salon.name}, ${salon.address}`,
          `Anfahrt: https://www.openstreetmap.org/search?query=${encodeURIComponent(salon.address)}`,
        ]
      : []),
  ]
}

export function calendarAttachment(
  view: AppointmentView,
  salon: Salon,
  manageUrl?: string,
): MailAttachment {
  const { appointment } = view
  const ics = calendarFile(salon.name, [
    {
      uid: `${appointment.claimKey ?? appointment.id}@${new URL(salon.siteUrl).hostname}`,
      start: new Date(appointment.start),
      end: new Date(appointment.end ?? appointment.start),
      summary: `${view.services.join(', ')} – ${salon.name}`,
      description: [
        `Bei ${view.staff}`,
        depositWords(appointment),
        manageUrl ? `Ändern oder absagen: ${manageUrl}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
      location: salon.address ? `${salon.name}, ${salon.address}` : salon.name,
      ...(manageUrl ? { url: manageUrl } : {}),
      cancelled: appointment.status === 'cancelled' || appointment.status === 'declined',
    },
  ])
  return {
    filename: 'termin.ics',
    contentType: 'text/calendar; charset=utf-8',
    contentBase64: Buffer.from(ics).toString('base64'),
  }
}

/**
 * The deposit in her mail: how much, paid with what, refunded; while the appointment stands,
 * what becomes of it on a cancellation or a no-show.
 */
function depositLines(appointment: Appointment, ends: boolean, keptOnNoShow: boolean): string[] {
  const words = depositWords(appointment)
  if (!words) return []
  const rule = ends ? '' : depositRuleOfBooked(appointment, keptOnNoShow)
  return [words, ...(rule ? [rule] : [])]
}

export type CustomerMailKind =
  | 'booked'
  | 'requested'
  | 'confirmed'
  | 'declined'
  | 'moved'
  | 'cancelledBySalon'
  | 'cancelledByCustomer'
  | 'reminder'

const SUBJECTS: Record<CustomerMailKind, string> = {
  booked: 'Ihr Termin ist gebucht',
  requested: 'Ihre Terminanfrage ist eingegangen',
  confirmed: 'Ihr Termin ist bestätigt',
  declined: 'Ihre Terminanfrage: leider nicht möglich',
  moved: 'Ihr Termin wurde verlegt',
  cancelledBySalon: 'Ihr Termin wurde abgesagt',
  cancelledByCustomer: 'Ihr Termin ist abgesagt',
  reminder: 'Erinnerung an Ihren Termin',
}

const INTROS: Record<CustomerMailKind, string> = {
  booked: 'vielen Dank für Ihre Buchung. Ihr Termin ist verbindlich eingetragen.',
  requested:
    'vielen Dank für Ihre Terminanfrage. Sie ist angefragt, aber noch nicht bestätigt: Wir melden uns mit einer Bestätigung.',
  confirmed: 'wir haben Ihre Terminanfrage bestätigt. Wir freuen uns auf Sie.',
  declined:
    'leider können wir Ihre Terminanfrage nicht annehmen. Bitte wählen Sie eine andere Zeit oder rufen Sie uns an.',
  moved: 'Ihr Termin wurde verlegt. Es gilt die neue Zeit:',
  cancelledBySalon:
    'leider müssen wir Ihren Termin absagen. Bitte buchen Sie eine andere Zeit oder rufen Sie uns an.',
  cancelledByCustomer: 'Ihr Termin ist wie gewünscht abgesagt.',
  reminder: 'wir erinnern Sie an Ihren Termin:',
}

/** A mail to the customer about an appointment; `manageUrl` only while change is still possible. */
export function customerMail(
  kind: CustomerMailKind,
  view: AppointmentView,
  salon: Salon,
  settings: Pick<BookingSetting, 'confirmationText' | 'reminderText'> &
    Partial<Pick<BookingSetting, 'keepDepositOnNoShow'>>,
  manageUrl?: string,
  /** Why the salon cancelled, in its own words. */
  reason?: string,
): OutgoingMail | null {
  const to = view.appointment.customerEmail
  if (!to) return null
  const ends = kind === 'declined' || kind.startsWith('cancelled')
  const extra =
    kind === 'reminder'
      ? settings.reminderText
      : kind === 'booked' || kind === 'confirmed'
        ? settings.confirmationText
        : ''
  const lines = [
    `Guten Tag ${view.appointment.customerName ?? ''},`.replace(' ,', ','),
    '',
    INTROS[kind],
    '',
    ...(reason ? [`Grund: ${reason}`, ''] : []),
    ...summaryLines(view, salon),
    ...depositLines(view.appointment, ends, settings.keepDepositOnNoShow !== false),
    '',
    ...(manageUrl && !ends ? [`Termin ansehen, ändern oder absagen: ${manageUrl}`, ''] : []),
    ...(!ends && salon.phone ? [`Kurzfristig erreichen Sie uns unter ${salon.phone}.`, ''] : []),
    ...(extra ? [extra, ''] : []),
    `${salon.name}`,
    salon.siteUrl,
  ]
  const attachments =
    ends || kind === 'requested' ? undefined : [calendarAttachment(view, salon, manageUrl)]
  return mailTo(
    salon,
    to,
    `${SUBJECTS[kind]}: ${whenText(view.appointment.start)}`,
    lines,
    attachments,
  )
}

/** The salon's notice of a new online booking or request, with a link into the admin. */
export function salonNotice(
  view: AppointmentView,
  salon: Salon,
  headline: string,
): OutgoingMail | null {
  if (!salon.email) return null
  const { appointment } = view
  return mailTo(
    salon,
    salon.email,
    `${headline}: ${whenText(appointment.start)}, ${appointment.customerName}`,
    [
      `${headline}.`,
      '',
      ...summaryLines(view, salon).slice(0, 5),
      ...(depositWords(view.appointment) ? [depositWords(view.appointment)] : []),
      '',
      `Name: ${appointment.customerName}`,
      `E-Mail: ${appointment.customerEmail ?? ''}`,
      `Telefon: ${appointment.customerPhone ?? ''}`,
      ...(appointment.note ? [`Notiz: ${appointment.note}`] : []),
      '',
      `Im Admin: ${salon.siteUrl}/admin/collections/appointments/${appointment.id}`,
    ],
  )
}

export const manageUrlOf = (salon: Salon, id: number, key: string) =>
  `${salon.siteUrl}${BOOKING_PATHS.manage(id, key)}`
