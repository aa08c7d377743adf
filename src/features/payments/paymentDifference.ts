import { PAYMENT_STATUS_WORDS, type PaymentStatus } from '@/contracts/onlinePayments'
import { formatPrice } from '@/lib/format'

export type ComparedSide = { status: string; amountCents: number; refundedCents: number }

const statusWord = (status: string) => PAYMENT_STATUS_WORDS[status as PaymentStatus] ?? status

/**
 * What the site's record of a payment says otherwise than Mollie, in the owner's words, or ''
 * when both agree: the status, the amount, what was refunded.
 */
export function paymentDifference(site: ComparedSide, mollie: ComparedSide): string {
  const found: string[] = []
  if (site.status !== mollie.status)
    found.push(
      `Status bei Mollie „${statusWord(mollie.status)}“, hier „${statusWord(site.status)}“`,
    )
  if (site.amountCents !== mollie.amountCents)
    found.push(
      `Betrag bei Mollie ${formatPrice(mollie.amountCents)}, hier ${formatPrice(site.amountCents)}`,
    )
  if (site.refundedCents !== mollie.refundedCents)
    found.push(
      `erstattet bei Mollie ${formatPrice(mollie.refundedCents)}, hier ${formatPrice(site.refundedCents)}`,
    )
  return found.join('; ')
}
