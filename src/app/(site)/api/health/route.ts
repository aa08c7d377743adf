import { checkHealth } from '@/features/health'
import { dependencyStates } from '@/features/health'
import { env } from '@/lib/env'

import { getPayloadClient } from '../../_data/queries'

export const dynamic = 'force-dynamic'

/**
 * 200 `{"status":"ok"}` while the database answers (the contract), 503 otherwise; Payload applies
 * pending migrations before its first answer, so an instance that is migrating is not ready.
 * With Redis or a bucket configured, `checks` says how each is doing, without internals.
 */
export async function GET() {
  const [health, dependencies] = await Promise.all([
    checkHealth(getPayloadClient),
    dependencyStates(env()),
  ])
  const headers = { 'Cache-Control': 'no-store' }
  const checks =
    Object.keys(dependencies).length > 0
      ? { checks: { database: health.status === 'ok' ? 'ok' : 'degraded', ...dependencies } }
      : {}
  if (health.status === 'ok') return Response.json({ status: 'ok', ...checks }, { headers })
  // The reason goes to the log, not to the public: it may name hosts or users.
  console.error(`Health check failed: ${health.reason}`)
  return Response.json({ status: 'unavailable', ...checks }, { status: 503, headers })
}
