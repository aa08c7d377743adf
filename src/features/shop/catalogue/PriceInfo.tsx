import { formatPrice } from '@/lib/format'

import styles from '../Shop.module.css'
import { priceNotice } from './taxes'

type Props = {
  cents: number
  from?: boolean
  unitPriceText: string | null
  smallBusiness: boolean
  shippingPath: string
  voucher?: boolean
  deliveryTime?: string | null
  /** Marks the parts the product island updates when a variant is chosen. */
  live?: boolean
}

/**
 * A price as German law wants it shown (PAngV): the gross price, the Grundpreis for goods sold by
 * quantity, „inkl. MwSt., zzgl. Versand“ (or the § 19 UStG notice) with a link to the shipping
 * costs, and the delivery time. The same block in lists, on the product page, in cart and checkout.
 */
export function PriceInfo({
  cents,
  from,
  unitPriceText,
  smallBusiness,
  shippingPath,
  voucher,
  deliveryTime,
  live,
}: Props) {
  const notice = voucher
    ? 'Mehrzweck-Gutschein, ohne Umsatzsteuer, Versand per E-Mail'
    : priceNotice(smallBusiness)
  const [before, after] = notice.split('Versand')
  return (
    <div className={styles.priceInfo}>
      <p className={styles.price} data-price={live ? '' : undefined}>
        {formatPrice(cents, from)}
      </p>
      <p
        className={styles.unitPrice}
        data-unit-price={live ? '' : undefined}
        hidden={!unitPriceText}
      >
        {unitPriceText ? `Grundpreis: ${unitPriceText}` : ''}
      </p>
      <p className={styles.notice}>
        {after !== undefined && !voucher ? (
          <>
            {before}
            <a href={shippingPath}>Versand</a>
            {after}
          </>
        ) : (
          notice
        )}
      </p>
      {deliveryTime && !voucher && <p className={styles.delivery}>{deliveryTime}</p>}
    </div>
  )
}
