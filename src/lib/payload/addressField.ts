import type { TextField } from 'payload'

import { slugify } from '@/lib/slugify'

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

type AddressOptions = {
  /** The field the address is made from when left empty. */
  from: 'title' | 'name'
  label?: string
  description: string
  /** Addresses the feature's own routes use. */
  reserved?: ReadonlySet<string>
  /** Pages turn what she types into an address („Über uns“ → `ueber-uns`); others ask for one. */
  normalize?: boolean
  /** Whether a record without title or name may stay without an address (events). */
  optional?: boolean
  sidebar?: boolean
  /** Pages share an address under different parents; other records have one of their own. */
  unique?: boolean
  /** Kept as the database column has it (categories and tags: never without). */
  required?: boolean
}

/**
 * The address part of a record („Kurzform“, „Adresse“), made from its title or name when left
 * empty. The admin checks a field while she edits, before any hook ran: an empty address with a
 * title is what will be saved as the title's address, not a missing one (issue 60: a post with
 * its title filled was refused with „Bitte einen Titel oder eine Kurzform angeben.“).
 */
export function addressField({
  from,
  label = 'Kurzform (URL)',
  description,
  reserved = new Set(),
  normalize = false,
  optional = false,
  sidebar = false,
  unique = true,
  required = false,
}: AddressOptions): TextField {
  const effective = (value: unknown, data: Record<string, unknown> | undefined): string => {
    if (typeof value === 'string' && value !== '') return normalize ? slugify(value) : value
    const source = data?.[from]
    return typeof source === 'string' ? slugify(source) : ''
  }
  return {
    name: 'slug',
    type: 'text',
    label,
    unique,
    required,
    index: true,
    admin: { description, ...(sidebar ? { position: 'sidebar' as const } : {}) },
    hooks: {
      beforeValidate: [({ value, data }) => effective(value, data) || null],
    },
    validate: (value: unknown, { data }: { data?: Record<string, unknown> }) => {
      const address = effective(value, data)
      if (address === '')
        return optional
          ? true
          : from === 'title'
            ? 'Bitte einen Titel oder eine Kurzform angeben.'
            : 'Bitte einen Namen oder eine Adresse angeben.'
      if (!SEGMENT.test(address)) return 'Nur Kleinbuchstaben, Ziffern und Bindestriche.'
      return reserved.has(address) ? `„${address}“ ist reserviert.` : true
    },
  }
}
