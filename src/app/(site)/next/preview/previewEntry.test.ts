import { describe, expect, it } from 'vitest'

import { previewEntry } from './previewEntry'

const staff = { collection: 'users' }

describe('previewEntry', () => {
  it('lets staff into draft mode on a path of this site', () => {
    expect(previewEntry(staff, '/wintertipps?x=1')).toEqual({ path: '/wintertipps?x=1' })
    expect(previewEntry(staff, null)).toEqual({ path: '/' })
  })

  it('refuses a visitor account and nobody alike', () => {
    for (const user of [{ collection: 'customers' }, null, undefined, {}])
      expect(previewEntry(user, '/wintertipps')).toMatchObject({
        status: 401,
        code: 'unauthorized',
      })
  })

  it('never redirects off the site', () => {
    for (const path of ['/\\evil.example', '//evil.example', 'https://evil.example', '/a b', ''])
      expect(previewEntry(staff, path)).toMatchObject({ status: 400, code: 'invalid_path' })
  })
})
