import { describe, expect, it } from 'vitest'

import { passwordStrength } from './passwordStrength'

describe('the password meter', () => {
  it('calls anything under ten characters too short', () => {
    expect(passwordStrength('Ab1!xyz')).toEqual({ level: 0, label: 'zu kurz' })
  })

  it('rates length and variety, and a repeated pattern as weak', () => {
    expect(passwordStrength('abcdefghij').level).toBe(1)
    expect(passwordStrength('abababababab').level).toBe(1)
    expect(passwordStrength('Kerzenlicht7').level).toBe(2)
    expect(passwordStrength('Kerzenlicht-Fahrrad-7')).toEqual({ level: 3, label: 'stark' })
  })
})
