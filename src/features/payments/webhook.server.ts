import type { Payload } from 'payload'

import { jsonError } from '@/lib/http'
import { limited, namedLimiter, readVisitorForm } from '@/lib/visitorAnswer'

import { rowByMollieId } from './paymentRows.server'
import { syncPayment } from './syncPayment.server'

/** Mollie's payment ids: `tr_` and letters or digits. */
const PAYMENT_ID = /^tr_[A-Za-z0-9]{4,40}$/

/**
 * POST /api/payments/webhook with the form field `id`: Mollie says „look at this payment“, never
 * what became of it. The site answers 200 only after it fetched the payment from Mollie and acted
 * on it; an id it never started is refused without asking Mollie (so nobody can make the site
 * send requests), and a repeated webhook finds nothing new to do.
 */
export async function handlePaymentWebhook(request: Request, payload: Payload): Promise<Response> {
  // Mollie sends from a few addresses, at most a handful of calls per payment.
  const tooMany = await limited(request, namedLimiter('payments-webhook', 300, 60_000))
  if (tooMany) return jsonError(429, tooMany.code, tooMany.message)
  const fields = await readVisitorForm(request, 2048)
  if (!(fields instanceof URLSearchParams))
    return jsonError(fields.status, fields.code, fields.message)
  const id = fields.get('id') ?? ''
  if (!PAYMENT_ID.test(id))
    return jsonError(400, 'invalid_id', 'The form field id must be a Mollie payment id (tr_…).')
  if (!(await rowByMollieId(payload, id)))
    return jsonError(404, 'unknown_payment', 'This site started no payment with that id.')
  await syncPayment(payload, id)
  return new Response(null, { status: 200, headers: { 'cache-control': 'no-store' } })
}
