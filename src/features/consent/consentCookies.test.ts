import { describe, expect, it } from 'vitest'

import {
  cookieString,
  currentConsent,
  parseChoices,
  readCookie,
  serializeChoices,
} from './consentCookies'
import { allChosen, noneChosen } from './services'

const id = '0b7c6a52-2f7e-4e8e-9a51-2d6f0f7c1a11'

describe('choices cookie', () => {
  it('round-trips id, revision and one bit per service', () => {
    const value = serializeChoices({ id, revision: 3, choices: { ...noneChosen(), youtube: true } })
    expect(value).toBe(`${id}.3.0100`)
    expect(parseChoices(value)).toEqual({
      id,
      revision: 3,
      choices: { analytics: false, youtube: true, vimeo: false, maps: false },
    })
  })

  it('rejects anything malformed', () => {
    for (const bad of ['', 'x', `${id}.3.010`, `${id}.a.0100`, `nope.3.0100`, `${id}.3.0102`]) {
      expect(parseChoices(bad)).toBeNull()
    }
  })
})

describe('currentConsent', () => {
  const cookies = (notice: string, choices: string) =>
    `foo=1; cookie_notice_accepted=${notice}; salon_consent=${encodeURIComponent(choices)}`

  it('applies when both cookies agree and the revision is current', () => {
    const all = serializeChoices({ id, revision: 2, choices: allChosen() })
    expect(currentConsent(cookies('true', all), 2)?.choices).toEqual(allChosen())
    const none = serializeChoices({ id, revision: 2, choices: noneChosen() })
    expect(currentConsent(cookies('false', none), 2)?.choices).toEqual(noneChosen())
  })

  it('asks again after a revision bump, on disagreement or with a cookie missing', () => {
    const all = serializeChoices({ id, revision: 2, choices: allChosen() })
    expect(currentConsent(cookies('true', all), 3)).toBeNull()
    expect(currentConsent(cookies('false', all), 2)).toBeNull()
    expect(currentConsent(`cookie_notice_accepted=true`, 2)).toBeNull()
    expect(currentConsent('', 2)).toBeNull()
  })
})

describe('cookie helpers', () => {
  it('reads a cookie among others and writes one with a lifetime in days', () => {
    expect(readCookie('a=1; b=x%20y; c=3', 'b')).toBe('x y')
    expect(readCookie('a=1', 'b')).toBeNull()
    expect(cookieString('cookie_notice_accepted', 'true', 365, true)).toBe(
      'cookie_notice_accepted=true; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    )
  })
})
