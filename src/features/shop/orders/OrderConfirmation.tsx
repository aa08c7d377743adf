import type { PaymentState } from '@/contracts/onlinePayments'
import { formatPrice } from '@/lib/format'
import type { Order, ShopSetting } from '@/payload-types'

import { giroCodeSvg } from '../checkout/girocode.server'
import { OnlinePaymentSection } from './OnlinePaymentSection'
import type { MailState } from './confirmationMail.server'
import { addressLines, paymentText } from './orderMails.server'
import { ORDER_STATUSES, isOrderStatus } from './orderStatus'
import { SHOP_PATHS } from '../paths'
import { NO_WITHDRAWAL } from '../legal/legalTexts'
import styles from '../Shop.module.css'
import { TAX_CLASSES, type VatLine } from '../catalogue/taxes'

/** How to pay: the payment text, and for Vorkasse the GiroCode to scan. */
function PaymentSection({
  order,
  settings,
  giroCode,
}: {
  order: Order
  settings: ShopSetting
  giroCode: string | null
}) {
  return (
    <section aria-labelledby="payment-heading" className={styles.payment}>
      <h2 id="payment-heading">Zahlung</h2>
      {paymentText(order, settings)
        .split('\n')
        .map((line) => (
          <p key={line}>{line}</p>
        ))}
      {giroCode && (
        <figure className={styles.giroCode}>
          <div
            role="img"
            aria-label={`GiroCode für die Überweisung von ${formatPrice(order.dueCents ?? 0)}`}
            data-girocode
            dangerouslySetInnerHTML={{ __html: giroCode }}
          />
          <figcaption>
            GiroCode: mit der Banking-App scannen, die Überweisung ist dann ausgefüllt.
          </figcaption>
        </figure>
      )}
    </section>
  )
}

/** Every line, the totals, the VAT or the small-business notice, and a voucher's share. */
function OrderedItems({ order }: { order: Order }) {
  return (
    <section aria-labelledby="items-heading">
      <h2 id="items-heading">Ihre Bestellung</h2>
      <ul className={styles.summaryLines}>
        {(order.items ?? []).map((item) => (
          <li key={item.id}>
            {item.quantity} × {item.title}
            {item.variantLabel ? ` (${item.variantLabel})` : ''}:{' '}
            {formatPrice(item.lineTotalCents ?? 0)}
            {item.unitPriceText && (
              <span className={styles.unitPrice}> Grundpreis: {item.unitPriceText}</span>
            )}
            {item.noWithdrawal && <span className={styles.unitPrice}> {NO_WITHDRAWAL}</span>}
          </li>
        ))}
      </ul>
      <table className={styles.totals}>
        <caption className="visually-hidden">Summen</caption>
        <tbody>
          <tr>
            <th scope="row">Zwischensumme</th>
            <td>{formatPrice(order.subtotalCents ?? 0)}</td>
          </tr>
          <tr>
            <th scope="row">{order.shippingMethod}</th>
            <td>{formatPrice(order.shippingCents ?? 0)}</td>
          </tr>
          <tr className={styles.total}>
            <th scope="row">Gesamtsumme</th>
            <td>{formatPrice(order.totalCents ?? 0)}</td>
          </tr>
          {order.smallBusiness ? (
            <tr>
              <td colSpan={2}>Kein Ausweis der Umsatzsteuer gemäß § 19 UStG.</td>
            </tr>
          ) : (
            ((order.vatLines as VatLine[] | null) ?? []).map((line) => (
              <tr key={line.taxClass}>
                <th scope="row">enthaltene MwSt. {TAX_CLASSES[line.taxClass]?.label}</th>
                <td>{formatPrice(line.vatCents)}</td>
              </tr>
            ))
          )}
          {(order.voucherCents ?? 0) > 0 && (
            <>
              <tr>
                <th scope="row">Gutschein {order.voucherCode}</th>
                <td>−{formatPrice(order.voucherCents ?? 0)}</td>
              </tr>
              <tr className={styles.total}>
                <th scope="row">Zu zahlen</th>
                <td>{formatPrice(order.dueCents ?? 0)}</td>
              </tr>
            </>
          )}
        </tbody>
      </table>
    </section>
  )
}

/**
 * The page after „zahlungspflichtig bestellen“: the order as placed, how to pay (for Vorkasse the
 * bank details and the GiroCode), and the way to withdraw.
 */
export async function OrderConfirmation({
  order,
  settings,
  mail,
  phone,
  payment = null,
}: {
  order: Order
  settings: ShopSetting
  /** Where the confirmation mail is: what the page may promise (confirmationMailState). */
  mail: MailState
  phone: string | null
  /** An online order's payment as Mollie reported it (orderPaymentState). */
  payment?: PaymentState | null
}) {
  const due = order.dueCents ?? 0
  const giroCode =
    order.paymentMethod === 'vorkasse' && due > 0
      ? await giroCodeSvg({
          accountHolder: settings.bank?.accountHolder,
          iban: settings.bank?.iban,
          amountCents: due,
          reference: `Bestellung ${order.number}`,
        })
      : null
  const shipTo = order.shipToDifferent ? order.shipping : order.billing
  return (
    <>
      <h1 className="page-title">Vielen Dank für Ihre Bestellung</h1>
      <p>
        Ihre Bestellnummer ist <strong data-order-number>{order.number}</strong>.{' '}
        {mail === 'sent'
          ? `Eine Bestätigung mit allen Angaben und der Widerrufsbelehrung haben wir an ${order.email} gesendet.`
          : mail === 'queued'
            ? `Eine Bestätigung mit allen Angaben und der Widerrufsbelehrung ist an ${order.email} unterwegs.`
            : `Ihre Bestellung ist bei uns gespeichert. Die Bestätigung mit allen Angaben und der Widerrufsbelehrung schicken wir Ihnen an ${order.email}, sobald unser E-Mail-Versand wieder läuft; bei Fragen erreichen Sie uns${phone ? ` unter ${phone}` : ' per Telefon'}. Alles Wichtige finden Sie auch hier auf dieser Seite.`}
      </p>
      <p>Status: {isOrderStatus(order.status) ? ORDER_STATUSES[order.status] : order.status}</p>
      {order.paymentMethod === 'online' ? (
        <OnlinePaymentSection order={order} payment={payment} />
      ) : (
        <PaymentSection order={order} settings={settings} giroCode={giroCode} />
      )}
      <OrderedItems order={order} />
      {order.shippingMethodId !== 'pickup' && order.shippingMethodId !== 'email' && (
        <section aria-labelledby="address-heading">
          <h2 id="address-heading">Lieferadresse</h2>
          <p>
            {addressLines(shipTo).map((line) => (
              <span key={line} className={styles.addressLine}>
                {line}
              </span>
            ))}
          </p>
        </section>
      )}
      <p>
        Sie möchten die Bestellung widerrufen? <a href={SHOP_PATHS.withdraw}>Vertrag widerrufen</a>
      </p>
    </>
  )
}
