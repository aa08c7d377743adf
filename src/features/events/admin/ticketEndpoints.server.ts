import type { Endpoint, Payload } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import { shopSales } from '@/contracts/ticketSales'
import { isStaffRequest } from '@/lib/access'
import { csvDocument } from '@/lib/csv'
import { jsonError } from '@/lib/http'
import { claimRow } from '@/lib/payload/claimRow'
import type { EventTicket } from '@/payload-types'

import { TICKET_STATUSES } from '../eventStatus'
import type { CheckInResult } from './checkInResult'
import { formatTicketCode, normaliseTicketCode } from '../ticketCodes'

const forbidden = () => jsonError(403, 'forbidden', 'Only staff may do this.')

function viewOf(ticket: EventTicket, checkedInAt: string | null): CheckInResult['ticket'] {
  const event = typeof ticket.event === 'object' ? ticket.event.title : ''
  return {
    code: formatTicketCode(ticket.code ?? ''),
    attendeeName: ticket.attendeeName,
    ticketTypeName: ticket.ticketTypeName ?? '',
    event,
    checkedInAt,
  }
}

/**
 * Paid at the door. A ticket of a shop order is paid with its order: the order becomes „bezahlt“
 * (so the owner's books agree), which makes all its tickets valid through the order's hook.
 */
async function payAtTheDoor(payload: Payload, ticket: EventTicket) {
  const shop = shopSales(payload)
  if (ticket.orderNumber && shop && (await shop.orderPaid(payload, ticket.orderNumber))) return
  await payload.update({
    collection: COLLECTIONS.eventTickets,
    id: ticket.id,
    data: { status: 'valid' },
    overrideAccess: true,
  })
}

/**
 * POST /api/event-tickets/check-in `{code}`: the door. A valid ticket is marked once (a
 * conditional update, so two phones scanning the same code at once admit it once); every other
 * answer says why not.
 */
export const checkInEndpoint: Endpoint = {
  path: '/check-in',
  method: 'post',
  handler: async (req) => {
    if (!isStaffRequest(req)) return forbidden()
    const body = (await req.json?.().catch(() => null)) as {
      code?: unknown
      paid?: unknown
    } | null
    const code = typeof body?.code === 'string' ? normaliseTicketCode(body.code) : null
    if (!code)
      return jsonError(400, 'invalid_code', 'Send {"code": "<ticket code>", "paid"?: true}.')
    const { docs } = await req.payload.find({
      collection: COLLECTIONS.eventTickets,
      where: { code: { equals: code } },
      depth: 1,
      limit: 1,
      pagination: false,
      overrideAccess: true,
    })
    const ticket = docs[0]
    // A ticket still waiting in a cart was never issued: no code of it has been handed out.
    if (!ticket || ticket.status === 'held')
      return Response.json({ result: 'unknown' } satisfies CheckInResult)
    // Paid at the door: the ticket becomes valid, then is checked in like any other.
    if (ticket.status === 'unpaid' && body?.paid === true) {
      await payAtTheDoor(req.payload, ticket)
      req.payload.logger.info(`Event ticket ${ticket.id} paid at the door`)
    } else if (ticket.status === 'cancelled' || ticket.status === 'unpaid')
      return Response.json({
        result: ticket.status,
        ticket: viewOf(ticket, ticket.checkedInAt ?? null),
      } satisfies CheckInResult)
    const now = new Date().toISOString()
    const admitted = await claimRow(req.payload, {
      table: 'event_tickets',
      id: ticket.id,
      expect: { checked_in_at: null },
      set: { checked_in_at: now },
    })
    if (admitted) req.payload.logger.info(`Event ticket ${ticket.id} checked in`)
    const current = admitted
      ? now
      : ((
          await req.payload.findByID({
            collection: COLLECTIONS.eventTickets,
            id: ticket.id,
            depth: 0,
            overrideAccess: true,
          })
        ).checkedInAt ?? null)
    return Response.json({
      result: admitted ? 'checked_in' : 'already_checked_in',
      ticket: viewOf(ticket, current),
    } satisfies CheckInResult)
  },
}

const statusLabel = (value: string) =>
  TICKET_STATUSES.find((status) => status.value === value)?.label ?? value

const berlin = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  dateStyle: 'short',
  timeStyle: 'short',
})

/** GET /api/event-tickets/export.csv?event=<id>: the attendee list for a spreadsheet. */
export const attendeesCsvEndpoint: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    if (!isStaffRequest(req)) return forbidden()
    const event = Number(new URL(req.url ?? '', 'http://x').searchParams.get('event'))
    if (!Number.isSafeInteger(event) || event <= 0)
      return jsonError(400, 'invalid_event', 'Give the event id as ?event=<id>.')
    const { docs } = await req.payload.find({
      collection: COLLECTIONS.eventTickets,
      where: { event: { equals: event } },
      sort: 'createdAt',
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    const rows = [
      ['Name', 'E-Mail', 'Kartenart', 'Code', 'Status', 'Eingecheckt', 'Gebucht', 'Antworten'],
      ...docs.map((ticket) => [
        ticket.attendeeName,
        ticket.email,
        ticket.ticketTypeName ?? '',
        formatTicketCode(ticket.code ?? ''),
        statusLabel(ticket.status),
        ticket.checkedInAt ? berlin.format(new Date(ticket.checkedInAt)) : '',
        berlin.format(new Date(ticket.createdAt)),
        (ticket.answers ?? []).map((answer) => `${answer.question}: ${answer.answer}`).join(' | '),
      ]),
    ]
    return new Response(csvDocument(rows), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="teilnehmer-${event}.csv"`,
        'cache-control': 'no-store',
      },
    })
  },
}
