import type { PaymentState } from '@/contracts/onlinePayments'
import { formatPrice } from '@/lib/format'
import type { Order } from '@/payload-types'

import { RETRY_MINUTES } from './orderPayment.server'
import { SHOP_API, SHOP_PATHS } from '../paths'
import styles from '../Shop.module.css'

const clock = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  hour: '2-digit',
  minute: '2-digit',
})

/** Pay online once more, or by bank transfer: two plain form posts, no script needed. */
function PayAgain({ order }: { order: Order }) {
  const until = new Date(new Date(order.updatedAt).getTime() + RETRY_MINUTES * 60_000)
  return (
    <>
      <p>
        Ihre Artikel halten wir bis {clock.format(until)} Uhr für Sie zurück. Sie können es noch
        einmal versuchen oder per Überweisung bezahlen.
      </p>
      <form method="post" action={SHOP_API.payAgain} className={styles.payAgain}>
        <input type="hidden" name="number" value={order.number ?? ''} />
        <input type="hidden" name="key" value={order.accessKey} />
        <button type="submit" name="action" value="retry" className={styles.primaryButton}>
          Erneut online bezahlen
        </button>
        <button type="submit" name="action" value="vorkasse" className={styles.secondaryButton}>
          Stattdessen per Vorkasse bezahlen
        </button>
      </form>
    </>
  )
}

/** What went back to her: „Erstattet: 12,90 €“ in full, or the part of what she paid. */
function Refunded({ order, paidCents }: { order: Order; paidCents: number }) {
  const refunded = order.refundedCents ?? 0
  if (refunded <= 0) return null
  return (
    <p data-refunded={refunded >= paidCents ? 'full' : 'part'}>
      {refunded >= paidCents
        ? `Vollständig erstattet: ${formatPrice(refunded)}.`
        : `Teilweise erstattet: ${formatPrice(refunded)} von ${formatPrice(paidCents)}.`}{' '}
      Das Geld geht auf dem Weg zurück, auf dem Sie bezahlt haben.
    </p>
  )
}

/**
 * What became of an online payment, as Mollie reported it: paid (with what), still being
 * confirmed, cancelled or failed (with a way to try again or switch to Vorkasse), or expired.
 */
export function OnlinePaymentSection({
  order,
  payment,
}: {
  order: Order
  payment: PaymentState | null
}) {
  const due = formatPrice(order.dueCents ?? 0)
  const status = payment?.status ?? 'none'
  const paid = Boolean(order.paymentDetail) || status === 'paid'
  const paidCents = payment?.status === 'paid' ? payment.amountCents : (order.dueCents ?? 0)
  const ended = order.status === 'cancelled' || order.status === 'withdrawn'
  return (
    <section
      aria-labelledby="payment-heading"
      className={styles.payment}
      data-online-payment={paid ? 'paid' : ended ? 'ended' : status}
      role="status"
    >
      <h2 id="payment-heading">Zahlung</h2>
      {paid && ended ? (
        <>
          <p>
            Die Bestellung ist storniert. Ihre Zahlung von {formatPrice(paidCents)}
            {(order.refundedCents ?? 0) >= paidCents
              ? ' haben wir Ihnen erstattet.'
              : ' erstatten wir Ihnen; Sie erhalten dazu eine E-Mail.'}
          </p>
          <Refunded order={order} paidCents={paidCents} />
        </>
      ) : paid ? (
        <>
          <p>
            Ihre Zahlung von {due}
            {order.paymentDetail || payment
              ? ` mit ${order.paymentDetail || payment?.methodLabel}`
              : ''}{' '}
            ist eingegangen. Vielen Dank!
          </p>
          <Refunded order={order} paidCents={paidCents} />
        </>
      ) : ended ? (
        <p>
          {status === 'expired'
            ? 'Die Zahlung wurde nicht rechtzeitig abgeschlossen, deshalb ist die Bestellung storniert.'
            : 'Die Bestellung ist storniert; es wurde nichts abgebucht.'}{' '}
          <a href={SHOP_PATHS.catalogue}>Zurück zum Shop</a>
        </p>
      ) : status === 'open' || status === 'pending' || status === 'authorized' ? (
        <p>
          Mollie hat Ihre Zahlung von {due} noch nicht bestätigt. Sobald sie bestätigt ist, erhalten
          Sie eine E-Mail; diese Seite zeigt den neuen Stand, wenn Sie sie neu laden.
        </p>
      ) : (
        <>
          <p>
            {status === 'canceled'
              ? `Sie haben die Zahlung abgebrochen; es wurde nichts abgebucht.`
              : status === 'failed'
                ? `Die Zahlung ist leider fehlgeschlagen; es wurde nichts abgebucht.`
                : `Die Bezahlseite war gerade nicht erreichbar; es wurde nichts abgebucht.`}
          </p>
          <PayAgain order={order} />
        </>
      )}
    </section>
  )
}
