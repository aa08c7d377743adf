import { handleCancelPost } from '@/features/events'

import { publicEndpoint } from '../../../_data/publicEndpoint'

export const dynamic = 'force-dynamic'

/** docs/events.md: POST cancels tickets of a booking by its key. */
export const { GET, POST, PUT, PATCH, DELETE } = publicEndpoint({
  name: '/api/events/cancel',
  usage: 'Use POST with form fields.',
  unavailable: 'Events are unavailable; try again later.',
  POST: handleCancelPost,
})
