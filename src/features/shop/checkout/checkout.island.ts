import { ApiError, apiFetch, germanErrorMessage } from '@/lib/apiClient'
import type { Island } from '@/lib/islands'
import { clearErrors, type Refusal, showErrors } from '@/lib/ui/formErrors'

import {
  chosenShipping,
  renderShippingOptions,
  type ShippingAnswer,
  showShippingAddress,
  updateTotals,
} from './checkoutDom'
import { fillStates } from '../cart/countrySelects'
import { SHOP_API } from '../paths'

type OrderAnswer = { location: string }

const SHIPPING_CHANGED =
  'Für Ihre Adresse gelten andere Versandarten oder Preise. Bitte prüfen Sie Versand und Gesamtsumme und bestellen Sie dann.'

/**
 * /kasse: states follow the country; the shipping address appears when asked for; the shipping
 * options and the totals follow the destination; pay-at-pickup is offered with pickup only; and
 * the order is sent in place, with every German message beside its field.
 */
const attach: Island = (form) => {
  const formElement = form as HTMLFormElement
  const toggle = form.querySelector<HTMLInputElement>('[data-ship-toggle]')
  const optionsBox = form.querySelector<HTMLElement>('[data-shipping-options]')!
  const alert = form.querySelector<HTMLElement>('[data-form-alert]')!
  const orderButton = form.querySelector<HTMLButtonElement>('[data-order-button]')!

  const destinationPrefix = () => (toggle?.checked ? 'shipping' : 'billing')
  const select = (name: string) => form.querySelector<HTMLSelectElement>(`[name="${name}"]`)

  // The options of the newest destination asked for: an older answer that arrives later is
  // dropped, and an order waits for the newest (it is sent with the methods of its address).
  let asked = 0
  let shippingLoaded: Promise<void> = Promise.resolve()
  const loadShipping = () => {
    const ticket = ++asked
    shippingLoaded = fetchShipping(ticket)
  }

  const fetchShipping = async (ticket: number) => {
    const prefix = destinationPrefix()
    const query = new URLSearchParams({
      country: select(`${prefix}_country`)?.value ?? 'DE',
      state: select(`${prefix}_state`)?.value ?? '',
      // Where a zone is by state, the postcode may tell it (postcodeStates.ts).
      postcode: form.querySelector<HTMLInputElement>(`[name="${prefix}_postcode"]`)?.value ?? '',
    })
    let answer: ShippingAnswer | Error
    try {
      answer = await apiFetch<ShippingAnswer>({ path: `${SHOP_API.shipping}?${query}` })
    } catch (error) {
      answer = error instanceof Error ? error : new Error(String(error))
    }
    if (ticket !== asked) return
    if (answer instanceof Error) optionsBox.textContent = germanErrorMessage(answer)
    else renderShippingOptions(optionsBox, answer)
    updateTotals(form)
  }

  const onChange = (event: Event) => {
    const target = event.target as HTMLElement
    if (target.matches('[data-country-select]')) {
      const prefix = (target as HTMLSelectElement).dataset.destination
      const states = select(`${prefix}_state`)
      if (states) fillStates(states, (target as HTMLSelectElement).value)
      if (prefix === destinationPrefix()) loadShipping()
    } else if (target.matches('[data-state-select], [name$="_postcode"]')) {
      if (target.getAttribute('name')?.startsWith(destinationPrefix())) loadShipping()
    } else if (target === toggle) {
      showShippingAddress(form, Boolean(toggle?.checked))
      loadShipping()
    } else if (target.matches('[name="shipping_method"]')) updateTotals(form)
  }

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault()
    clearErrors(form, alert)
    orderButton.disabled = true
    const seen = chosenShipping(form)
    await shippingLoaded
    // What the visitor saw when she pressed the button is what she orders, or nothing.
    if (chosenShipping(form) !== seen) {
      showErrors(form, alert, { notice: SHIPPING_CHANGED })
      orderButton.disabled = false
      return
    }
    try {
      const answer = await apiFetch<OrderAnswer>({
        path: formElement.getAttribute('action') ?? '',
        method: 'POST',
        body: new URLSearchParams(new FormData(formElement) as unknown as Record<string, string>),
      })
      window.location.assign(answer.location)
    } catch (error) {
      const data = error instanceof ApiError ? (error.data as Refusal | undefined) : undefined
      showErrors(form, alert, data ?? { notice: germanErrorMessage(error) })
      orderButton.disabled = false
    }
  }

  alert.tabIndex = -1
  showShippingAddress(form, Boolean(toggle?.checked))
  updateTotals(form)
  form.addEventListener('change', onChange)
  form.addEventListener('submit', onSubmit)
  return () => {
    form.removeEventListener('change', onChange)
    form.removeEventListener('submit', onSubmit)
  }
}

export default attach
