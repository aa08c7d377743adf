import { formatPrice } from '@/lib/format'
import { island } from '@/lib/islands'

import { orderableMax } from '../catalogue/catalogue'
import { COUNTRIES } from './countries'
import { SHOP_API, SHOP_PATHS } from '../paths'
import { lineUrl, type PricedCart } from './pricing.server'
import { QuantityInput } from '../catalogue/QuantityInput'
import styles from '../Shop.module.css'
import { StateSelect } from './StateSelect'
import { TotalsTable } from './TotalsTable'

type Props = {
  priced: PricedCart
  destination: { country: string; state: string | null; postcode: string }
  calculated: boolean
  shippingPath: string
}

/** One line: the article, its price, the quantity form and removal, its sum. */
function CartRow({ line, index }: { line: PricedCart['lines'][number]; index: number }) {
  return (
    <tr>
      <td>
        <a href={lineUrl(line)}>{line.offer.title}</a>
        {line.offer.variantLabel && (
          <span className={styles.variantLabel}>{line.offer.variantLabel}</span>
        )}
        {line.unitPriceText && (
          <span className={styles.unitPrice}>Grundpreis: {line.unitPriceText}</span>
        )}
        {line.problem && (
          <span className={styles.lineProblem} role="alert">
            {line.problem}
          </span>
        )}
      </td>
      <td>{formatPrice(line.offer.priceCents)}</td>
      <td>
        {line.offer.ticket ? (
          // Held tickets: one per named attendee, changed only by booking again.
          <span>{line.quantity}</span>
        ) : (
          <form method="post" action={SHOP_API.cart} className={styles.lineForm}>
            <input type="hidden" name="action" value="update" />
            <input type="hidden" name="key" value={line.key} />
            <input type="hidden" name="return" value={SHOP_PATHS.cart} />
            <QuantityInput
              id={`quantity-${index}`}
              rules={line.offer.rules}
              value={line.quantity}
              max={orderableMax(line.offer)}
              label={`Menge von ${line.offer.title}`}
            />
            <button type="submit" className={styles.secondaryButton}>
              Aktualisieren
            </button>
          </form>
        )}
        <form method="post" action={SHOP_API.cart}>
          <input type="hidden" name="action" value="remove" />
          <input type="hidden" name="key" value={line.key} />
          <input type="hidden" name="return" value={SHOP_PATHS.cart} />
          <button
            type="submit"
            className={styles.linkButton}
            aria-label={`${line.offer.title} entfernen`}
          >
            Entfernen
          </button>
        </form>
      </td>
      <td>{formatPrice(line.lineTotalCents)}</td>
    </tr>
  )
}

/** Country, state and postcode → the shipping options; in place with script, else a GET. */
function ShippingCalculator({
  priced,
  destination,
  calculated,
}: Pick<Props, 'priced' | 'destination' | 'calculated'>) {
  return (
    <form
      method="get"
      action={SHOP_PATHS.cart}
      className={styles.calculator}
      data-shipping-calculator
    >
      <h2>Versandkosten berechnen</h2>
      <p className={styles.field}>
        <label htmlFor="calc-country">Land</label>
        <select
          id="calc-country"
          name="land"
          defaultValue={destination.country}
          data-country-select
        >
          {COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </p>
      <StateSelect
        id="calc-state"
        name="bundesland"
        country={destination.country}
        value={destination.state}
      />
      <p className={styles.field}>
        <label htmlFor="calc-postcode">PLZ</label>
        <input
          id="calc-postcode"
          name="plz"
          defaultValue={destination.postcode}
          inputMode="numeric"
          autoComplete="postal-code"
        />
      </p>
      <button type="submit" className={styles.secondaryButton}>
        Berechnen
      </button>
      <div data-shipping-result aria-live="polite">
        {calculated && (
          <ul className={styles.shippingOptions}>
            {priced.shippingOptions.map((option) => (
              <li key={option.id}>
                {option.label}:{' '}
                {option.costCents === 0 ? 'kostenlos' : formatPrice(option.costCents)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </form>
  )
}

/** /warenkorb: lines with quantity and removal, totals, and the shipping calculator. */
export function CartView({ priced, destination, calculated, shippingPath }: Props) {
  if (priced.lines.length === 0)
    return (
      <>
        <p>Ihr Warenkorb ist leer.</p>
        <p>
          <a href={SHOP_PATHS.catalogue} className={styles.primaryLink}>
            Zum Shop
          </a>
        </p>
      </>
    )
  const checkout = `${SHOP_PATHS.checkout}?${new URLSearchParams({
    land: destination.country,
    ...(destination.state ? { bundesland: destination.state } : {}),
  }).toString()}`
  return (
    <div className={styles.cart} {...island('cart-page', 'interaction')}>
      <table className={styles.cartTable}>
        <caption className="visually-hidden">Artikel im Warenkorb</caption>
        <thead>
          <tr>
            <th scope="col">Artikel</th>
            <th scope="col">Preis</th>
            <th scope="col">Menge</th>
            <th scope="col">Summe</th>
          </tr>
        </thead>
        <tbody>
          {priced.lines.map((line, index) => (
            <CartRow key={line.key} line={line} index={index} />
          ))}
        </tbody>
      </table>
      <div className={styles.cartSide}>
        {priced.needsShipping && (
          <ShippingCalculator priced={priced} destination={destination} calculated={calculated} />
        )}
        <TotalsTable priced={priced} shippingPath={shippingPath} />
        <p>
          <a href={checkout} className={styles.primaryLink}>
            Zur Kasse
          </a>
        </p>
      </div>
    </div>
  )
}
