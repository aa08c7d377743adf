import type { Field, SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { parseEnv } from '@/lib/env'

/**
 * What the owner reads in the admin is German, without internal ids or cents (issue 60): every
 * label of every collection, global, tab, block and option she can reach, read from the built
 * configuration. A field without a label gets Payload's English one from its name („Method“ for
 * `method`); a number in cents shows euros.
 */

/** Labels Payload makes from a field's name that are German too. */
const SAME_IN_GERMAN = new Set([
  'Name',
  'Status',
  'Text',
  'Link',
  'Links',
  'Logo',
  'Code',
  'Port',
  'Team',
])

/** Words that are English or internal where the owner reads them. */
const NOT_FOR_THE_OWNER =
  /\b(Method|Purpose|Reference|Amount|Created|Updated|Doc|Url|Slug|Cache|Index|Kennung|Cent|Cents)\b|Geocoding|Suchindex/

type Reached = { where: string; label: string }

const text = (label: unknown): string | undefined =>
  typeof label === 'string'
    ? label
    : label && typeof label === 'object'
      ? ((label as Record<string, string>).de ?? Object.values(label)[0])
      : undefined

/** Payload's label for a field without one (payload/dist/utilities/formatLabels toWords). */
const englishFromName = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]/g, ' ')
    .split(' ')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ')

type AnyField = Field & {
  name?: string
  label?: unknown
  hidden?: boolean
  admin?: { hidden?: boolean; disabled?: boolean; components?: { Cell?: unknown } }
}

function reach(
  where: string,
  fields: Field[],
  found: Reached[],
  autoLabels: Reached[],
  cents: string[],
) {
  for (const field of fields as AnyField[]) {
    if (field.hidden || field.admin?.hidden || field.admin?.disabled) continue
    const here = `${where}.${field.name ?? field.type}`
    const label = text(field.label)
    if (field.name && label) {
      found.push({ where: here, label })
      if (label === englishFromName(field.name) && !SAME_IN_GERMAN.has(label))
        autoLabels.push({ where: here, label })
    }
    if (field.type === 'number' && field.name?.endsWith('Cents') && !field.admin?.components?.Cell)
      cents.push(here)
    if ('options' in field && Array.isArray(field.options))
      for (const option of field.options)
        if (typeof option === 'object')
          found.push({ where: `${here}=${option.value}`, label: text(option.label) ?? '' })
    if (field.type === 'tabs')
      for (const tab of field.tabs) {
        const tabLabel = text((tab as { label?: unknown }).label)
        if (tabLabel) found.push({ where: `${here}[${tabLabel}]`, label: tabLabel })
        reach(here, tab.fields, found, autoLabels, cents)
      }
    else if (field.type === 'blocks')
      for (const block of field.blocks) {
        found.push({ where: `${here}:${block.slug}`, label: text(block.labels?.singular) ?? '' })
        reach(`${here}:${block.slug}`, block.fields, found, autoLabels, cents)
      }
    else if ('fields' in field && Array.isArray(field.fields))
      reach(here, field.fields, found, autoLabels, cents)
  }
}

describe('the words of the admin', () => {
  const found: Reached[] = []
  const autoLabels: Reached[] = []
  const cents: string[] = []
  const menu: Reached[] = []

  beforeAll(async () => {
    const { createConfig } = await import('@/payload.config')
    const config: SanitizedConfig = await createConfig(
      parseEnv({
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: 'file:/tmp/salon-config-only.db',
      }),
    )
    for (const collection of config.collections) {
      if (collection.admin?.hidden === true) continue
      const plural = text(collection.labels?.plural) ?? collection.slug
      menu.push({
        where: collection.slug,
        label: `${text(collection.admin?.group) ?? ''} → ${plural}`,
      })
      found.push(
        { where: collection.slug, label: plural },
        { where: collection.slug, label: text(collection.labels?.singular) ?? '' },
      )
      reach(collection.slug, collection.fields, found, autoLabels, cents)
    }
    for (const global of config.globals) {
      if (global.admin?.hidden === true) continue
      const label = text(global.label) ?? global.slug
      menu.push({ where: global.slug, label: `${text(global.admin?.group) ?? ''} → ${label}` })
      found.push({ where: global.slug, label })
      reach(global.slug, global.fields, found, autoLabels, cents)
    }
  }, 60_000)

  it('reaches the whole admin (a walk that found nothing would pass)', () => {
    expect(menu.length).toBeGreaterThan(30)
    expect(found.length).toBeGreaterThan(1000)
  })

  it('gives every field a German label, not the one Payload makes from its English name', () => {
    expect(autoLabels).toEqual([])
  })

  it('uses no English or internal word where the owner reads', () => {
    expect(found.filter(({ label }) => NOT_FOR_THE_OWNER.test(label))).toEqual([])
  })

  it('shows amounts in cents as euros', () => {
    expect(cents).toEqual([])
  })

  it('names no menu item like its group, and no two items alike', () => {
    expect(
      menu.filter(({ label }) => {
        const [group, item] = label.split(' → ')
        return group === item
      }),
    ).toEqual([])
    const items = menu.map(({ label }) => label.split(' → ')[1]!.toLowerCase())
    expect(items.filter((item, index) => items.indexOf(item) !== index)).toEqual([])
  })
})
