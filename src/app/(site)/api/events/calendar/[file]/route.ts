import { handleEventIcs } from '@/features/events'

import { publicEndpoint } from '../../../../_data/publicEndpoint'

export const dynamic = 'force-dynamic'

/** docs/events.md: „In den Kalender“, an event as an ICS file. */
export const { GET, POST, PUT, PATCH, DELETE } = publicEndpoint<{ file: string }>({
  name: '/api/events/calendar',
  usage: 'Use GET /api/events/calendar/<slug>.ics.',
  unavailable: 'Events are unavailable; try again later.',
  GET: (request, payload, { file }) => handleEventIcs(request, payload, file),
})
