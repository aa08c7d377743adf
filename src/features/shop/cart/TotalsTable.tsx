import { formatPrice } from '@/lib/format'

import type { PricedCart } from './pricing.server'
import styles from '../Shop.module.css'
import { TAX_CLASSES } from '../catalogue/taxes'

/** Every amount the customer pays, as cart, checkout and confirmation show them. */
export function TotalsTable({
  priced,
  shippingPath,
  voucherCode,
}: {
  priced: Pick<PricedCart, 'totals' | 'shipping' | 'smallBusiness'>
  shippingPath: string
  voucherCode?: string | null
}) {
  const { totals, shipping } = priced
  return (
    <table className={styles.totals} data-totals>
      <caption className="visually-hidden">Summen</caption>
      <tbody>
        <tr>
          <th scope="row">Zwischensumme</th>
          <td data-subtotal={totals.subtotalCents}>{formatPrice(totals.subtotalCents)}</td>
        </tr>
        <tr>
          <th scope="row">{shipping ? shipping.label : <a href={shippingPath}>Versand</a>}</th>
          <td data-shipping-cost>
            {shipping ? formatPrice(totals.shippingCents) : 'wird an der Kasse berechnet'}
          </td>
        </tr>
        <tr className={styles.total}>
          <th scope="row">Gesamtsumme</th>
          <td data-total>{formatPrice(totals.totalCents)}</td>
        </tr>
        {priced.smallBusiness ? (
          <tr>
            <td colSpan={2} className={styles.notice}>
              Kein Ausweis der Umsatzsteuer gemäß § 19 UStG.
            </td>
          </tr>
        ) : (
          totals.vat.map((line) => (
            <tr key={line.taxClass} className={styles.vatRow}>
              <th scope="row">enthaltene MwSt. {TAX_CLASSES[line.taxClass].label}</th>
              <td>{formatPrice(line.vatCents)}</td>
            </tr>
          ))
        )}
        {totals.voucherCents > 0 && (
          <>
            <tr>
              <th scope="row">Gutschein {voucherCode}</th>
              <td>−{formatPrice(totals.voucherCents)}</td>
            </tr>
            <tr className={styles.total}>
              <th scope="row">Zu zahlen</th>
              <td data-due>{formatPrice(totals.dueCents)}</td>
            </tr>
          </>
        )}
      </tbody>
    </table>
  )
}
