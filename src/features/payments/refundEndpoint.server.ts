import type { Endpoint } from 'payload'

import { hasRole, staffOf } from '@/lib/access'
import { parseEuroInput } from '@/lib/euroInput'
import { jsonError, jsonObjectOf } from '@/lib/http'

import { refundPayment } from './refundPayment.server'

/**
 * POST /api/payments/:id/refund `{ amount: "12,90", reason }`, administrators only: money goes
 * back through Mollie. The answer's `message` is German, for the admin's panel.
 */
export const refundEndpoint: Endpoint = {
  path: '/:id/refund',
  method: 'post',
  handler: async (req) => {
    const user = staffOf(req) as ({ email?: string } & ReturnType<typeof staffOf>) | null
    if (!hasRole(user, 'admin'))
      return jsonError(403, 'forbidden', 'Only administrators may refund payments.')
    const id = Number(req.routeParams?.id)
    if (!Number.isInteger(id) || id < 1) return jsonError(404, 'not_found', 'No such payment.')
    const body = await jsonObjectOf(req)
    const cents = parseEuroInput(String(body?.amount ?? ''))
    if (cents === null)
      return jsonError(400, 'invalid_amount', 'Bitte den Betrag in Euro angeben, z. B. 12,90.')
    const result = await refundPayment(req.payload, {
      paymentId: id,
      cents,
      reason: typeof body?.reason === 'string' ? body.reason.trim() : '',
      by: user?.email ?? 'Verwaltung',
    })
    if (!result.ok) return jsonError(409, 'refund_refused', result.message)
    req.payload.logger.info(`Payment ${id}: ${cents} cents refunded by an administrator`)
    return Response.json(
      { refundedCents: result.state.refundedCents, message: 'Erstattung an Mollie übergeben.' },
      { headers: { 'cache-control': 'no-store' } },
    )
  },
}
