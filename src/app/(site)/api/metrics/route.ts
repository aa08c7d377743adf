import { metricsAnswer } from '@/features/health'
import { env } from '@/lib/env'

import { getPayloadClient } from '../../_data/queries'

export const dynamic = 'force-dynamic'

/** Prometheus metrics of this instance (docs/operations.md): METRICS_TOKEN as a bearer token. */
export function GET(request: Request) {
  return metricsAnswer(request, env().metricsToken, getPayloadClient)
}
