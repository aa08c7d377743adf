import { checkHealth } from '@/features/health/checkHealth.server'

import { getPayloadClient } from '../../_data/queries'

export const dynamic = 'force-dynamic'

export async function GET() {
  const health = await checkHealth(getPayloadClient)
  const headers = { 'Cache-Control': 'no-store' }
  if (health.status === 'ok') return Response.json({ status: 'ok' }, { headers })
  // The reason goes to the log, not to the public: it may name hosts or users.
  console.error(`Health check failed: ${health.reason}`)
  return Response.json({ status: 'unavailable' }, { status: 503, headers })
}
