import { runInNewContext } from 'node:vm'

import { describe, expect, it } from 'vitest'

import { SHOW_BANNER_SCRIPT } from './bannerScript'

/** Runs the inline script against a stand-in document; true when it showed the banner. */
function shows(cookie: string, revision = '2'): boolean {
  const banner = { hidden: true, getAttribute: () => revision }
  runInNewContext(SHOW_BANNER_SCRIPT, {
    document: { cookie, getElementById: () => banner },
  })
  return banner.hidden === false
}

describe('SHOW_BANNER_SCRIPT', () => {
  const id = '0b7c6a52-2f7e-4e8e-9a51-2d6f0f7c1a11'
  it('shows the banner without a stored choice or with one for another revision', () => {
    expect(shows('')).toBe(true)
    expect(shows(`cookie_notice_accepted=true; salon_consent=${id}.1.1111`)).toBe(true)
    expect(shows(`salon_consent=${id}.2.1111`)).toBe(true)
  })
  it('keeps it hidden when this revision was decided', () => {
    expect(shows(`a=1; cookie_notice_accepted=false; salon_consent=${id}.2.0000`)).toBe(false)
  })
})
