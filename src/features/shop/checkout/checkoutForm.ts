import { isEmailAddress } from '@/lib/formText'
import { countryByCode, stateOf } from '../cart/countries'
import { STATE_OPTIONAL, stateFromPostcode } from '../cart/postcodeStates'

export type CheckoutAddress = {
  firstName: string
  lastName: string
  company: string
  street: string
  postcode: string
  city: string
  country: string
  state: string | null
}

export type CheckoutForm = {
  email: string
  phone: string
  billing: CheckoutAddress
  shipToDifferent: boolean
  shipping: CheckoutAddress | null
  note: string
  shippingId: string
  paymentId: string
  voucherCode: string
  /** Line key → unit price in cents as the visitor saw it on the checkout page. */
  seenPrices: Map<string, number>
}

const POSTCODE: Record<string, RegExp> = { DE: /^\d{5}$/, AT: /^\d{4}$/, CH: /^\d{4}$/ }

const text = (fields: URLSearchParams, name: string, max = 120) =>
  (fields.get(name) ?? '')
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
    .slice(0, max)

function readAddress(
  fields: URLSearchParams,
  prefix: 'billing' | 'shipping',
  errors: Record<string, string>,
): CheckoutAddress {
  const field = (name: string, max?: number) => text(fields, `${prefix}_${name}`, max)
  const address: CheckoutAddress = {
    firstName: field('first_name'),
    lastName: field('last_name'),
    company: field('company'),
    street: field('street'),
    postcode: field('postcode', 12),
    city: field('city'),
    country: field('country', 2).toUpperCase(),
    state: null,
  }
  const required: Array<[keyof CheckoutAddress, string]> = [
    ['firstName', 'Bitte den Vornamen angeben.'],
    ['lastName', 'Bitte den Nachnamen angeben.'],
    ['street', 'Bitte Straße und Hausnummer angeben.'],
    ['postcode', 'Bitte die Postleitzahl angeben.'],
    ['city', 'Bitte den Ort angeben.'],
  ]
  for (const [key, message] of required)
    if (!address[key])
      errors[`${prefix}_${key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`] = message
  const country = countryByCode(address.country)
  if (!country) errors[`${prefix}_country`] = 'Bitte ein Land aus der Liste wählen.'
  else {
    // German and Austrian addresses carry no state: it is optional, taken from the postcode
    // where that tells it, and asked for only when a shipping zone needs it (placeOrder).
    address.state =
      stateOf(country.code, fields.get(`${prefix}_state`)) ??
      stateFromPostcode(country.code, address.postcode)
    if (country.states.length && !address.state && !STATE_OPTIONAL.has(country.code))
      errors[`${prefix}_state`] = 'Bitte das Bundesland wählen.'
    const pattern = POSTCODE[country.code]
    if (address.postcode && pattern && !pattern.test(address.postcode))
      errors[`${prefix}_postcode`] = 'Diese Postleitzahl passt nicht zum gewählten Land.'
  }
  return address
}

/**
 * The checkout's fields (names as the form posts them), checked as the visitor expects: every
 * message German and tied to its field. The state must belong to the country.
 */
export function readCheckoutForm(fields: URLSearchParams): {
  form: CheckoutForm
  errors: Record<string, string>
} {
  const errors: Record<string, string> = {}
  const email = text(fields, 'email', 254)
  if (!isEmailAddress(email)) errors.email = 'Bitte eine gültige E-Mail-Adresse angeben.'
  const phone = text(fields, 'phone', 40)
  if (phone && !/^[+\d][\d\s/()-]{3,}$/.test(phone))
    errors.phone = 'Bitte eine Telefonnummer aus Ziffern angeben (oder das Feld leer lassen).'
  const billing = readAddress(fields, 'billing', errors)
  const shipToDifferent = fields.get('ship_to_different') === '1'
  const shipping = shipToDifferent ? readAddress(fields, 'shipping', errors) : null
  const shippingId = text(fields, 'shipping_method', 60)
  if (!shippingId) errors.shipping_method = 'Bitte eine Versandart wählen.'
  const paymentId = text(fields, 'payment_method', 20)
  if (!paymentId) errors.payment_method = 'Bitte eine Zahlungsart wählen.'
  const seenPrices = new Map<string, number>()
  for (const entry of (fields.get('seen_prices') ?? '').split(',').slice(0, 40)) {
    const [key, cents] = entry.split('=')
    if (key && /^\d+$/.test(cents ?? '')) seenPrices.set(key, Number(cents))
  }
  return {
    form: {
      email,
      phone,
      billing,
      shipToDifferent,
      shipping,
      note: (fields.get('note') ?? '').trim().slice(0, 1000),
      shippingId,
      paymentId,
      voucherCode: text(fields, 'voucher_code', 40),
      seenPrices,
    },
    errors,
  }
}
