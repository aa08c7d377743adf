import type { ShopSetting } from '@/payload-types'

import { PICKUP } from '../cart/shipping'

/** What a payment method needs to know about a placed order. */
export type PlacedOrder = { number: string; dueCents: number; accessKey: string }

/**
 * A payment method. Vorkasse and pay-at-pickup need no third party; a provider such as PayPal or
 * Stripe adds `start`, which returns the address the visitor pays at (the order stays „offen“
 * until the provider's callback marks it „bezahlt“). The checkout calls only this interface.
 */
export type PaymentProvider = {
  id: 'vorkasse' | 'pickup'
  label: string
  /** Shown beside the choice in the checkout. */
  description: string
  available: (settings: ShopSetting, shippingId: string | null) => boolean
  start?: (order: PlacedOrder) => Promise<{ redirectUrl: string } | null>
}

export const PAYMENT_PROVIDERS: PaymentProvider[] = [
  {
    id: 'vorkasse',
    label: 'Vorkasse (Überweisung)',
    description:
      'Nach der Bestellung erhalten Sie unsere Bankverbindung und einen GiroCode für Ihre Banking-App. Wir liefern nach Zahlungseingang.',
    available: (settings) => settings.vorkasse !== false,
  },
  {
    id: 'pickup',
    label: 'Zahlung bei Abholung',
    description: 'Bar oder mit Karte im Salon, wenn Sie die Bestellung abholen.',
    available: (settings, shippingId) => settings.payAtPickup !== false && shippingId === PICKUP.id,
  },
]

export const providerById = (id: unknown) =>
  PAYMENT_PROVIDERS.find((provider) => provider.id === id) ?? null
