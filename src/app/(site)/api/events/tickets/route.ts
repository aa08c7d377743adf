import { handleTicketPost } from '@/features/events'

import { publicEndpoint } from '../../../_data/publicEndpoint'

export const dynamic = 'force-dynamic'

/** docs/events.md: POST books free tickets. */
export const { GET, POST, PUT, PATCH, DELETE } = publicEndpoint({
  name: '/api/events/tickets',
  usage: 'Use POST with form fields.',
  unavailable: 'Events are unavailable; try again later.',
  POST: handleTicketPost,
})
