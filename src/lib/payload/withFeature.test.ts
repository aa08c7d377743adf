import type { Config } from 'payload'
import { describe, expect, it } from 'vitest'

import { withFeature } from './withFeature'

const base: Config = {
  collections: [{ slug: 'pages', fields: [] }],
  jobs: { tasks: [{ slug: 'first', handler: async () => ({ output: {} }) }], autoRun: [] },
  admin: { components: { views: { dashboard: { Component: 'a#A' } }, beforeNavLinks: ['b#B'] } },
} as unknown as Config

describe('withFeature', () => {
  it('adds a feature’s parts after what was there, keeping the rest of the config', () => {
    const config = withFeature(base, {
      collections: [{ slug: 'events', fields: [] }],
      globals: [{ slug: 'shop', fields: [] }],
      tasks: [{ slug: 'second' as never, handler: async () => ({ output: {} }) }],
      adminViews: { checkIn: { Component: 'c#C', path: '/einlass' } },
      navLinks: ['d#D'],
    })
    expect(config.collections?.map((collection) => collection.slug)).toEqual(['pages', 'events'])
    expect(config.globals?.map((global) => global.slug)).toEqual(['shop'])
    expect(config.jobs?.tasks?.map((task) => task.slug)).toEqual(['first', 'second'])
    expect(config.jobs?.autoRun).toEqual([])
    expect(Object.keys(config.admin?.components?.views ?? {})).toEqual(['dashboard', 'checkIn'])
    expect(config.admin?.components?.beforeNavLinks).toEqual(['b#B', 'd#D'])
  })

  it('leaves the admin as it was when the feature has no page there', () => {
    const config = withFeature(base, { collections: [{ slug: 'media', fields: [] }] })
    expect(config.admin).toBe(base.admin)
  })
})
