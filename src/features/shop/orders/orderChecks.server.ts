import { formatPrice } from '@/lib/format'
import type { ShopSetting } from '@/payload-types'

import type { CheckoutForm } from '../checkout/checkoutForm'
import { orderQuantityProblem } from './orderQuantities'
import { type PaymentCart, type PaymentProvider, providerById } from '../checkout/payments'
import { type PricedCart, ticketsOnly, zonesOf } from '../cart/pricing.server'
import { stateNeeded } from '../cart/shipping'
import { refusal, type ShopRefusal } from '../shopHttp.server'

/** Where the goods go: the different shipping address when the visitor gave one. */
export const destinationOf = (form: CheckoutForm) =>
  form.shipToDifferent && form.shipping ? form.shipping : form.billing

/** Refuses a cart that changed, sold out, breaks quantity rules or shows other prices now. */
function checkLines(priced: PricedCart, form: CheckoutForm): ShopRefusal | null {
  if (priced.dropped > 0 || priced.lines.length === 0)
    return refusal(
      409,
      'cart_changed',
      'A product in the cart is no longer available.',
      'Ein Artikel in Ihrem Warenkorb ist nicht mehr im Shop. Bitte prüfen Sie den Warenkorb.',
    )
  const problem = priced.lines.find((line) => line.problem)
  if (problem)
    return refusal(
      409,
      'sold_out',
      'An item is sold out or not available in this quantity.',
      problem.problem!,
    )
  const quantities = orderQuantityProblem(priced.lines)
  if (quantities)
    return refusal(
      409,
      'quantity_rules',
      "The order breaks a product's minimum, maximum or step.",
      quantities,
    )
  const changed = priced.lines.find((line) => {
    const seen = form.seenPrices.get(line.key)
    return seen !== undefined && seen !== line.offer.priceCents
  })
  if (changed || (form.seenPrices.size > 0 && form.seenPrices.size !== priced.lines.length))
    return refusal(
      409,
      'price_changed',
      'A price changed since the checkout page was shown.',
      changed
        ? `Der Preis von „${changed.offer.title}“ hat sich geändert: jetzt ${formatPrice(changed.offer.priceCents)}. Bitte prüfen Sie Ihre Bestellung und bestellen Sie erneut.`
        : 'Ihr Warenkorb hat sich geändert. Bitte prüfen Sie Ihre Bestellung und bestellen Sie erneut.',
    )
  return null
}

/** Refuses a destination without its needed state, a shipping method or payment not offered. */
function checkDelivery(
  priced: PricedCart,
  form: CheckoutForm,
  settings: ShopSetting,
  online: PaymentCart['online'],
): ShopRefusal | { provider: PaymentProvider } {
  const prefix = form.shipToDifferent && form.shipping ? 'shipping' : 'billing'
  if (priced.needsShipping && stateNeeded(zonesOf(settings), destinationOf(form))) {
    const ask =
      'Ihre Postleitzahl liegt in mehreren Bundesländern. Bitte wählen Sie Ihr Bundesland.'
    return refusal(400, 'state_needed', 'The state decides the shipping; choose it.', ask, {
      [`${prefix}_state`]: ask,
    })
  }
  if (!priced.shipping)
    return refusal(
      400,
      'invalid_shipping',
      'This shipping method is not offered for the address.',
      'Diese Versandart ist für Ihre Adresse nicht möglich. Bitte eine andere wählen.',
      { shipping_method: 'Diese Versandart ist für Ihre Adresse nicht möglich.' },
    )
  const provider = providerById(form.paymentId)
  if (
    !provider ||
    !provider.available(settings, {
      shippingId: priced.shipping.id,
      ticketsOnly: ticketsOnly(priced),
      online,
    })
  )
    return refusal(
      400,
      'invalid_payment',
      'This payment method is not available.',
      'Diese Zahlungsart ist hier nicht möglich. Bitte eine andere wählen.',
      { payment_method: 'Diese Zahlungsart ist hier nicht möglich.' },
    )
  return { provider }
}

/**
 * Everything the server checks again before it takes stock: the lines as priced now against
 * what the visitor saw, then where and how the order goes and is paid.
 */
export function checkOrder(
  priced: PricedCart,
  form: CheckoutForm,
  settings: ShopSetting,
  online: PaymentCart['online'] = null,
): ShopRefusal | { provider: PaymentProvider } {
  return checkLines(priced, form) ?? checkDelivery(priced, form, settings, online)
}
