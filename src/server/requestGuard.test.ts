import { describe, expect, it } from 'vitest'

import { checkBody } from './requestGuard'

const own = (pathname: string) => pathname.startsWith('/api/account/')
const body = (contentType?: string) => ({
  'content-length': '3',
  ...(contentType === undefined ? {} : { 'content-type': contentType }),
})

describe('checkBody', () => {
  it('refuses a multipart body without its boundary anywhere under /api', () => {
    for (const path of ['/api/pages', '/api/users/login', '/api/account/register'])
      for (const type of [
        'multipart/form-data',
        'multipart/form-data; charset=utf-8',
        'Multipart/Form-Data; boundary=',
      ])
        expect(checkBody('POST', path, body(type), own), `${path} ${type}`).toMatchObject({
          status: 400,
          code: 'bad_body',
        })
    expect(
      checkBody('PATCH', '/api/pages/1', body('multipart/form-data; boundary=x'), own),
    ).toBeNull()
    expect(
      checkBody('POST', '/api/media', body('multipart/form-data; boundary="a b"'), own),
    ).toBeNull()
  })

  it('takes only JSON and multipart on Payload’s REST API, any form on the site’s own endpoints', () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'text/xml', undefined])
      expect(checkBody('POST', '/api/appointments', body(type), own), String(type)).toMatchObject({
        status: 415,
        code: 'unsupported_media_type',
      })
    expect(checkBody('POST', '/api/pages', body('application/json; charset=utf-8'), own)).toBeNull()
    expect(checkBody('POST', '/api/account/register', body('text/plain'), own)).toBeNull()
  })

  it('takes the admin’s reads sent as a POST with the query as the body', () => {
    const read = (type: string, header = 'x-payload-http-method-override') => ({
      ...body(type),
      [header]: 'GET',
    })
    for (const type of ['application/x-www-form-urlencoded', 'application/json'])
      expect(checkBody('POST', '/api/staff-members', read(type), own), type).toBeNull()
    expect(
      checkBody(
        'POST',
        '/api/pages',
        read('application/x-www-form-urlencoded', 'x-http-method-override'),
        own,
      ),
    ).toBeNull()
    expect(checkBody('POST', '/api/pages', read('text/plain'), own)).toMatchObject({ status: 415 })
    // Only a read: a PATCH with the header is still a write.
    expect(
      checkBody('PATCH', '/api/pages/1', { ...read('application/x-www-form-urlencoded') }, own),
    ).toMatchObject({ status: 415 })
  })

  it('leaves requests without a body, reads and other paths alone', () => {
    expect(checkBody('POST', '/api/users/login-unlock', { 'content-length': '0' }, own)).toBeNull()
    expect(checkBody('POST', '/api/users/logout', {}, own)).toBeNull()
    expect(checkBody('GET', '/api/pages', body('text/plain'), own)).toBeNull()
    expect(checkBody('DELETE', '/api/pages/1', body('text/plain'), own)).toBeNull()
    expect(checkBody('POST', '/next/preview', body('text/plain'), own)).toBeNull()
    expect(
      checkBody(
        'POST',
        '/api/pages',
        { 'transfer-encoding': 'chunked', 'content-type': 'text/plain' },
        own,
      ),
    ).toMatchObject({ status: 415 })
  })
})
