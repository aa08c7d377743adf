import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { germanDates, withGermanDates } from './germanDates'

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

  it('shows every date of a list on the salon’s clock, „Erstellt“ and „Geändert“ included', () => {
    const config = germanDates({
      collections: [
        { slug: 'requests', fields: [{ name: 'due', type: 'date' }] },
        { slug: 'plain', timestamps: false, fields: [{ name: 'title', type: 'text' }] },
      ],
    } as never)
    const [requests, plain] = config.collections!
    // „Zuletzt geändert“ and „Erstellt“ above a record, where there are timestamps.
    expect(requests!.admin?.components?.edit?.beforeDocumentControls).toEqual([
      '@/lib/payload/admin/BerlinTimestamps.client#BerlinTimestamps',
    ])
    expect(plain!.admin?.components?.edit?.beforeDocumentControls).toBeUndefined()
    const cells = requests!.fields.map((field) => [
      (field as { name: string }).name,
      (field as { admin?: { components?: { Cell?: string } } }).admin?.components?.Cell,
    ])
    expect(
      (requests!.fields[0] as { admin: { components: { Label: string } } }).admin.components.Label,
    ).toBe('@/lib/payload/admin/DateLabel.client#DateLabel')
    expect(cells).toEqual([
      ['due', '@/lib/payload/admin/BerlinDateCell.client#BerlinDateCell'],
      ['updatedAt', '@/lib/payload/admin/BerlinDateCell.client#BerlinDateCell'],
      ['createdAt', '@/lib/payload/admin/BerlinDateCell.client#BerlinDateCell'],
    ])
    // As Payload would add them: indexed, hidden in the form, now with the time of day.
    expect(requests!.fields.at(-1)).toMatchObject({
      type: 'date',
      index: true,
      admin: { hidden: true, date: { displayFormat: 'dd.MM.yyyy HH:mm' } },
    })
    expect(plain!.fields).toHaveLength(1)
  })
})
