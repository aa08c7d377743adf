import type { QuantityRules } from './quantity'
import styles from '../Shop.module.css'

type Props = {
  id: string
  rules: QuantityRules
  value: number
  /** The highest amount orderable now (max and stock); null: no limit. */
  max: number | null
  label?: string
}

/**
 * The quantity input with minus and plus (spec §3/§5: min, max, step; default step 1). Without
 * script the number field's own limits apply and the server clamps; the `quantity` behaviour
 * (quantityStepper.ts) makes the buttons step within min and max and corrects typed values.
 */
export function QuantityInput({ id, rules, value, max, label = 'Menge' }: Props) {
  return (
    <div className={styles.quantity} data-quantity>
      <label htmlFor={id} className={styles.quantityLabel}>
        {label}
      </label>
      <div className={styles.quantityControls}>
        <button type="button" data-step="down" aria-label="Menge verringern" aria-controls={id}>
          −
        </button>
        <input
          id={id}
          type="number"
          name="quantity"
          inputMode="numeric"
          min={rules.min}
          max={max ?? undefined}
          step={rules.step}
          defaultValue={value}
          data-min={rules.min}
          data-max={max ?? ''}
          data-step-size={rules.step}
        />
        <button type="button" data-step="up" aria-label="Menge erhöhen" aria-controls={id}>
          +
        </button>
      </div>
    </div>
  )
}
