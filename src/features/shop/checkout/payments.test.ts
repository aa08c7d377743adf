import { describe, expect, it } from 'vitest'

import type { ShopSetting } from '@/payload-types'

import { PAYMENT_PROVIDERS, paymentWords } from './payments'

const settings = { vorkasse: true, payAtPickup: true } as ShopSetting
const offered = (shippingId: string, ticketsOnly: boolean, shop = settings) =>
  PAYMENT_PROVIDERS.filter((provider) => provider.available(shop, { shippingId, ticketsOnly })).map(
    (provider) => provider.id,
  )

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

  it('names the method in a few words for mails and the export', () => {
    expect(['vorkasse', 'pickup', 'door', null].map(paymentWords)).toEqual([
      'Vorkasse',
      'bei Abholung',
      'vor Ort',
      'Vorkasse',
    ])
  })
})
