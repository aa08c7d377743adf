import { env } from '@/lib/env'
import { handleRefill } from '@/features/contact-forms/feedback.server'
import { logUnexpected } from '@/lib/errorLog'
import { jsonError } from '@/lib/http'

import { getPayloadClient } from '../../../../../../_data/queries'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

/** docs/contracts.md contact form refill: fresh quiz questions for a (cached) page. */
export async function GET(_request: Request, { params }: Context) {
  const { id } = await params
  try {
    return await handleRefill(id, {
      payload: await getPayloadClient(),
      secret: env().payloadSecret,
    })
  } catch (error) {
    logUnexpected('GET contact form refill', error)
    return jsonError(503, 'unavailable', 'The contact form is unavailable; try again later.')
  }
}

const notAllowed = () =>
  jsonError(405, 'method_not_allowed', 'Use GET for new quiz questions.', { Allow: 'GET' })
export { notAllowed as DELETE, notAllowed as PATCH, notAllowed as POST, notAllowed as PUT }
