import type { DateField, TextField } from 'payload'

import { formatTimeRanges, parseTimeRanges } from '@/lib/openingHours/timeRanges'

/**
 * A day's hours in one text input: „09:00–12:00, 14:00–18:00“ for a split shift, empty for
 * closed. Whatever the owner types („9-12 und 14-18 Uhr“) is stored in that one form.
 */
export const hoursField = (name: string, label: string, description?: string): TextField => ({
  name,
  type: 'text',
  label,
  admin: { placeholder: 'geschlossen', ...(description ? { description } : {}) },
  hooks: {
    beforeValidate: [
      ({ value }) => {
        if (typeof value !== 'string') return value
        const parsed = parseTimeRanges(value)
        return 'ranges' in parsed ? formatTimeRanges(parsed.ranges) || null : value
      },
    ],
  },
  validate: (value: unknown) => {
    if (value == null || value === '') return true
    if (typeof value !== 'string') return 'Bitte Uhrzeiten angeben, z. B. 09:00–18:00.'
    const parsed = parseTimeRanges(value)
    return 'error' in parsed ? parsed.error : true
  },
})

/** A date picker without a time, shown as the owner writes dates. */
export const dayOnly = {
  date: { pickerAppearance: 'dayOnly', displayFormat: 'dd.MM.yyyy' },
} as const

/** A day range's end: one day (empty) or several, never before its `from` sibling. */
export const untilDayField: DateField = {
  name: 'until',
  type: 'date',
  label: 'Bis (bei mehreren Tagen)',
  admin: dayOnly,
  validate: (value: unknown, { siblingData }: { siblingData: { from?: string } }) =>
    !value || !siblingData.from || String(value) >= siblingData.from
      ? true
      : '„Bis“ darf nicht vor „Von“ liegen.',
}
