import { randomBytes } from 'node:crypto'
import { noPersonalData } from '@/contracts/personalData'

import type { CollectionConfig, Field, FieldHook } from 'payload'

import { isAdminField, isStaff } from '@/lib/access'
import { dayOnly, hoursField, untilDayField } from '@/lib/fields/hours'
import { WEEKDAYS } from '@/lib/weekdays'

import { expireBookingPages } from './expireBookingPages'
import { outsideHoursField } from '../admin/outsideHoursField'

/**
 * The secret of the calendar feed: made at creation and when the owner asks for a new one, never
 * taken from what a request sends.
 */
const keepOrRenewToken: FieldHook = ({ originalDoc, siblingData }) =>
  !originalDoc?.feedToken || siblingData.renewFeedToken
    ? randomBytes(24).toString('base64url')
    : originalDoc.feedToken

const absences: Field = {
  name: 'absences',
  type: 'array',
  label: 'Abwesenheiten (Urlaub, krank, Fortbildung)',
  labels: { singular: 'Abwesenheit', plural: 'Abwesenheiten' },
  admin: { description: 'Nimmt diese Tage oder Stunden aus der Online-Buchung.' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'from', type: 'date', label: 'Von', required: true, admin: dayOnly },
        untilDayField,
        {
          name: 'reason',
          type: 'select',
          label: 'Grund',
          defaultValue: 'vacation',
          options: [
            { label: 'Urlaub', value: 'vacation' },
            { label: 'Krank', value: 'sick' },
            { label: 'Fortbildung', value: 'training' },
            { label: 'Sonstiges', value: 'other' },
          ],
        },
      ],
    },
    hoursField('hours', 'Nur diese Stunden', 'Leer lassen = ganztägig abwesend'),
  ],
}

/**
 * The team as booking needs it: who can be booked, when each one works (a week like the salon's,
 * with split shifts) and when not.
 */
export const StaffMembers: CollectionConfig = {
  slug: 'staff-members',
  labels: { singular: 'Mitarbeiterin', plural: 'Mitarbeiterinnen' },
  admin: {
    group: 'Terminbuchung',
    useAsTitle: 'name',
    defaultColumns: ['name', 'role', 'bookable'],
    description:
      'Wer online gebucht werden kann, mit Arbeitszeiten und Abwesenheiten. Ohne eigene Arbeitszeiten gelten die Öffnungszeiten des Salons.',
  },
  defaultSort: 'position',
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  custom: noPersonalData("The salon's staff; a customer's appointments name her stylist only"),
  hooks: {
    afterChange: [expireBookingPages],
    afterDelete: [expireBookingPages],
  },
  fields: [
    outsideHoursField,
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', label: 'Name', required: true },
        { name: 'role', type: 'text', label: 'Rolle' },
        { name: 'position', type: 'number', label: 'Reihenfolge', defaultValue: 0 },
        { name: 'bookable', type: 'checkbox', label: 'Online buchbar', defaultValue: true },
      ],
    },
    {
      name: 'ownHours',
      type: 'checkbox',
      label: 'Eigene Arbeitszeiten',
      defaultValue: false,
      admin: { description: 'Aus: es gelten die Öffnungszeiten des Salons.' },
    },
    {
      name: 'weekHours',
      type: 'group',
      label: 'Arbeitszeiten',
      admin: {
        condition: (_, sibling) => Boolean(sibling?.ownHours),
        description:
          'Je Wochentag eine oder mehrere Zeiten, z. B. „09:00–13:00, 15:00–19:00“. Leer = frei. Online buchbar ist nur, was auch in den Öffnungszeiten des Salons liegt.',
      },
      fields: WEEKDAYS.map(({ value, label }) => hoursField(value, label)),
    },
    absences,
    {
      name: 'feedToken',
      type: 'text',
      label: 'Kalender-Abo (geheimer Schlüssel)',
      access: { read: isAdminField },
      hooks: { beforeChange: [keepOrRenewToken] },
      admin: {
        readOnly: true,
        components: { Field: '@/features/booking/admin/FeedLink.client#FeedLink' },
      },
    },
    {
      name: 'renewFeedToken',
      type: 'checkbox',
      label: 'Neuen Abo-Link erzeugen (der alte hört auf zu gelten)',
      virtual: true,
      access: { read: isAdminField, update: isAdminField },
    },
  ],
}
