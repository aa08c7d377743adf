import { countryByCode } from './countries'
import { STATE_OPTIONAL } from './postcodeStates'

/**
 * Refills a state select for the chosen country (spec §2: the states load for the country) and
 * hides it for a country without states.
 */
export function fillStates(stateSelect: HTMLSelectElement, countryCode: string) {
  const states = countryByCode(countryCode)?.states ?? []
  const previous = stateSelect.value
  const first = document.createElement('option')
  first.value = ''
  first.textContent = 'Bitte wählen'
  stateSelect.replaceChildren(
    first,
    ...states.map((state) => {
      const option = document.createElement('option')
      option.value = state.code
      option.textContent = state.name
      return option
    }),
  )
  if (states.some((state) => state.code === previous)) stateSelect.value = previous
  const field = stateSelect.closest<HTMLElement>('[data-state-field]')
  if (field) field.hidden = states.length === 0
  stateSelect.disabled = states.length === 0
  const optional = STATE_OPTIONAL.has(countryCode.toUpperCase())
  stateSelect.required = states.length > 0 && !optional && stateSelect.dataset.required === 'true'
  const note = field?.querySelector<HTMLElement>('[data-optional-note]')
  if (note) note.hidden = !optional
}
