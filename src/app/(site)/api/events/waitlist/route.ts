import { handleWaitlistPost } from '@/features/events'

import { publicEndpoint } from '../../../_data/publicEndpoint'

export const dynamic = 'force-dynamic'

/** docs/events.md: POST puts a visitor on the waiting list of a sold-out ticket type. */
export const { GET, POST, PUT, PATCH, DELETE } = publicEndpoint({
  name: '/api/events/waitlist',
  usage: 'Use POST with form fields.',
  unavailable: 'Events are unavailable; try again later.',
  POST: handleWaitlistPost,
})
