import type { ShopSetting } from '@/payload-types'

import { PICKUP } from '../cart/shipping'

/** What decides whether a method is offered: the delivery, and a cart of event tickets only. */
export type PaymentCart = { shippingId: string | null; ticketsOnly: boolean }

/** What a payment method needs to know about a placed order. */
export type PlacedOrder = { number: string; dueCents: number; accessKey: string }

/**
 * A payment method. Vorkasse and pay-at-pickup need no third party; a provider such as PayPal or
 * Stripe adds `start`, which returns the address the visitor pays at (the order stays „offen“
 * until the provider's callback marks it „bezahlt“). The checkout calls only this interface.
 */
export type PaymentProvider = {
  id: 'vorkasse' | 'pickup' | 'door'
  label: string
  /** Shown beside the choice in the checkout. */
  description: string
  available: (settings: ShopSetting, cart: PaymentCart) => boolean
  start?: (order: PlacedOrder) => Promise<{ redirectUrl: string } | null>
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
]

/** „Vorkasse“, „bei Abholung“, „vor Ort“: how an order is paid, in a few words. */
export const paymentWords = (id: string | null | undefined) =>
  id === 'pickup' ? 'bei Abholung' : id === 'door' ? 'vor Ort' : 'Vorkasse'

export const providerById = (id: unknown) =>
  PAYMENT_PROVIDERS.find((provider) => provider.id === id) ?? null
