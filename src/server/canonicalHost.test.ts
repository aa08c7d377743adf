import { describe, expect, it } from 'vitest'

import { createCanonicalHost } from './canonicalHost'

describe('one address for the site', () => {
  const canonical = createCanonicalHost({
    serverUrl: 'https://www.salon-lindenbluete.de',
    aliases: () => ['salon-lindenbluete.de', 'https://salon.hoster-preview.net:8443/'],
  })

  it('sends the other names of the site to the one address, path and query kept', () => {
    expect(canonical('GET', 'salon-lindenbluete.de', '/admin/collections/pages?x=1')).toEqual({
      kind: 'redirect',
      location: 'https://www.salon-lindenbluete.de/admin/collections/pages?x=1',
    })
    expect(canonical('HEAD', 'salon.hoster-preview.net:8443', '/')).toMatchObject({
      kind: 'redirect',
    })
    expect(canonical('GET', 'SALON-LINDENBLUETE.DE', '/kontakt')).toMatchObject({
      kind: 'redirect',
    })
  })

  it('serves its own name, names nobody configured and the health check', () => {
    expect(canonical('GET', 'www.salon-lindenbluete.de', '/')).toBeNull()
    expect(canonical('GET', '10.0.0.21:3000', '/')).toBeNull()
    expect(canonical('GET', undefined, '/')).toBeNull()
    expect(canonical('GET', 'salon-lindenbluete.de', '/api/health')).toBeNull()
    expect(canonical('GET', 'salon-lindenbluete.de', '/api/health?x')).toBeNull()
  })

  it('refuses a write to another name and says where to go, in German', () => {
    const answer = canonical('PATCH', 'salon-lindenbluete.de', '/api/globals/site-settings')
    expect(answer).toMatchObject({ kind: 'refuse' })
    expect(answer && 'message' in answer && answer.message).toBe(
      'Diese Adresse ist nicht die eingerichtete Adresse der Website: bitte über https://www.salon-lindenbluete.de öffnen.',
    )
  })

  it('treats the loopback names of the same port as one site on this machine', () => {
    const local = createCanonicalHost({ serverUrl: 'http://localhost:3000', aliases: () => [] })
    expect(local('GET', '127.0.0.1:3000', '/admin')).toEqual({
      kind: 'redirect',
      location: 'http://localhost:3000/admin',
    })
    expect(local('GET', '[::1]:3000', '/')).toMatchObject({ kind: 'redirect' })
    // Another port is another server (an instance behind a proxy).
    expect(local('GET', '127.0.0.1:3001', '/')).toBeNull()
  })

  it('refuses an admin save sent from a page under a name nobody configured, not a visitor’s form', () => {
    expect(
      canonical('PATCH', '10.0.0.21:3000', '/api/pages/3', 'http://192.168.1.20:3000'),
    ).toMatchObject({ kind: 'refuse' })
    expect(
      canonical(
        'POST',
        '10.0.0.21:3000',
        '/api/contact/v1/contact-forms/1/feedback',
        'http://192.168.1.20:3000',
      ),
    ).toBeNull()
    expect(
      canonical(
        'PATCH',
        'www.salon-lindenbluete.de',
        '/api/pages/3',
        'https://www.salon-lindenbluete.de',
      ),
    ).toBeNull()
    expect(
      canonical('GET', '10.0.0.21:3000', '/api/pages/3', 'http://192.168.1.20:3000'),
    ).toBeNull()
  })
})
