import type { AppointmentRow, OrderRow } from '@/features/accounts'
import type { TicketRow } from '@/features/accounts'
import { APPOINTMENT_STATUSES } from '@/features/booking'
import { EVENT_PATHS } from '@/features/events'
import { TICKET_STATUSES } from '@/features/events'
import { eventWhen } from '@/features/events'
import { formatTicketCode } from '@/features/events'
import { ticketQrSvg } from '@/features/events'
import { BOOKING_PATHS } from '@/features/booking'
import { whenText } from '@/features/booking'
import { manageKeyOf } from '@/features/booking'
import { ORDER_STATUSES, isOrderStatus } from '@/features/shop'
import { SHOP_PATHS } from '@/features/shop'
import { paymentWords } from '@/features/shop'
import { env } from '@/lib/env'
import { formatDate, formatPrice } from '@/lib/format'
import type { Appointment, EventTicket, Order } from '@/payload-types'
import { clock } from '@/lib/clock'

const DAY = 24 * 3600_000
/** 14 days from delivery (§ 355 BGB); the shop does not know the delivery day, so from the last change. */
const WITHDRAWAL_DAYS = 14

/**
 * „Mein Konto“ shows the shop's orders, the booking's appointments and the events' tickets in
 * its own rows: the page,
 * which may know every feature, maps them (features never import each other).
 */
export function orderRow(
  order: Order,
  customerName: string | null | undefined,
  now = clock.ms(),
): OrderRow {
  const status = isOrderStatus(order.status) ? ORDER_STATUSES[order.status] : order.status
  const last = Math.max(Date.parse(order.createdAt), Date.parse(order.updatedAt))
  const open =
    order.status !== 'cancelled' &&
    order.status !== 'withdrawn' &&
    now - last < WITHDRAWAL_DAYS * DAY
  const withdraw = new URLSearchParams({
    order: order.number ?? '',
    email: order.email,
    name:
      customerName || [order.billing?.firstName, order.billing?.lastName].filter(Boolean).join(' '),
    aendern: '1',
  })
  return {
    number: order.number ?? String(order.id),
    date: formatDate(order.createdAt),
    status,
    total: formatPrice(order.totalCents ?? 0),
    payment: paymentWords(order.paymentMethod, order.paymentDetail),
    detailsHref: SHOP_PATHS.order(order.number ?? '', order.accessKey),
    withdrawHref: open ? `${SHOP_PATHS.withdraw}?${withdraw}` : null,
  }
}

export function appointmentRow(appointment: Appointment, now = clock.ms()): AppointmentRow {
  const services = (appointment.services ?? [])
    .map((service) => (typeof service === 'object' ? service.name : null))
    .filter(Boolean)
  const staff = typeof appointment.staffMember === 'object' ? appointment.staffMember.name : null
  return {
    id: appointment.id,
    when: whenText(appointment.start),
    what: [services.join(', ') || 'Termin', staff ? `bei ${staff}` : ''].filter(Boolean).join(' '),
    status:
      APPOINTMENT_STATUSES.find((one) => one.value === appointment.status)?.label ??
      appointment.status,
    href: BOOKING_PATHS.manage(appointment.id, manageKeyOf(env().payloadSecret, appointment)),
    upcoming: Date.parse(appointment.start) > now,
  }
}

export async function ticketRow(ticket: EventTicket, now = clock.ms()): Promise<TicketRow> {
  const event = typeof ticket.event === 'object' ? ticket.event : null
  const live = ticket.status !== 'cancelled'
  return {
    id: ticket.id,
    event: event?.title ?? 'Veranstaltung',
    eventHref: event?.slug ? EVENT_PATHS.detail(event.slug) : EVENT_PATHS.list,
    when: event ? eventWhen(event.start, event.end) : '',
    start: event?.start ?? ticket.createdAt,
    attendee: ticket.attendeeName,
    code: formatTicketCode(ticket.code ?? ''),
    status: TICKET_STATUSES.find((one) => one.value === ticket.status)?.label ?? ticket.status,
    qrSvg: live && ticket.code ? await ticketQrSvg(ticket.code) : null,
    upcoming: event ? Date.parse(event.end) > now : false,
  }
}
