import type { Payload } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import { jsonError } from '@/lib/http'
import { limited, namedLimiter, refusalAnswer } from '@/lib/visitorAnswer'

import { calendarAttachment, manageUrlOf, readSalon, viewOf } from '../mails/bookingMails.server'
import { BOOKING_PATHS } from '../bookingPaths'
import { calendarFile } from '@/lib/calendarFile'
import { findManaged } from '../manage/manage.server'
import { clock } from '@/lib/clock'

const calendar = (body: string, filename: string) =>
  new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'private, no-store',
    },
  })

/** GET /api/booking/calendar/<id>.ics?key=…: „In den Kalender“ for one appointment. */
export async function handleAppointmentIcs(
  request: Request,
  payload: Payload,
  id: string,
): Promise<Response> {
  const tooMany = await limited(request, namedLimiter('booking-ics', 60, 10 * 60_000))
  if (tooMany) return refusalAnswer(request, tooMany, BOOKING_PATHS.start)
  const key = new URL(request.url).searchParams.get('key')
  const appointment = await findManaged(payload, id.replace(/\.ics$/, ''), key)
  if (!appointment) return jsonError(404, 'not_found', 'No appointment for this link.')
  const salon = await readSalon(payload)
  const view = await viewOf(payload, appointment)
  const file = calendarAttachment(view, salon, manageUrlOf(salon, appointment.id, key!))
  return calendar(Buffer.from(file.contentBase64, 'base64').toString('utf8'), 'termin.ics')
}

const FEED_DAYS_BACK = 30
const FEED_DAYS_AHEAD = 370

/**
 * GET /api/booking/feed/<token>.ics: a staff member's appointments as a read-only calendar to
 * subscribe to on a phone. The token is the only key; a renewed one ends the old link.
 */
export async function handleStaffFeed(
  request: Request,
  payload: Payload,
  token: string,
): Promise<Response> {
  const tooMany = await limited(request, namedLimiter('booking-feed', 120, 10 * 60_000))
  if (tooMany) return jsonError(429, 'rate_limited', tooMany.message)
  const secret = token.replace(/\.ics$/, '')
  if (!/^[\w-]{32}$/.test(secret)) return jsonError(404, 'not_found', 'No calendar for this link.')
  const { docs } = await payload.find({
    collection: COLLECTIONS.staffMembers,
    where: { feedToken: { equals: secret } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const member = docs[0]
  if (!member) return jsonError(404, 'not_found', 'No calendar for this link.')
  const now = clock.ms()
  const { docs: appointments } = await payload.find({
    collection: COLLECTIONS.appointments,
    where: {
      staffMember: { equals: member.id },
      status: { not_in: ['cancelled', 'declined'] },
      start: {
        greater_than: new Date(now - FEED_DAYS_BACK * 86_400_000).toISOString(),
        less_than: new Date(now + FEED_DAYS_AHEAD * 86_400_000).toISOString(),
      },
    },
    depth: 1,
    limit: 2000,
    pagination: false,
    sort: 'start',
    overrideAccess: true,
  })
  const salon = await readSalon(payload)
  const host = new URL(salon.siteUrl).hostname
  const entries = appointments.map((appointment) => {
    const services = (appointment.services ?? [])
      .map((service) => (typeof service === 'number' ? '' : service.name))
      .filter(Boolean)
    const blocked = appointment.kind === 'blocked'
    return {
      uid: `${appointment.claimKey ?? appointment.id}@${host}`,
      start: new Date(appointment.start),
      end: new Date(appointment.end ?? appointment.start),
      summary: blocked
        ? `Blockiert${appointment.note ? `: ${appointment.note}` : ''}`
        : `${appointment.customerName ?? 'Termin'} – ${services.join(', ')}`,
      description: blocked
        ? undefined
        : [
            appointment.status === 'requested' ? 'Angefragt, noch nicht bestätigt' : '',
            appointment.customerPhone ? `Telefon: ${appointment.customerPhone}` : '',
            appointment.note ?? '',
          ]
            .filter(Boolean)
            .join('\n'),
      url: `${salon.siteUrl}/admin/collections/appointments/${appointment.id}`,
    }
  })
  return calendar(
    calendarFile(`${salon.name}: ${member.name}`, entries, { feed: true }),
    'kalender.ics',
  )
}
