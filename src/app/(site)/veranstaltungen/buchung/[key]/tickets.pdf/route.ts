import { handleTicketsPdf } from '@/features/events'

import { publicEndpoint } from '../../../../_data/publicEndpoint'

export const dynamic = 'force-dynamic'

/** docs/events.md: a booking's tickets as a PDF, by the key of its link. */
export const { GET, POST, PUT, PATCH, DELETE } = publicEndpoint<{ key: string }>({
  name: '/veranstaltungen/buchung/tickets.pdf',
  usage: 'Use GET with the link from the ticket mail.',
  unavailable: 'Events are unavailable; try again later.',
  GET: (request, payload, { key }) => handleTicketsPdf(request, payload, key),
})
