import type { Endpoint } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import { isStaffRequest } from '@/lib/access'
import { csvDocument } from '@/lib/csv'
import { jsonError } from '@/lib/http'

import { TICKET_STATUSES } from '../eventStatus'
import { formatTicketCode } from '../tickets/ticketCodes'

export { checkInEndpoint } from './checkInEndpoint.server'

const forbidden = () => jsonError(403, 'forbidden', 'Only staff may do this.')

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
