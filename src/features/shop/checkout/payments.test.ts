import { describe, expect, it } from 'vitest'

import type { ShopSetting } from '@/payload-types'

import { onlineLabel, PAYMENT_PROVIDERS, type PaymentCart, paymentWords } from './payments'

const settings = { vorkasse: true, payAtPickup: true } as ShopSetting
const offered = (
  shippingId: string,
  ticketsOnly: boolean,
  shop = settings,
  online: PaymentCart['online'] = null,
) =>
  PAYMENT_PROVIDERS.filter((provider) =>
    provider.available(shop, { shippingId, ticketsOnly, online }),
  ).map((provider) => provider.id)

const MOLLIE = [
  { id: 'paypal', label: 'PayPal' },
  { id: 'creditcard', label: 'Kreditkarte' },
  { id: 'klarna', label: 'Klarna' },
  { id: 'applepay', label: 'Apple Pay' },
]

describe('payment methods', () => {
  it('offers payment at pickup with pickup only, and at the door for event tickets only', () => {
    expect(offered('dhl', false)).toEqual(['vorkasse'])
    expect(offered('pickup', false)).toEqual(['vorkasse', 'pickup'])
    expect(offered('email', false)).toEqual(['vorkasse'])
    expect(offered('email', true)).toEqual(['vorkasse', 'door'])
  })

  it('follows the owner’s switches', () => {
    const transferOnly = { vorkasse: true, payAtPickup: false } as ShopSetting
    expect(offered('email', true, transferOnly)).toEqual(['vorkasse'])
    expect(offered('pickup', false, { vorkasse: false, payAtPickup: true } as ShopSetting)).toEqual(
      ['pickup'],
    )
  })

  it('offers online payment for every cart once Mollie offers a method, and not before', () => {
    expect(offered('dhl', false, settings, MOLLIE)).toEqual(['vorkasse', 'online'])
    expect(offered('email', true, settings, MOLLIE)).toEqual(['vorkasse', 'door', 'online'])
    expect(offered('dhl', false, settings, [])).toEqual(['vorkasse'])
  })

  it('names at most three online methods in the choice', () => {
    expect(onlineLabel(MOLLIE)).toBe('Online bezahlen (PayPal, Kreditkarte, Klarna, …)')
    expect(onlineLabel(MOLLIE.slice(0, 2))).toBe('Online bezahlen (PayPal, Kreditkarte)')
    expect(onlineLabel(null)).toBe('Online bezahlen')
  })

  it('names the method in a few words for mails and the export', () => {
    expect(['vorkasse', 'pickup', 'door', null].map((id) => paymentWords(id))).toEqual([
      'Vorkasse',
      'bei Abholung',
      'vor Ort',
      'Vorkasse',
    ])
    expect(paymentWords('online', 'PayPal')).toBe('online (PayPal)')
    expect(paymentWords('online')).toBe('online')
  })
})
