import { formatPrice } from '@/lib/format'

/** The parts of /kasse the `checkout` island changes in place (CheckoutView.tsx). */

export type ShippingAnswer = {
  options: Array<{ id: string; label: string; costCents: number }>
  notice: string
}

/** The shipping cost and total for the chosen method; pay-at-pickup only with pickup. */
export function updateTotals(form: HTMLElement) {
  const subtotalCell = form.querySelector<HTMLElement>('[data-subtotal]')
  const shippingCell = form.querySelector<HTMLElement>('[data-shipping-cost]')
  const totalCell = form.querySelector<HTMLElement>('[data-total]')
  const chosen = form.querySelector<HTMLInputElement>('[name="shipping_method"]:checked')
  const cost = Number(chosen?.dataset.cost ?? 0)
  const subtotal = Number(subtotalCell?.dataset.subtotal ?? 0)
  if (shippingCell) shippingCell.textContent = formatPrice(cost)
  const shippingLabel = shippingCell?.previousElementSibling
  if (shippingLabel && chosen)
    shippingLabel.textContent = chosen.labels?.[0]?.textContent?.split(':')[0] ?? ''
  if (totalCell) totalCell.textContent = formatPrice(subtotal + cost)
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

/** The shipping method checked now, as the visitor sees it (its label holds the price). */
export function chosenShipping(form: HTMLElement): string | null {
  const radio = form.querySelector<HTMLInputElement>('[name="shipping_method"]:checked')
  return radio ? (radio.labels?.[0]?.textContent ?? radio.value) : null
}

/**
 * The shipping methods of an answer as radio buttons. The visitor's choice stays if offered, also
 * under another id: „DHL Paket“ of the zone of the new address is the same choice.
 */
export function renderShippingOptions(box: HTMLElement, answer: ShippingAnswer) {
  const checked = box.querySelector<HTMLInputElement>('[name="shipping_method"]:checked')
  const previousLabel = checked?.labels?.[0]?.textContent?.split(':')[0]
  const chosen = (
    answer.options.find((option) => option.id === checked?.value) ??
    answer.options.find((option) => option.label === previousLabel) ??
    answer.options[0]
  )?.id
  const rowClass = (box.firstElementChild as HTMLElement | null)?.className ?? ''
  box.replaceChildren(
    ...answer.options.map((option) => {
      const row = document.createElement('p')
      row.className = rowClass
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
    box.append(notice)
  }
}

/** The different shipping address: shown and sent only when asked for. */
export function showShippingAddress(form: HTMLElement, wanted: boolean) {
  const address = form.querySelector<HTMLElement>('[data-shipping-address]')
  if (!address) return
  address.hidden = !wanted
  for (const input of address.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
    'input, select',
  ))
    input.disabled = !wanted
}
