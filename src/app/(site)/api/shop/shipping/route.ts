import { handleShippingGet } from '@/features/shop/shippingEndpoint.server'
import { logUnexpected } from '@/lib/errorLog'
import { jsonError } from '@/lib/http'

import { getPayloadClient } from '../../../_data/queries'

export const dynamic = 'force-dynamic'

/** docs/shop.md: the shipping calculator. */
export async function GET(request: Request) {
  try {
    return await handleShippingGet(request, await getPayloadClient())
  } catch (error) {
    logUnexpected('GET /api/shop/shipping', error)
    return jsonError(503, 'unavailable', 'The shop is unavailable; try again later.')
  }
}

const notAllowed = () =>
  jsonError(405, 'method_not_allowed', 'Use GET with country, state and postcode.', {
    Allow: 'GET',
  })
export { notAllowed as DELETE, notAllowed as PATCH, notAllowed as POST, notAllowed as PUT }
