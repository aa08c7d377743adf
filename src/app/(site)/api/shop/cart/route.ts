import { handleCartGet, handleCartPost } from '@/features/shop/cartEndpoint.server'
import { logUnexpected } from '@/lib/errorLog'
import { effectiveMethod, jsonError } from '@/lib/http'

import { getPayloadClient } from '../../../_data/queries'

export const dynamic = 'force-dynamic'

/** docs/shop.md: the cart (a cookie, priced by the server on every read). */
export async function POST(request: Request) {
  if (effectiveMethod(request) !== 'POST') return notAllowed()
  try {
    return await handleCartPost(request, await getPayloadClient())
  } catch (error) {
    logUnexpected('POST /api/shop/cart', error)
    return jsonError(503, 'unavailable', 'The shop is unavailable; try again later.')
  }
}

export async function GET(request: Request) {
  try {
    return await handleCartGet(request, await getPayloadClient())
  } catch (error) {
    logUnexpected('GET /api/shop/cart', error)
    return jsonError(503, 'unavailable', 'The shop is unavailable; try again later.')
  }
}

const notAllowed = () =>
  jsonError(405, 'method_not_allowed', 'Use GET to read the cart or POST to change it.', {
    Allow: 'GET, POST',
  })
export { notAllowed as DELETE, notAllowed as PATCH, notAllowed as PUT }
