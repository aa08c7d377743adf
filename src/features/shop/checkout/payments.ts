import type { ShopSetting } from '@/payload-types'

import { PICKUP } from '../cart/shipping'

/**
 * What decides whether a method is offered: the delivery, a cart of event tickets only, and
 * whether online payment is set up (the methods Mollie offers, with German labels).
 */
export type PaymentCart = {
  shippingId: string | null
  ticketsOnly: boolean
  online: Array<{ id: string; label: string }> | null
}

/**
 * A payment method. Vorkasse and pay-at-pickup need no third party; „online“ sends the visitor to
 * Mollie's checkout (orders/orderPayment.server.ts), and the order stays „Zahlung ausstehend“
 * until Mollie says it is paid. The checkout calls only this interface.
 */
export type PaymentProvider = {
  id: 'vorkasse' | 'pickup' | 'door' | 'online'
  label: string
  /** Shown beside the choice in the checkout. */
  description: string
  available: (settings: ShopSetting, cart: PaymentCart) => boolean
  /** Paid through a provider's page: the order waits for the provider's word. */
  online?: true
}

/** „Online bezahlen (PayPal, Kreditkarte, …)“: the methods Mollie offers, at most three named. */
export function onlineLabel(methods: Array<{ label: string }> | null): string {
  const names = (methods ?? []).map((method) => method.label)
  const shown = names.slice(0, 3).join(', ')
  return names.length === 0
    ? 'Online bezahlen'
    : `Online bezahlen (${shown}${names.length > 3 ? ', …' : ''})`
}

export const PAYMENT_PROVIDERS: PaymentProvider[] = [
  {
    id: 'vorkasse',
    label: 'Vorkasse (Überweisung)',
    description:
      'Nach der Bestellung erhalten Sie unsere Bankverbindung und einen GiroCode für Ihre Banking-App. Wir liefern nach Zahlungseingang.',
    available: (settings: ShopSetting) => settings.vorkasse !== false,
  },
  {
    id: 'pickup',
    label: 'Zahlung bei Abholung',
    description: 'Bar oder mit Karte im Salon, wenn Sie die Bestellung abholen.',
    available: (settings, cart) => settings.payAtPickup !== false && cart.shippingId === PICKUP.id,
  },
  {
    id: 'door',
    label: 'Zahlung vor Ort',
    description:
      'Bar oder mit Karte am Einlass der Veranstaltung. Ihre Plätze sind reserviert; die Karten gelten, sobald bezahlt ist.',
    available: (settings, cart) => settings.payAtPickup !== false && cart.ticketsOnly,
  },
  {
    id: 'online',
    label: 'Online bezahlen',
    description:
      'Sie bezahlen gleich im Anschluss auf der sicheren Bezahlseite unseres Zahlungsdienstleisters Mollie und kommen danach hierher zurück.',
    available: (_settings, cart) => (cart.online?.length ?? 0) > 0,
    online: true,
  },
]

/** „Vorkasse“, „bei Abholung“, „vor Ort“, „online (PayPal)“: how an order is paid, in a few words. */
export const paymentWords = (id: string | null | undefined, detail?: string | null) =>
  id === 'pickup'
    ? 'bei Abholung'
    : id === 'door'
      ? 'vor Ort'
      : id === 'online'
        ? `online${detail ? ` (${detail})` : ''}`
        : 'Vorkasse'

export const providerById = (id: unknown) =>
  PAYMENT_PROVIDERS.find((provider) => provider.id === id) ?? null
