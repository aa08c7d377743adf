import { ApiError, apiFetch, germanErrorMessage } from '@/lib/apiClient'
import { formatPrice } from '@/lib/format'
import type { Island } from '@/lib/islands'

import { fillStates } from './countrySelects'
import { SHOP_API } from './paths'

type ShippingAnswer = {
  options: Array<{ id: string; label: string; costCents: number }>
  notice: string
}
type OrderAnswer = { location: string }
type Refusal = { notice?: string; fields?: Record<string, string> }

/**
 * /kasse: states follow the country; the shipping address appears when asked for; the shipping
 * options and the totals follow the destination; pay-at-pickup is offered with pickup only; and
 * the order is sent in place, with every German message beside its field.
 */
const attach: Island = (form) => {
  const formElement = form as HTMLFormElement
  const toggle = form.querySelector<HTMLInputElement>('[data-ship-toggle]')
  const shippingAddress = form.querySelector<HTMLElement>('[data-shipping-address]')
  const optionsBox = form.querySelector<HTMLElement>('[data-shipping-options]')!
  const alert = form.querySelector<HTMLElement>('[data-form-alert]')!
  const orderButton = form.querySelector<HTMLButtonElement>('[data-order-button]')!
  const subtotalCell = form.querySelector<HTMLElement>('[data-subtotal]')
  const shippingCell = form.querySelector<HTMLElement>('[data-shipping-cost]')
  const totalCell = form.querySelector<HTMLElement>('[data-total]')

  const destinationPrefix = () => (toggle?.checked ? 'shipping' : 'billing')
  const select = (name: string) => form.querySelector<HTMLSelectElement>(`[name="${name}"]`)

  const updateTotals = () => {
    const chosen = form.querySelector<HTMLInputElement>('[name="shipping_method"]:checked')
    const cost = Number(chosen?.dataset.cost ?? 0)
    const subtotal = Number(subtotalCell?.dataset.subtotal ?? 0)
    if (shippingCell) shippingCell.textContent = formatPrice(cost)
    const shippingLabel = shippingCell?.previousElementSibling
    if (shippingLabel && chosen)
      shippingLabel.textContent = chosen.labels?.[0]?.textContent?.split(':')[0] ?? ''
    if (totalCell) totalCell.textContent = formatPrice(subtotal + cost)
    // Pay at pickup only when the order is picked up.
    const pickup = chosen?.value === 'pickup'
    const pickupPayment = form.querySelector<HTMLElement>('[data-payment="pickup"]')
    if (pickupPayment) {
      pickupPayment.hidden = !pickup
      const radio = pickupPayment.querySelector<HTMLInputElement>('input')!
      radio.disabled = !pickup
      if (!pickup && radio.checked)
        form.querySelector<HTMLInputElement>('[data-payment="vorkasse"] input')?.click()
    }
  }

  const loadShipping = async () => {
    const prefix = destinationPrefix()
    const query = new URLSearchParams({
      country: select(`${prefix}_country`)?.value ?? 'DE',
      state: select(`${prefix}_state`)?.value ?? '',
      // Where a zone is by state, the postcode may tell it (postcodeStates.ts).
      postcode: form.querySelector<HTMLInputElement>(`[name="${prefix}_postcode"]`)?.value ?? '',
    })
    try {
      const answer = await apiFetch<ShippingAnswer>({ path: `${SHOP_API.shipping}?${query}` })
      const previous = form.querySelector<HTMLInputElement>(
        '[name="shipping_method"]:checked',
      )?.value
      const chosen = answer.options.some((option) => option.id === previous)
        ? previous
        : answer.options[0]?.id
      optionsBox.replaceChildren(
        ...answer.options.map((option) => {
          const row = document.createElement('p')
          row.className = (optionsBox.firstElementChild as HTMLElement | null)?.className ?? ''
          const radio = document.createElement('input')
          radio.type = 'radio'
          radio.name = 'shipping_method'
          radio.id = `shipping-${option.id}`
          radio.value = option.id
          radio.dataset.cost = String(option.costCents)
          radio.checked = option.id === chosen
          const label = document.createElement('label')
          label.htmlFor = radio.id
          label.textContent = `${option.label}: ${option.costCents === 0 ? 'kostenlos' : formatPrice(option.costCents)}`
          row.append(radio, label)
          return row
        }),
      )
      if (answer.notice) {
        const notice = document.createElement('p')
        notice.textContent = answer.notice
        optionsBox.append(notice)
      }
    } catch (error) {
      optionsBox.textContent = germanErrorMessage(error)
    }
    updateTotals()
  }

  const showShippingAddress = () => {
    if (!shippingAddress) return
    shippingAddress.hidden = !toggle?.checked
    for (const input of shippingAddress.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
      'input, select',
    ))
      input.disabled = !toggle?.checked
  }

  const clearErrors = () => {
    alert.hidden = true
    for (const slot of form.querySelectorAll<HTMLElement>('[data-error-for]')) slot.textContent = ''
    for (const field of form.querySelectorAll('[aria-invalid]'))
      field.removeAttribute('aria-invalid')
  }

  const showErrors = (refusal: Refusal) => {
    alert.textContent = refusal.notice ?? 'Bitte prüfen Sie Ihre Angaben.'
    alert.hidden = false
    let first: HTMLElement | null = null
    for (const [name, message] of Object.entries(refusal.fields ?? {})) {
      const slot = form.querySelector<HTMLElement>(`[data-error-for="${name}"]`)
      if (slot) slot.textContent = message
      const field = form.querySelector<HTMLElement>(`[name="${name}"]`)
      field?.setAttribute('aria-invalid', 'true')
      first ??= field
    }
    ;(first ?? alert).focus?.()
    if (!first) alert.scrollIntoView({ block: 'center' })
  }

  const onChange = (event: Event) => {
    const target = event.target as HTMLElement
    if (target.matches('[data-country-select]')) {
      const prefix = (target as HTMLSelectElement).dataset.destination
      const states = select(`${prefix}_state`)
      if (states) fillStates(states, (target as HTMLSelectElement).value)
      if (prefix === destinationPrefix()) void loadShipping()
    } else if (target.matches('[data-state-select], [name$="_postcode"]')) {
      if (target.getAttribute('name')?.startsWith(destinationPrefix())) void loadShipping()
    } else if (target === toggle) {
      showShippingAddress()
      void loadShipping()
    } else if (target.matches('[name="shipping_method"]')) updateTotals()
  }

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault()
    clearErrors()
    orderButton.disabled = true
    try {
      const answer = await apiFetch<OrderAnswer>({
        path: formElement.getAttribute('action') ?? '',
        method: 'POST',
        body: new URLSearchParams(new FormData(formElement) as unknown as Record<string, string>),
      })
      window.location.assign(answer.location)
    } catch (error) {
      const data = error instanceof ApiError ? (error.data as Refusal | undefined) : undefined
      showErrors(data ?? { notice: germanErrorMessage(error) })
      orderButton.disabled = false
    }
  }

  alert.tabIndex = -1
  showShippingAddress()
  updateTotals()
  form.addEventListener('change', onChange)
  form.addEventListener('submit', onSubmit)
  return () => {
    form.removeEventListener('change', onChange)
    form.removeEventListener('submit', onSubmit)
  }
}

export default attach
