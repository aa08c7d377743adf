import type { UIFieldServerProps } from 'payload'

import { onlinePayments, PAYMENT_STATUS_WORDS } from '@/contracts/onlinePayments'
import { COLLECTIONS } from '@/contracts/slugs'
import { formatPrice } from '@/lib/format'

/**
 * The order's online payment beside it: its status at Mollie, what was refunded, and the way to
 * the payment's page, where the owner refunds.
 */
export async function OnlinePaymentLink({ data, payload }: UIFieldServerProps) {
  const id = (data as { id?: number } | undefined)?.id
  const service = onlinePayments(payload)
  if (!id || !service) return null
  const state = await service.latest(payload, 'order', String(id))
  return (
    <div className="field-type" data-online-payment style={{ marginBottom: '1.5rem' }}>
      <p style={{ margin: '0 0 0.25rem' }}>Online-Zahlung</p>
      {state ? (
        <p style={{ margin: 0 }}>
          {formatPrice(state.amountCents)} · {state.methodLabel} ·{' '}
          {PAYMENT_STATUS_WORDS[state.status]}
          {state.flagged ? ' · nicht als bezahlt gewertet, siehe Hinweis der Zahlung' : ''}
          {state.refundedCents > 0
            ? state.refundedCents >= state.amountCents
              ? ` · vollständig erstattet (${formatPrice(state.refundedCents)})`
              : ` · teilweise erstattet: ${formatPrice(state.refundedCents)} von ${formatPrice(state.amountCents)}`
            : ''}
          <br />
          <a href={`/admin/collections/${COLLECTIONS.payments}/${state.id}`}>
            Zur Zahlung (Erstatten)
          </a>
        </p>
      ) : (
        <p style={{ margin: 0 }}>Noch keine Zahlung begonnen.</p>
      )}
    </div>
  )
}
