import { island } from '@/lib/islands'
import type { ShopSetting } from '@/payload-types'

import {
  AddressFields,
  ContactFields,
  OrderSummary,
  PaymentOptions,
  ShippingOptions,
  VoucherForm,
  type SavedAddress,
} from './CheckoutParts'
import { SHOP_API } from '../paths'
import type { PricedCart } from '../cart/pricing.server'
import type { PaymentCart } from './payments'
import styles from '../Shop.module.css'

type Props = {
  priced: PricedCart
  settings: ShopSetting
  destination: { country: string; state: string | null }
  voucher: { code: string; problem: string | null } | null
  /** A signed-in customer's saved details; a guest gets empty fields. */
  prefill?: CheckoutPrefill
  /** The methods Mollie offers (onlineMethods), or null: no „Online bezahlen“. */
  online?: PaymentCart['online']
}

export type CheckoutPrefill = {
  email?: string
  phone?: string
  billing?: SavedAddress
  shipping?: SavedAddress
}

/**
 * /kasse: addresses (country and state), e-mail, optional phone, a different shipping address,
 * a note; shipping and payment; the summary with every cost; the AGB and Widerrufsbelehrung; and
 * „zahlungspflichtig bestellen“ (§ 312j BGB). A plain form post without script; the `checkout`
 * island loads the states and shipping costs for the chosen country and shows errors in place.
 */
export function CheckoutView({
  priced,
  settings,
  destination,
  voucher,
  prefill = {},
  online = null,
}: Props) {
  const seen = priced.lines.map((line) => `${line.key}=${line.offer.priceCents}`).join(',')
  return (
    <div className={styles.checkout}>
      <VoucherForm priced={priced} destination={destination} voucher={voucher} />
      <form
        method="post"
        action={SHOP_API.orders}
        className={styles.checkoutForm}
        noValidate
        {...island('checkout', 'interaction')}
      >
        <input type="hidden" name="seen_prices" value={seen} />
        <input
          type="hidden"
          name="voucher_code"
          value={voucher && !voucher.problem ? voucher.code : ''}
        />
        <p className={styles.formAlert} data-form-alert role="alert" hidden />
        <fieldset>
          <legend>Rechnungsadresse</legend>
          <AddressFields
            prefix="billing"
            destination={destination}
            required
            saved={prefill.billing}
          />
          <ContactFields email={prefill.email} phone={prefill.phone} />
        </fieldset>
        {priced.needsShipping && (
          <>
            <p className={styles.checkboxField}>
              <input
                id="ship_to_different"
                name="ship_to_different"
                type="checkbox"
                value="1"
                data-ship-toggle
              />
              <label htmlFor="ship_to_different">Lieferung an eine andere Adresse</label>
            </p>
            <fieldset data-shipping-address>
              <legend>Lieferadresse (nur bei anderer Adresse)</legend>
              <AddressFields
                prefix="shipping"
                destination={destination}
                required={false}
                saved={prefill.shipping}
              />
            </fieldset>
          </>
        )}
        <p className={styles.field}>
          <label htmlFor="note">Anmerkung zur Bestellung (optional)</label>
          <textarea id="note" name="note" rows={3} maxLength={1000} />
        </p>

        <ShippingOptions priced={priced} />

        <PaymentOptions settings={settings} priced={priced} online={online} />

        <OrderSummary priced={priced} settings={settings} voucherCode={voucher?.code} />

        <p className={styles.legal}>
          Es gelten unsere <a href={settings.termsPath}>AGB</a>. Informationen zu Ihrem
          Widerrufsrecht finden Sie in der{' '}
          <a href={settings.withdrawalInfoPath}>Widerrufsbelehrung</a>, zu Versand und Zahlung auf
          der Seite <a href={settings.shippingPagePath}>Versand &amp; Zahlung</a>.
        </p>
        <button type="submit" className={styles.orderButton} data-order-button>
          zahlungspflichtig bestellen
        </button>
      </form>
    </div>
  )
}
