import { handleManagePost } from '@/features/booking'

import { publicEndpoint } from '../../../_data/publicEndpoint'

export const dynamic = 'force-dynamic'

/** docs/booking.md: POST cancels or moves an appointment with the key of its link. */
export const { GET, POST, PUT, PATCH, DELETE } = publicEndpoint({
  name: '/api/booking/manage',
  usage: 'Use POST with id, key and action (cancel or move).',
  unavailable: 'Booking is unavailable; try again later.',
  POST: handleManagePost,
})
