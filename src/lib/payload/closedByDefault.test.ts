import type { Config } from 'payload'
import { describe, expect, it } from 'vitest'

import { noPersonalData } from '@/contracts/personalData'
import { anyone, isStaff, nobody } from '@/lib/access'

import { closedByDefault } from './closedByDefault'

const declared = {
  slug: 'notes',
  access: { read: anyone, create: isStaff, update: isStaff, delete: nobody },
  custom: noPersonalData('Notes of staff'),
  fields: [],
}

const build = (collection: Record<string, unknown>) =>
  closedByDefault({ collections: [collection] } as unknown as Config)

describe('closedByDefault: a collection must say who may do what and what it holds of a person', () => {
  it('builds a collection that declares both', async () => {
    const config = await build(declared)
    expect(config.collections?.[0]?.slug).toBe('notes')
  })

  it('refuses a collection without a rule for an operation, naming it', () => {
    expect(() => build({ ...declared, access: { read: anyone } })).toThrow(
      /collection "notes": create, update, delete/,
    )
  })

  it('refuses a collection that does not say what it holds about a person, naming it', () => {
    expect(() => build({ ...declared, custom: undefined })).toThrow(
      /Personal data: .* missing for "notes"/,
    )
  })
})
