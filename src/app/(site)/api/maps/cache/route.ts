import { freshMapsNonce, handleMapsCache } from '@/features/maps/cacheEndpoint.server'
import { env } from '@/lib/env'
import { logUnexpected } from '@/lib/errorLog'
import { effectiveMethod, jsonError } from '@/lib/http'

import { getPayloadClient } from '../../../_data/queries'

export const dynamic = 'force-dynamic'

/** docs/contracts.md map geocode cache: POST stores geocoded addresses, GET hands out a nonce. */
export async function POST(request: Request) {
  if (effectiveMethod(request) !== 'POST') return notAllowed()
  try {
    return await handleMapsCache(request, {
      payload: await getPayloadClient(),
      secret: env().payloadSecret,
    })
  } catch (error) {
    logUnexpected('POST /api/maps/cache', error)
    return jsonError(503, 'unavailable', 'The map cache is unavailable; try again later.')
  }
}

export function GET() {
  return freshMapsNonce(env().payloadSecret)
}

const notAllowed = () =>
  jsonError(405, 'method_not_allowed', 'Use POST to cache addresses or GET for a nonce.', {
    Allow: 'GET, POST',
  })
export { notAllowed as DELETE, notAllowed as PATCH, notAllowed as PUT }
