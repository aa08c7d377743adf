import { handleAppointmentIcs } from '@/features/booking'

import { publicEndpoint } from '../../../../_data/publicEndpoint'

export const dynamic = 'force-dynamic'

/** docs/booking.md: one appointment as an ICS file, with the key of its link. */
export const { GET, POST, PUT, PATCH, DELETE } = publicEndpoint<{ file: string }>({
  name: '/api/booking/calendar',
  usage: 'Use GET with the link from the booking mail.',
  unavailable: 'Booking is unavailable; try again later.',
  GET: (request, payload, { file }) => handleAppointmentIcs(request, payload, file),
})
