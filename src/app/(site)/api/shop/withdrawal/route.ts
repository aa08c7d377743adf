import { handleWithdrawalPost } from '@/features/shop/withdrawal.server'
import { logUnexpected } from '@/lib/errorLog'
import { effectiveMethod, jsonError } from '@/lib/http'

import { getPayloadClient } from '../../../_data/queries'

export const dynamic = 'force-dynamic'

/** docs/shop.md: POST records a withdrawal (Widerrufsbutton). */
export async function POST(request: Request) {
  if (effectiveMethod(request) !== 'POST') return notAllowed()
  try {
    return await handleWithdrawalPost(request, await getPayloadClient())
  } catch (error) {
    logUnexpected('POST /api/shop/withdrawal', error)
    return jsonError(503, 'unavailable', 'The shop is unavailable; try again later.')
  }
}

const notAllowed = () =>
  jsonError(405, 'method_not_allowed', 'Use POST with form fields.', { Allow: 'POST' })
export { notAllowed as DELETE, notAllowed as GET, notAllowed as PATCH, notAllowed as PUT }
