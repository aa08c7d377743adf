import { freshMapsNonce, handleMapsCache } from '@/features/maps'
import { env } from '@/lib/env'

import { publicEndpoint } from '../../../_data/publicEndpoint'

export const dynamic = 'force-dynamic'

/** docs/contracts.md map geocode cache: POST stores geocoded addresses, GET hands out a nonce. */
export const { GET, POST, PUT, PATCH, DELETE } = publicEndpoint({
  name: '/api/maps/cache',
  usage: 'Use POST to cache addresses or GET for a nonce.',
  unavailable: 'The map cache is unavailable; try again later.',
  withoutPayload: { GET: () => freshMapsNonce(env().payloadSecret) },
  POST: (request, payload) => handleMapsCache(request, { payload, secret: env().payloadSecret }),
})
