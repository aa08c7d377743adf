import type { Payload } from 'payload'

import { centsOfMollie } from '@/contracts/onlinePayments'
import type { Payment } from '@/payload-types'

import { siteClient } from './mollieClient.server'
import { paymentDifference } from './paymentDifference'
import { takeOverRemoteRefunds, withPaymentRow } from './refundPayment.server'
import { syncPayment } from './syncPayment.server'
import { clock } from '@/lib/clock'

/** How far back the daily comparison reaches: refunds and chargebacks come weeks later. */
export const COMPARE_DAYS = 120
const PAGE = 100

const readRow = (payload: Payload, id: number) =>
  payload.findByID({ collection: 'payments', id, depth: 0, overrideAccess: true })

/**
 * One payment against Mollie: what Mollie did and the site did not hear of is taken over first
 * (a refund in Mollie's dashboard, a status whose webhook was lost), as a webhook would; what
 * still differs is written to the payment as „Abweichung zu Mollie“ for the dashboard, and
 * cleared once both agree again.
 */
async function compareOne(payload: Payload, row: Payment, now: Date): Promise<boolean> {
  const client = await siteClient(payload)
  if (!client) return false
  const remote = await client.payments.get(row.mollieId)
  const remoteRefunded = centsOfMollie(remote.amountRefunded) ?? 0
  if (remoteRefunded > (row.refundedCents ?? 0)) await takeOverRemoteRefunds(payload, row.id)
  if (remote.status !== row.status) await syncPayment(payload, row.mollieId)
  return withPaymentRow(payload, row.id, async () => {
    const current = await readRow(payload, row.id)
    const difference = paymentDifference(
      {
        status: current.status,
        amountCents: current.amountCents,
        refundedCents: current.refundedCents ?? 0,
      },
      {
        status: remote.status,
        amountCents: centsOfMollie(remote.amount) ?? 0,
        refundedCents: remoteRefunded,
      },
    )
    await payload.update({
      collection: 'payments',
      id: row.id,
      data: { mismatch: difference || null, comparedAt: now.toISOString() },
      overrideAccess: true,
      depth: 0,
    })
    return difference !== ''
  })
}

/**
 * The daily comparison of the site's payments and refunds with Mollie's (every payment of the
 * last COMPARE_DAYS days). Returns how many were compared and how many still differ.
 */
export async function comparePaymentsWithMollie(
  payload: Payload,
  now = clock.now(),
): Promise<{ compared: number; differing: number }> {
  if (!(await siteClient(payload))) return { compared: 0, differing: 0 }
  const since = new Date(now.getTime() - COMPARE_DAYS * 86_400_000).toISOString()
  let compared = 0
  let differing = 0
  for (let page = 1; ; page += 1) {
    const { docs, hasNextPage } = await payload.find({
      collection: 'payments',
      where: { createdAt: { greater_than_equal: since } },
      sort: 'createdAt',
      limit: PAGE,
      page,
      depth: 0,
      overrideAccess: true,
    })
    for (const row of docs)
      try {
        if (await compareOne(payload, row, now)) differing += 1
        compared += 1
      } catch (error) {
        payload.logger.warn(
          `Payment ${row.id} not compared with Mollie: ${(error as Error).message}`,
        )
      }
    if (!hasNextPage) break
  }
  if (differing) payload.logger.warn(`${differing} payment(s) differ from Mollie`)
  return { compared, differing }
}
