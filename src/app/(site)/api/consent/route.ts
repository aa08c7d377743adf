import { freshNonce, handleConsentLog } from '@/features/consent'
import { env } from '@/lib/env'

import { publicEndpoint } from '../../_data/publicEndpoint'

export const dynamic = 'force-dynamic'

/** docs/contracts.md consent log: POST records a decision, GET hands out a fresh nonce. */
export const { GET, POST, PUT, PATCH, DELETE } = publicEndpoint({
  name: '/api/consent',
  usage: 'Use POST to record consent or GET for a nonce.',
  unavailable: 'The consent log is unavailable; try again later.',
  withoutPayload: { GET: () => freshNonce(env().payloadSecret) },
  POST: (request, payload) => handleConsentLog(request, { payload, secret: env().payloadSecret }),
})
