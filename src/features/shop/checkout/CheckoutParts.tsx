import { formatPrice } from '@/lib/format'
import type { ShopSetting } from '@/payload-types'

import { COUNTRIES } from '../cart/countries'
import { onlineLabel, PAYMENT_PROVIDERS, type PaymentCart } from './payments'
import { SHOP_API } from '../paths'
import { NO_WITHDRAWAL } from '../legal/legalTexts'
import { EMAIL_DELIVERY, type PricedCart, ticketsOnly } from '../cart/pricing.server'
import styles from '../Shop.module.css'
import { StateSelect } from '../cart/StateSelect'
import { TotalsTable } from '../cart/TotalsTable'

type Destination = { country: string; state: string | null }

/** The checkout's parts (CheckoutView.tsx), each a plain server-rendered form section. */
/** Values a signed-in customer saved („Mein Konto“), by field name without the prefix. */
export type SavedAddress = Partial<
  Record<'first_name' | 'last_name' | 'company' | 'street' | 'postcode' | 'city', string>
>

export function AddressFields({
  prefix,
  destination,
  required,
  saved = {},
}: {
  prefix: 'billing' | 'shipping'
  destination: { country: string; state: string | null }
  required: boolean
  saved?: SavedAddress
}) {
  const field = (
    name: keyof SavedAddress,
    label: string,
    autoComplete: string,
    options: { optional?: boolean; inputMode?: 'numeric' } = {},
  ) => (
    <p className={styles.field}>
      <label htmlFor={`${prefix}_${name}`}>
        {label}
        {options.optional ? ' (optional)' : ''}
      </label>
      {/* „billing given-name“ etc. are valid tokens; the rule cannot read a template string. */}
      {/* eslint-disable-next-line jsx-a11y/autocomplete-valid */}
      <input
        id={`${prefix}_${name}`}
        name={`${prefix}_${name}`}
        autoComplete={`${prefix} ${autoComplete}`}
        defaultValue={saved[name] ?? ''}
        required={required && !options.optional}
        inputMode={options.inputMode}
        aria-describedby={`${prefix}_${name}-error`}
      />
      <span
        id={`${prefix}_${name}-error`}
        className={styles.fieldError}
        data-error-for={`${prefix}_${name}`}
      />
    </p>
  )
  return (
    <>
      <div className={styles.fieldRow}>
        {field('first_name', 'Vorname', 'given-name')}
        {field('last_name', 'Nachname', 'family-name')}
      </div>
      {field('company', 'Firma', 'organization', { optional: true })}
      {field('street', 'Straße und Hausnummer', 'street-address')}
      <div className={styles.fieldRow}>
        {field('postcode', 'PLZ', 'postal-code', { inputMode: 'numeric' })}
        {field('city', 'Ort', 'address-level2')}
      </div>
      <p className={styles.field}>
        <label htmlFor={`${prefix}_country`}>Land</label>
        <select
          id={`${prefix}_country`}
          name={`${prefix}_country`}
          defaultValue={destination.country}
          autoComplete={`${prefix} country`}
          data-country-select
          data-destination={prefix}
        >
          {COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </p>
      <StateSelect
        id={`${prefix}_state`}
        name={`${prefix}_state`}
        country={destination.country}
        value={destination.state}
        required={required}
      />
      <span className={styles.fieldError} data-error-for={`${prefix}_state`} />
    </>
  )
}

/** The voucher code, checked by its own rate-limited endpoint before the order. */
export function VoucherForm({
  priced,
  destination,
  voucher,
}: {
  priced: PricedCart
  destination: Destination
  voucher: { code: string; problem: string | null } | null
}) {
  return (
    <form method="post" action={SHOP_API.voucher} className={styles.voucherForm}>
      <input type="hidden" name="land" value={destination.country} />
      {destination.state && <input type="hidden" name="bundesland" value={destination.state} />}
      <p className={styles.field}>
        <label htmlFor="voucher-code">Gutscheincode</label>
        <input
          id="voucher-code"
          name="gutschein"
          defaultValue={voucher?.code ?? ''}
          autoComplete="off"
          aria-describedby="voucher-status"
        />
      </p>
      <button type="submit" className={styles.secondaryButton}>
        Gutschein einlösen
      </button>
      <p
        id="voucher-status"
        className={voucher?.problem ? styles.fieldError : styles.notice}
        role="status"
      >
        {voucher?.problem ??
          (voucher && priced.totals.voucherCents > 0
            ? `Gutschein ${voucher.code}: ${formatPrice(priced.totals.voucherCents)} werden angerechnet.`
            : '')}
      </p>
    </form>
  )
}

/** E-mail (required) and phone (optional) under the billing address. */
export function ContactFields({ email = '', phone = '' }: { email?: string; phone?: string }) {
  return (
    <>
      <p className={styles.field}>
        <label htmlFor="email">E-Mail-Adresse</label>
        <input
          id="email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={email}
          required
          aria-describedby="email-error"
        />
        <span id="email-error" className={styles.fieldError} data-error-for="email" />
      </p>
      <p className={styles.field}>
        <label htmlFor="phone">Telefon (optional)</label>
        <input
          id="phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          defaultValue={phone}
          aria-describedby="phone-error"
        />
        <span id="phone-error" className={styles.fieldError} data-error-for="phone" />
      </p>
    </>
  )
}

/** The shipping methods for the destination; the island updates them when it changes. */
export function ShippingOptions({ priced }: { priced: PricedCart }) {
  const firstShipping = priced.shipping?.id ?? ''
  return (
    <fieldset>
      <legend>Versand</legend>
      <div data-shipping-options>
        {priced.shippingOptions.map((option) => (
          <p key={option.id} className={styles.checkboxField}>
            <input
              type="radio"
              id={`shipping-${option.id}`}
              name="shipping_method"
              value={option.id}
              defaultChecked={option.id === firstShipping}
              data-cost={option.costCents}
            />
            <label htmlFor={`shipping-${option.id}`}>
              {option.label}: {option.costCents === 0 ? 'kostenlos' : formatPrice(option.costCents)}
            </label>
          </p>
        ))}
      </div>
      <p className={styles.fieldError} data-error-for="shipping_method" />
    </fieldset>
  )
}

/**
 * The payment methods the shop offers: pay-at-pickup is rendered and shown by the island only
 * while pickup is chosen; pay-at-the-door only for a cart of event tickets.
 */
export function PaymentOptions({
  settings,
  priced,
  online,
}: {
  settings: ShopSetting
  priced: PricedCart
  online: PaymentCart['online']
}) {
  const cart = {
    shippingId: priced.needsShipping ? 'pickup' : EMAIL_DELIVERY.id,
    ticketsOnly: ticketsOnly(priced),
    online,
  }
  const providers = PAYMENT_PROVIDERS.filter((provider) => provider.available(settings, cart))
  return (
    <fieldset>
      <legend>Zahlung</legend>
      {providers.map((provider, index) => (
        <div key={provider.id} className={styles.checkboxField} data-payment={provider.id}>
          <input
            type="radio"
            id={`payment-${provider.id}`}
            name="payment_method"
            value={provider.id}
            defaultChecked={index === 0}
            aria-describedby={`payment-${provider.id}-text`}
          />
          <label htmlFor={`payment-${provider.id}`}>
            {provider.online ? onlineLabel(online) : provider.label}
          </label>
          <p id={`payment-${provider.id}-text`} className={styles.notice}>
            {provider.description}
          </p>
        </div>
      ))}
      <p className={styles.fieldError} data-error-for="payment_method" />
    </fieldset>
  )
}

/** Every line and every cost, as the order will hold them. */
export function OrderSummary({
  priced,
  settings,
  voucherCode,
}: {
  priced: PricedCart
  settings: ShopSetting
  voucherCode: string | undefined
}) {
  return (
    <section aria-labelledby="summary-heading" className={styles.summary}>
      <h2 id="summary-heading">Ihre Bestellung</h2>
      <ul className={styles.summaryLines}>
        {priced.lines.map((line) => (
          <li key={line.key}>
            {line.quantity} × {line.offer.title}
            {line.offer.variantLabel ? ` (${line.offer.variantLabel})` : ''}:{' '}
            {formatPrice(line.lineTotalCents)}
            {line.unitPriceText && (
              <span className={styles.unitPrice}> Grundpreis: {line.unitPriceText}</span>
            )}
            {line.offer.noWithdrawal && <span className={styles.unitPrice}> {NO_WITHDRAWAL}</span>}
            {line.problem && (
              <span className={styles.lineProblem} role="alert">
                {line.problem}
              </span>
            )}
          </li>
        ))}
      </ul>
      <TotalsTable
        priced={priced}
        shippingPath={settings.shippingPagePath}
        voucherCode={voucherCode}
      />
    </section>
  )
}
