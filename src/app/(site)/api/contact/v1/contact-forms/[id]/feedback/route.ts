import { feedbackOptions } from '@/features/contact-forms/feedbackRoute.server'
import { handleFeedback } from '@/features/contact-forms/feedback.server'
import { logUnexpected } from '@/lib/errorLog'
import { effectiveMethod, jsonError } from '@/lib/http'

import { getPayloadClient } from '../../../../../../_data/queries'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

/** docs/contracts.md contact form feedback. */
export async function POST(request: Request, { params }: Context) {
  if (effectiveMethod(request) !== 'POST') return notAllowed()
  const { id } = await params
  try {
    return await handleFeedback(request, id, await feedbackOptions(await getPayloadClient()))
  } catch (error) {
    logUnexpected('POST contact form feedback', error)
    return jsonError(503, 'unavailable', 'The contact form is unavailable; try again later.')
  }
}

const notAllowed = () =>
  jsonError(405, 'method_not_allowed', 'Send the form with POST.', { Allow: 'POST' })
export { notAllowed as DELETE, notAllowed as GET, notAllowed as PATCH, notAllowed as PUT }
