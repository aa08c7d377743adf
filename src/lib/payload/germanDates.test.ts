import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { withGermanDates } from './germanDates'

const dateOf = (fields: Field[], path: number[]): Record<string, unknown> => {
  let field = fields[path[0]!] as Field & { fields?: Field[]; tabs?: Array<{ fields: Field[] }> }
  for (const index of path.slice(1))
    field = (field.fields ?? field.tabs!.flatMap((tab) => tab.fields))[index] as typeof field
  return (field as { admin?: { date?: Record<string, unknown> } }).admin!.date!
}

describe('withGermanDates', () => {
  it('writes dates German and times on a 24-hour clock, deep in groups, tabs and arrays', () => {
    const fields = withGermanDates([
      { name: 'at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      { name: 'day', type: 'date' },
      {
        type: 'tabs',
        tabs: [
          {
            label: 'A',
            fields: [
              {
                name: 'rows',
                type: 'array',
                fields: [
                  { name: 'when', type: 'date', admin: { date: { pickerAppearance: 'timeOnly' } } },
                ],
              },
            ],
          },
        ],
      },
    ])
    expect(dateOf(fields, [0])).toMatchObject({
      displayFormat: 'dd.MM.yyyy HH:mm',
      timeFormat: 'HH:mm',
    })
    expect(dateOf(fields, [0])).toMatchObject({ overrides: { timeCaption: 'Uhrzeit' } })
    expect(dateOf(fields, [1])).toEqual({ displayFormat: 'dd.MM.yyyy' })
    expect(dateOf(fields, [2, 0, 0])).toMatchObject({ displayFormat: 'HH:mm' })
  })

  it('keeps a format a field chose itself', () => {
    const [field] = withGermanDates([
      {
        name: 'm',
        type: 'date',
        admin: { date: { pickerAppearance: 'monthOnly', displayFormat: 'MMMM yyyy' } },
      },
    ])
    expect((field as { admin: { date: { displayFormat: string } } }).admin.date.displayFormat).toBe(
      'MMMM yyyy',
    )
  })
})
