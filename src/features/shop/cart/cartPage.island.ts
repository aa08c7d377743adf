import { ApiError, apiFetch, germanErrorMessage } from '@/lib/apiClient'
import type { Island } from '@/lib/islands'
import { formatPrice } from '@/lib/format'

import { fillStates } from './countrySelects'
import { SHOP_API } from '../paths'
import { attachQuantityInputs } from '../catalogue/quantityStepper'

type ShippingAnswer = {
  options: Array<{ id: string; label: string; costCents: number }>
  notice: string
}

/**
 * /warenkorb: plus and minus on every line; the shipping calculator loads the states of the
 * chosen country and answers in place (the form also works as a plain GET without script).
 */
const attach: Island = (root) => {
  const detachQuantity = attachQuantityInputs(root)
  const calculator = root.querySelector<HTMLFormElement>('[data-shipping-calculator]')
  const country = calculator?.querySelector<HTMLSelectElement>('[data-country-select]')
  const state = calculator?.querySelector<HTMLSelectElement>('[data-state-select]')
  const result = calculator?.querySelector<HTMLElement>('[data-shipping-result]')
  const onCountry = () => {
    if (country && state) fillStates(state, country.value)
  }
  const onCalculate = async (event: SubmitEvent) => {
    if (!calculator || !result) return
    event.preventDefault()
    const query = new URLSearchParams({
      country: country?.value ?? '',
      state: state?.value ?? '',
      postcode: calculator.querySelector<HTMLInputElement>('[name="plz"]')?.value ?? '',
    })
    try {
      const answer = await apiFetch<ShippingAnswer>({ path: `${SHOP_API.shipping}?${query}` })
      const list = document.createElement('ul')
      for (const option of answer.options) {
        const item = document.createElement('li')
        item.textContent = `${option.label}: ${option.costCents === 0 ? 'kostenlos' : formatPrice(option.costCents)}`
        list.append(item)
      }
      const notice = document.createElement('p')
      notice.textContent = answer.notice
      result.replaceChildren(...(answer.notice ? [notice] : []), list)
    } catch (error) {
      const data =
        error instanceof ApiError ? (error.data as { notice?: string } | undefined) : undefined
      result.textContent = data?.notice ?? germanErrorMessage(error)
    }
  }
  country?.addEventListener('change', onCountry)
  calculator?.addEventListener('submit', onCalculate)
  return () => {
    detachQuantity()
    country?.removeEventListener('change', onCountry)
    calculator?.removeEventListener('submit', onCalculate)
  }
}

export default attach
