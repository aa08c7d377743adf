import type { SanitizedCollectionConfig } from 'payload'
import { generatePayloadCookie } from 'payload/shared'
import { describe, expect, it } from 'vitest'

import { Users } from '.'

const sessionCookie = (secureCookies: boolean) =>
  generatePayloadCookie({
    collectionAuthConfig: Users({ secureCookies }).auth as SanitizedCollectionConfig['auth'],
    cookiePrefix: 'payload',
    token: 'token',
  })

describe('the session cookie', () => {
  it('is Secure when the site is served over https, and SameSite=Lax and HttpOnly always', () => {
    expect(sessionCookie(true)).toMatch(/;\s*Secure/)
    expect(sessionCookie(false)).not.toMatch(/Secure/)
    for (const cookie of [sessionCookie(true), sessionCookie(false)])
      expect(cookie).toMatch(/HttpOnly.*SameSite=Lax|SameSite=Lax.*HttpOnly/)
  })
})
