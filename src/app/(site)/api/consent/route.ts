import { freshNonce, handleConsentLog } from '@/features/consent/consentLog.server'
import { env } from '@/lib/env'
import { logUnexpected } from '@/lib/errorLog'
import { effectiveMethod, jsonError } from '@/lib/http'

import { getPayloadClient } from '../../_data/queries'

export const dynamic = 'force-dynamic'

/** docs/contracts.md consent log: POST records a decision, GET hands out a fresh nonce. */
export async function POST(request: Request) {
  if (effectiveMethod(request) !== 'POST') return notAllowed()
  try {
    return await handleConsentLog(request, {
      payload: await getPayloadClient(),
      secret: env().payloadSecret,
    })
  } catch (error) {
    logUnexpected('POST /api/consent', error)
    return jsonError(503, 'unavailable', 'The consent log is unavailable; try again later.')
  }
}

export function GET() {
  return freshNonce(env().payloadSecret)
}

const notAllowed = () =>
  jsonError(405, 'method_not_allowed', 'Use POST to record consent or GET for a nonce.', {
    Allow: 'GET, POST',
  })
export { notAllowed as DELETE, notAllowed as PATCH, notAllowed as PUT }
