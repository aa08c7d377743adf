import { describe, expect, it } from 'vitest'

import { readAddresses, readProfile, readRegistration } from './accountForms'

describe('account forms', () => {
  it('reads a registration, lower-casing the address and the username', () => {
    const { form, errors } = readRegistration(
      new URLSearchParams({ email: ' Lena@Example.ORG ', password: 'x', username: 'Lena.B' }),
    )
    expect(form).toMatchObject({ email: 'lena@example.org', username: 'lena.b' })
    expect(errors).toEqual({})
  })

  it('refuses a broken address and a username with odd characters or an @', () => {
    expect(Object.keys(readRegistration(new URLSearchParams({ email: 'nope' })).errors)).toEqual([
      'email',
    ])
    expect(readProfile(new URLSearchParams({ username: 'a b' })).errors.username).toMatch(
      /3 bis 30/,
    )
    expect(
      readRegistration(new URLSearchParams({ email: 'a@b.de', username: 'x@y' })).errors.username,
    ).toBeTruthy()
  })

  it('keeps saved addresses in the checkout’s fields and checks a German postcode', () => {
    const { data, errors } = readAddresses(
      new URLSearchParams({
        billing_first_name: 'Klara',
        billing_postcode: '1011',
        billing_country: 'de',
      }),
    )
    expect(data.billing).toMatchObject({ firstName: 'Klara', postcode: '1011', country: 'DE' })
    expect(data.shipping.country).toBe('DE')
    expect(errors).toEqual({ billing_postcode: 'Eine deutsche Postleitzahl hat fünf Ziffern.' })
  })
})
