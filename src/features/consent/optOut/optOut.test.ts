import { describe, expect, it } from 'vitest'

import { isOptedOut, optOutCookie } from './optOut'

describe('analytics opt-out cookie', () => {
  it('is ga-disable-<id>=true until 31 Dec 2099 on path /', () => {
    expect(optOutCookie('G-DEMO000000')).toBe(
      'ga-disable-G-DEMO000000=true; expires=Thu, 31 Dec 2099 23:59:59 GMT; path=/; SameSite=Lax',
    )
  })

  it('is recognised among other cookies, for its own id only', () => {
    expect(isOptedOut('a=1; ga-disable-G-DEMO000000=true', 'G-DEMO000000')).toBe(true)
    expect(isOptedOut('ga-disable-G-OTHER=true', 'G-DEMO000000')).toBe(false)
    expect(isOptedOut('', 'G-DEMO000000')).toBe(false)
  })
})
