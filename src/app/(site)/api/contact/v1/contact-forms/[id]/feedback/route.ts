import { feedbackOptions } from '@/features/contact-forms'
import { handleFeedback } from '@/features/contact-forms'

import { publicEndpoint } from '../../../../../../_data/publicEndpoint'

export const dynamic = 'force-dynamic'

/** docs/contracts.md contact form feedback. */
export const { GET, POST, PUT, PATCH, DELETE } = publicEndpoint<{ id: string }>({
  name: '/api/contact/v1/contact-forms/{id}/feedback',
  usage: 'Send the form with POST.',
  unavailable: 'The contact form is unavailable; try again later.',
  POST: async (request, payload, { id }) =>
    handleFeedback(request, id, await feedbackOptions(payload)),
})
