import type { Field } from 'payload'

import { dayOnly, hoursField, untilDayField } from '@/lib/fields/hours'
import { withSiteSettings } from '@/lib/payload/withSiteSettings'
import { WEEKDAYS } from '@/lib/weekdays'

import { specialDayOverlap } from './specialDayOverlap'

const specialDays: Field = {
  name: 'specialDays',
  type: 'array',
  label: 'Sonderöffnungszeiten (Feiertage, Urlaub)',
  labels: { singular: 'Sondertag', plural: 'Sondertage' },
  validate: (value: unknown) => specialDayOverlap(Array.isArray(value) ? value : []),
  admin: {
    description:
      'Ersetzen an diesen Tagen den Wochenplan. Sie erscheinen auf der Website, sobald sie näher als 60 Tage sind.',
    components: {
      RowLabel: '@/features/opening-hours/admin/SpecialDayLabel.client#SpecialDayLabel',
    },
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'from', type: 'date', label: 'Von', required: true, admin: dayOnly },
        untilDayField,
      ],
    },
    {
      type: 'row',
      fields: [
        hoursField('hours', 'Geöffnet', 'Leer lassen = geschlossen'),
        { name: 'note', type: 'text', label: 'Anlass', admin: { placeholder: 'Heiligabend' } },
      ],
    },
  ],
}

/** The week and its exceptions, in „Website-Einstellungen → Öffnungszeiten“. */
export const withOpeningHoursSettings = withSiteSettings('Öffnungszeiten', [
  {
    name: 'weekHours',
    type: 'group',
    label: 'Wochenplan',
    admin: {
      description:
        'Je Wochentag eine oder mehrere Zeiten, z. B. „09:00–12:00, 14:00–18:00“ für eine Mittagspause. Leer = geschlossen. Online-Termine gibt es nur in diesen Zeiten (und an Sondertagen nur in deren Zeiten), auch wenn eine Mitarbeiterin länger arbeitet.',
    },
    fields: WEEKDAYS.map(({ value, label }) => hoursField(value, label)),
  },
  specialDays,
])
