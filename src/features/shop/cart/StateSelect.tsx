import { countryByCode } from './countries'
import { STATE_OPTIONAL } from './postcodeStates'
import styles from '../Shop.module.css'

/**
 * The state select of an address (spec §2: billing and shipping country and state): the states
 * of the chosen country; hidden for a country without states. The islands refill it when the
 * country changes.
 */
export function StateSelect({
  id,
  name,
  country,
  value,
  required,
}: {
  id: string
  name: string
  country: string
  value: string | null
  required?: boolean
}) {
  const states = countryByCode(country)?.states ?? []
  // German and Austrian addresses carry no state; the shop asks only where shipping needs it.
  const optional = STATE_OPTIONAL.has(country.toUpperCase())
  return (
    <p className={styles.field} data-state-field hidden={states.length === 0}>
      <label htmlFor={id}>
        Bundesland
        <span data-optional-note hidden={!optional}>
          {' '}
          (freiwillig)
        </span>
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value ?? ''}
        data-state-select
        data-required={required ? 'true' : undefined}
        required={required && states.length > 0 && !optional}
        disabled={states.length === 0}
      >
        <option value="">Bitte wählen</option>
        {states.map((state) => (
          <option key={state.code} value={state.code}>
            {state.name}
          </option>
        ))}
      </select>
    </p>
  )
}
