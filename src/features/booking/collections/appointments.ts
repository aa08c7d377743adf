import type { CollectionConfig } from 'payload'
import { deskOffer } from '@/contracts/personalData'

import { COLLECTIONS } from '@/contracts/slugs'
import { isStaff } from '@/lib/access'
import { euroPriceField } from '@/lib/fields/euroPrice'

import { APPOINTMENT_STATUSES } from '../appointmentStatus'
import { claimAppointmentTime, releaseAppointmentTime } from '../appointmentTime.server'
import { titleOfAppointment } from '../appointmentTitle'
import { mailOwnerChanges } from '../mails/ownerChangeMails.server'
import { cancelEndpoint, freeTimesEndpoint, moveEndpoint } from '../admin/ownerActions.server'
import { outsideHoursEndpoint } from '../admin/outsideHours.server'
import { refundDepositOnEnd } from '../deposits/depositPayment.server'
import { appointmentsPersonalData } from './appointmentsPersonalData.server'

const hidden = { hidden: true } as const
const dateAndTime = {
  date: { pickerAppearance: 'dayAndTime', timeIntervals: 5, displayFormat: 'dd.MM.yyyy HH:mm' },
} as const

/**
 * Appointments and blocked times of the team. Every save passes claimAppointmentTime, which lets
 * the database refuse a second appointment on the same minutes of the same staff member.
 */
export const Appointments: CollectionConfig = {
  slug: 'appointments',
  labels: { singular: 'Termin', plural: 'Termine' },
  admin: {
    group: 'Terminbuchung',
    useAsTitle: 'title',
    defaultColumns: ['start', 'staffMember', 'title', 'status'],
    listSearchableFields: ['title', 'customerEmail', 'customerPhone'],
    description:
      'Alle Termine und blockierten Zeiten. Übersichtlicher im Kalender (Terminbuchung → Kalender).',
  },
  defaultSort: '-start',
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  custom: deskOffer(appointmentsPersonalData),
  // „Verlegen“ and „Absagen“ in the edit view (admin/AppointmentActions.client.tsx) and for the
  // appointments a change of the hours left outside them (admin/OutsideHours.client.tsx).
  endpoints: [outsideHoursEndpoint, freeTimesEndpoint, moveEndpoint, cancelEndpoint],
  hooks: {
    beforeChange: [claimAppointmentTime, titleOfAppointment],
    afterChange: [mailOwnerChanges, refundDepositOnEnd],
    afterDelete: [releaseAppointmentTime],
  },
  fields: [
    { name: 'title', type: 'text', label: 'Termin', admin: hidden },
    {
      name: 'actions',
      label: 'Aktionen',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: {
          Field: '@/features/booking/admin/AppointmentActions.client#AppointmentActions',
        },
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          label: 'Art',
          required: true,
          defaultValue: 'appointment',
          options: [
            { label: 'Termin', value: 'appointment' },
            { label: 'Zeit blockiert', value: 'blocked' },
          ],
        },
        {
          name: 'status',
          type: 'select',
          label: 'Status',
          required: true,
          defaultValue: 'confirmed',
          admin: {
            description:
              'Zum Verlegen oder Absagen die Aktionen rechts nutzen: Sie fragen nach und informieren die Kundin.',
          },
          options: [...APPOINTMENT_STATUSES],
          index: true,
        },
        {
          name: 'source',
          type: 'select',
          label: 'Gebucht',
          defaultValue: 'salon',
          options: [
            { label: 'online', value: 'online' },
            { label: 'im Salon / am Telefon', value: 'salon' },
          ],
          admin: { readOnly: true },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'staffMember',
          type: 'relationship',
          relationTo: COLLECTIONS.staffMembers,
          required: true,
          label: 'Mitarbeiterin',
          index: true,
        },
        {
          name: 'start',
          type: 'date',
          label: 'Beginn',
          required: true,
          index: true,
          admin: dateAndTime,
        },
        {
          name: 'end',
          type: 'date',
          label: 'Ende',
          admin: {
            ...dateAndTime,
            description:
              'Bei Terminen aus den Leistungen berechnet; bei blockierter Zeit eintragen.',
          },
        },
      ],
    },
    {
      name: 'services',
      type: 'relationship',
      relationTo: COLLECTIONS.bookingServices,
      hasMany: true,
      label: 'Leistungen',
      admin: { condition: (_, sibling) => sibling?.kind !== 'blocked' },
      validate: (value: unknown, { siblingData }: { siblingData: { kind?: string } }) =>
        siblingData.kind === 'blocked' || (Array.isArray(value) && value.length > 0)
          ? true
          : 'Bitte mindestens eine Leistung wählen.',
    },
    {
      type: 'row',
      admin: { condition: (_, sibling) => sibling?.kind !== 'blocked' },
      fields: [
        {
          name: 'customerName',
          type: 'text',
          label: 'Name',
          validate: (value: unknown, { siblingData }: { siblingData: { kind?: string } }) =>
            siblingData.kind === 'blocked' || (typeof value === 'string' && value.trim() !== '')
              ? true
              : 'Bitte den Namen angeben.',
        },
        { name: 'customerEmail', type: 'email', label: 'E-Mail', index: true },
        { name: 'customerPhone', type: 'text', label: 'Telefon' },
      ],
    },
    { name: 'note', type: 'textarea', label: 'Notiz' },
    {
      name: 'priceText',
      type: 'text',
      label: 'Preis (Angabe bei Buchung)',
      admin: { readOnly: true },
    },
    {
      type: 'row',
      admin: { condition: (data) => (data?.depositCents ?? 0) > 0 },
      fields: [
        {
          ...euroPriceField({ name: 'depositCents', label: 'Anzahlung (€)', readOnly: true }),
        },
        {
          name: 'depositPaid',
          type: 'text',
          label: 'Anzahlung bezahlt mit',
          admin: { readOnly: true },
        },
        {
          ...euroPriceField({
            name: 'depositRefundedCents',
            label: 'Anzahlung erstattet (€)',
            readOnly: true,
          }),
        },
      ],
    },
    {
      name: 'reminderSentAt',
      type: 'date',
      label: 'Erinnerung gesendet',
      admin: { readOnly: true, ...dateAndTime },
    },
    { name: 'claimKey', type: 'text', unique: true, admin: hidden },
  ],
}
