import { handleSlotsGet } from '@/features/booking'

import { publicEndpoint } from '../../../_data/publicEndpoint'

export const dynamic = 'force-dynamic'

/** docs/booking.md: GET lists free days of a month or free times of a day. */
export const { GET, POST, PUT, PATCH, DELETE } = publicEndpoint({
  name: '/api/booking/slots',
  usage: 'Use GET with leistung, team and tag or monat.',
  unavailable: 'Booking is unavailable; try again later.',
  GET: handleSlotsGet,
})
