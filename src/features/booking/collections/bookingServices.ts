import type { CollectionConfig } from 'payload'
import { noPersonalData } from '@/contracts/personalData'

import { COLLECTIONS } from '@/contracts/slugs'
import { anyone, isStaff } from '@/lib/access'
import { euroPriceField } from '@/lib/fields/euroPrice'

import { expireAllPages } from '@/lib/revalidate'
import { wholeUnits } from './fieldRules'

/**
 * What a visitor can book online: a service of the price list with its duration, the processing
 * time in which the stylist is free for another client, the buffer after, and who does it.
 */
export const BookingServices: CollectionConfig = {
  slug: 'booking-services',
  labels: { singular: 'Buchbare Leistung', plural: 'Buchbare Leistungen' },
  admin: {
    group: 'Terminbuchung',
    useAsTitle: 'name',
    defaultColumns: ['name', 'durationMinutes', 'priceCents', 'onlineBookable'],
    description:
      'Leistungen, die Kundinnen unter /termin online buchen können, mit Dauer und dem Team, das sie anbietet.',
  },
  defaultSort: 'position',
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  custom: noPersonalData("The salon's services"),
  // Price lists link rows of the same name (bookableServices.server.ts): every page may show one.
  hooks: { afterChange: [expireAllPages], afterDelete: [expireAllPages] },
  fields: [
    { name: 'name', type: 'text', label: 'Leistung', required: true },
    { name: 'description', type: 'text', label: 'Beschreibung' },
    {
      type: 'row',
      fields: [
        euroPriceField({ required: true }),
        {
          name: 'from',
          type: 'checkbox',
          label: '„ab“ voranstellen',
          defaultValue: true,
          admin: { description: 'Zeigt auf /termin „ab“ vor dem Preis, etwa „ab 49,00 €“.' },
        },
        {
          name: 'onlineBookable',
          type: 'checkbox',
          label: 'Online buchbar',
          defaultValue: true,
        },
        {
          name: 'position',
          type: 'number',
          label: 'Reihenfolge',
          defaultValue: 0,
          admin: { description: 'Kleinere Zahlen stehen weiter oben.' },
        },
      ],
    },
    {
      name: 'deposit',
      type: 'group',
      label: 'Anzahlung',
      admin: {
        description:
          'Nur mit Online-Zahlung (Shop → Zahlungen): Die Kundin zahlt die Anzahlung beim Buchen online; erst dann ist der Termin gebucht. Bei Absage rechtzeitig vorher geht sie automatisch zurück.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'kind',
              type: 'select',
              label: 'Anzahlung',
              defaultValue: 'none',
              dbName: 'deposit_kind',
              options: [
                { label: 'keine', value: 'none' },
                { label: 'fester Betrag', value: 'fixed' },
                { label: 'Anteil am Preis (%)', value: 'percent' },
              ],
            },
            {
              ...euroPriceField({ name: 'amountCents', label: 'Betrag (€)' }),
              admin: {
                ...euroPriceField({ name: 'amountCents' }).admin,
                condition: (_, sibling) => sibling?.kind === 'fixed',
              },
            },
            {
              name: 'percent',
              type: 'number',
              label: 'Anteil (%)',
              min: 1,
              max: 100,
              admin: {
                condition: (_, sibling) => sibling?.kind === 'percent',
                description: 'Auf volle Euro abgerundet.',
              },
            },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'durationMinutes',
          type: 'number',
          label: 'Dauer (Minuten)',
          required: true,
          min: 5,
          validate: wholeUnits(true),
          admin: { step: 5, description: 'Von Beginn bis Ende, Einwirkzeit eingeschlossen.' },
        },
        {
          name: 'bufferMinutes',
          type: 'number',
          label: 'Puffer danach (Minuten)',
          defaultValue: 0,
          min: 0,
          validate: wholeUnits(false),
          admin: { step: 5, description: 'Aufräumen, Vorbereiten: die Kundin ist schon fort.' },
        },
      ],
    },
    {
      name: 'processing',
      type: 'group',
      label: 'Einwirkzeit (optional)',
      admin: {
        description:
          'Während der Einwirkzeit ist die Mitarbeiterin frei für eine andere Kundin. Beispiel Färben, 80 Minuten: nach 30 Minuten 30 Minuten Einwirkzeit, dann 20 Minuten.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'startsAfterMinutes',
              type: 'number',
              label: 'Beginnt nach (Minuten)',
              min: 0,
              validate: wholeUnits(false),
              admin: { step: 5 },
            },
            {
              name: 'minutes',
              type: 'number',
              label: 'Dauer der Einwirkzeit (Minuten)',
              min: 0,
              validate: wholeUnits(false),
              admin: { step: 5 },
            },
          ],
        },
      ],
    },
    {
      name: 'staff',
      type: 'relationship',
      relationTo: COLLECTIONS.staffMembers,
      hasMany: true,
      required: true,
      label: 'Wer bietet sie an',
    },
    {
      name: 'ownDurations',
      type: 'array',
      label: 'Eigene Dauer je Mitarbeiterin (optional)',
      labels: { singular: 'Eigene Dauer', plural: 'Eigene Dauern' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'member',
              type: 'relationship',
              relationTo: COLLECTIONS.staffMembers,
              required: true,
              label: 'Mitarbeiterin',
            },
            {
              name: 'minutes',
              type: 'number',
              label: 'Dauer (Minuten)',
              required: true,
              validate: wholeUnits(true),
              admin: { step: 5 },
            },
          ],
        },
      ],
    },
  ],
}
