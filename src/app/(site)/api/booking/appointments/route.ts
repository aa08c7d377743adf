import { handleBookingPost } from '@/features/booking'

import { publicEndpoint } from '../../../_data/publicEndpoint'

export const dynamic = 'force-dynamic'

/** docs/booking.md: POST books an appointment. */
export const { GET, POST, PUT, PATCH, DELETE } = publicEndpoint({
  name: '/api/booking/appointments',
  usage: 'Use POST with form fields.',
  unavailable: 'Booking is unavailable; try again later.',
  POST: handleBookingPost,
})
