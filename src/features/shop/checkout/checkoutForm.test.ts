import { describe, expect, it } from 'vitest'

import { readCheckoutForm } from './checkoutForm'

const valid = {
  email: 'anna@example.org',
  billing_first_name: 'Anna',
  billing_last_name: 'Muster',
  billing_street: 'Hauptstraße 1',
  billing_postcode: '10115',
  billing_city: 'Berlin',
  billing_country: 'DE',
  billing_state: 'DE-BE',
  shipping_method: 'pickup',
  payment_method: 'vorkasse',
}

describe('checkout fields', () => {
  it('reads a valid form, with the prices the visitor saw', () => {
    const { form, errors } = readCheckoutForm(
      new URLSearchParams({ ...valid, seen_prices: '1_-_0=1290,3_ab_0=1450,bad' }),
    )
    expect(errors).toEqual({})
    expect(form.billing).toMatchObject({ country: 'DE', state: 'DE-BE', postcode: '10115' })
    expect([...form.seenPrices]).toEqual([
      ['1_-_0', 1290],
      ['3_ab_0', 1450],
    ])
  })

  it('names every problem in German, beside its field', () => {
    const { errors } = readCheckoutForm(
      new URLSearchParams({
        ...valid,
        email: 'anna',
        billing_state: 'AT-9',
        billing_postcode: '1011',
      }),
    )
    // A state of another country is no state of this one; for Germany none is needed.
    expect(errors).toEqual({
      email: 'Bitte eine gültige E-Mail-Adresse angeben.',
      billing_postcode: 'Diese Postleitzahl passt nicht zum gewählten Land.',
    })
  })

  it('takes a German address without a state, and the state from a postcode that tells it', () => {
    const berlin = readCheckoutForm(new URLSearchParams({ ...valid, billing_state: '' }))
    expect(berlin.errors).toEqual({})
    expect(berlin.form.billing.state).toBe('DE-BE')
    const potsdam = readCheckoutForm(
      new URLSearchParams({ ...valid, billing_state: '', billing_postcode: '14467' }),
    )
    expect(potsdam.errors).toEqual({})
    expect(potsdam.form.billing.state).toBeNull()
  })

  it('checks the shipping address only when the visitor asked for one', () => {
    expect(readCheckoutForm(new URLSearchParams(valid)).form.shipping).toBeNull()
    const { errors } = readCheckoutForm(new URLSearchParams({ ...valid, ship_to_different: '1' }))
    expect(Object.keys(errors)).toContain('shipping_first_name')
    expect(Object.keys(errors)).toContain('shipping_country')
  })

  it('keeps header-breaking characters and overlong values out', () => {
    const { form } = readCheckoutForm(
      new URLSearchParams({
        ...valid,
        billing_city: 'Berlin\r\nBcc: x@y.z',
        note: 'x'.repeat(5000),
      }),
    )
    expect(form.billing.city).toBe('Berlin Bcc: x@y.z')
    expect(form.note).toHaveLength(1000)
  })
})
