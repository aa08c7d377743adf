import { handleStaffFeed } from '@/features/booking'

import { publicEndpoint } from '../../../../_data/publicEndpoint'

export const dynamic = 'force-dynamic'

/** docs/booking.md: a staff member's calendar to subscribe to, behind its secret token. */
export const { GET, POST, PUT, PATCH, DELETE } = publicEndpoint<{ file: string }>({
  name: '/api/booking/feed',
  usage: 'Use GET with the subscription link from the admin.',
  unavailable: 'The calendar is unavailable; try again later.',
  GET: (request, payload, { file }) => handleStaffFeed(request, payload, file),
})
