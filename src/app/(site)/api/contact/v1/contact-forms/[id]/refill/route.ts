import { handleRefill } from '@/features/contact-forms'
import { env } from '@/lib/env'

import { publicEndpoint } from '../../../../../../_data/publicEndpoint'

export const dynamic = 'force-dynamic'

/** docs/contracts.md contact form refill: fresh quiz questions for a (cached) page. */
export const { GET, POST, PUT, PATCH, DELETE } = publicEndpoint<{ id: string }>({
  name: '/api/contact/v1/contact-forms/{id}/refill',
  usage: 'Use GET for new quiz questions.',
  unavailable: 'The contact form is unavailable; try again later.',
  GET: (_request, payload, { id }) => handleRefill(id, { payload, secret: env().payloadSecret }),
})
