import { describe, expect, it } from 'vitest'

import { addressField } from './addressField'

const check = (field: ReturnType<typeof addressField>, value: unknown, data: object) =>
  (field.validate as (value: unknown, options: { data: object }) => true | string)(value, {
    data,
  })

const fill = (field: ReturnType<typeof addressField>, value: unknown, data: object) =>
  (field.hooks?.beforeValidate?.[0] as (args: { value: unknown; data: object }) => unknown)({
    value,
    data,
  })

describe('addressField', () => {
  const post = addressField({ from: 'title', description: '', reserved: new Set(['seite']) })

  it('takes an empty address with a title as the title’s address while she edits', () => {
    expect(check(post, '', { title: 'Neue Öffnungszeiten' })).toBe(true)
    expect(check(post, undefined, { title: 'Neue Öffnungszeiten' })).toBe(true)
    expect(fill(post, '', { title: 'Neue Öffnungszeiten' })).toBe('neue-oeffnungszeiten')
  })

  it('asks for a title or an address when both are missing', () => {
    expect(check(post, '', { title: '' })).toBe('Bitte einen Titel oder eine Kurzform angeben.')
    expect(check(post, null, {})).toBe('Bitte einen Titel oder eine Kurzform angeben.')
    expect(fill(post, '', {})).toBeNull()
  })

  it('refuses a typed address that is not one, and the feature’s own', () => {
    expect(check(post, 'Mein Beitrag', { title: 'x' })).toBe(
      'Nur Kleinbuchstaben, Ziffern und Bindestriche.',
    )
    expect(check(post, 'seite', { title: 'x' })).toBe('„seite“ ist reserviert.')
    expect(check(post, '', { title: 'Seite' })).toBe('„seite“ ist reserviert.')
  })

  it('turns what she types into an address where the feature normalizes', () => {
    const page = addressField({ from: 'title', description: '', normalize: true })
    expect(check(page, 'Über uns', {})).toBe(true)
    expect(fill(page, 'Über uns', { title: 'x' })).toBe('ueber-uns')
  })

  it('lets an optional address stay empty, and names the name where it comes from one', () => {
    expect(check(addressField({ from: 'title', description: '', optional: true }), '', {})).toBe(
      true,
    )
    expect(check(addressField({ from: 'name', description: '' }), '', {})).toBe(
      'Bitte einen Namen oder eine Adresse angeben.',
    )
  })
})
