import type { CollectionConfig, Field } from 'payload'
import { deskOffer } from '@/contracts/personalData'

import { isAdmin, isStaff, nobody, panel } from '@/lib/access'
import { addressGroup } from '@/lib/fields/address'

import { customerBeforeDelete } from '../accountErasure.server'
import { adminActionEndpoints } from '../adminActions.server'
import { customersPersonalData } from './customersPersonalData.server'

const readOnly = { readOnly: true }
const hiddenFromEveryone = { admin: { hidden: true }, access: { read: () => false } }

/** A saved address for the checkout, in the checkout's own fields. */
const address = (name: string, label: string): Field =>
  addressGroup({
    name,
    label,
    placeFields: [{ name: 'country', type: 'text', label: 'Land (Code)', defaultValue: 'DE' }],
  })

/**
 * Visitor accounts („Kunden“), a login of their own beside the staff's `users`: a customer's
 * token never counts as staff (lib/access.ts `staffOf`), `admin: false` keeps it out of /admin,
 * and every change a customer makes goes through /api/account/* (docs/accounts.md), never
 * Payload's own REST endpoints, which are closed to customers below.
 */
export const Customers = ({ secureCookies }: { secureCookies: boolean }): CollectionConfig => ({
  slug: 'customers',
  labels: { singular: 'Kundin / Kunde', plural: 'Kunden' },
  auth: {
    cookies: { secure: secureCookies, sameSite: 'Lax' },
    // The accounts' own policy (5 failures lock for 10 minutes, customerLogin.server.ts).
    maxLoginAttempts: 0,
    tokenExpiration: 30 * 24 * 3600,
    forgotPassword: { expiration: 60 * 60 * 1000 },
    useSessions: true,
  },
  endpoints: adminActionEndpoints,
  admin: {
    group: 'Shop',
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'confirmed', 'lockedUntil', 'lastLoginAt', 'createdAt'],
    listSearchableFields: ['email', 'name', 'username'],
    description:
      'Kundenkonten der Website („Mein Konto“). Löschen behält Bestellungen anonymisiert (Aufbewahrungspflicht) und löscht den Rest.',
    components: {
      edit: {
        beforeDocumentControls: [
          '@/features/accounts/admin/CustomerActions.client#CustomerActions',
        ],
      },
    },
  },
  access: {
    // Staff only. A customer reads and changes her account through /api/account/*.
    admin: panel([]),
    read: isStaff,
    create: nobody,
    update: isAdmin,
    delete: isAdmin,
    unlock: nobody,
  },
  custom: deskOffer(customersPersonalData),
  hooks: { beforeDelete: [customerBeforeDelete] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', label: 'Name' },
        {
          name: 'username',
          type: 'text',
          label: 'Benutzername',
          unique: true,
          index: true,
          admin: { description: 'Optional; anmelden geht auch mit der E-Mail-Adresse.' },
        },
        { name: 'phone', type: 'text', label: 'Telefon' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'confirmed',
          type: 'checkbox',
          label: 'E-Mail bestätigt',
          defaultValue: false,
          index: true,
          admin: readOnly,
        },
        {
          name: 'lockedUntil',
          type: 'date',
          label: 'Gesperrt bis',
          admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'lastLoginAt',
          type: 'date',
          label: 'Letzte Anmeldung',
          admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    address('billing', 'Rechnungsadresse'),
    address('shipping', 'Lieferadresse'),
    { name: 'confirmTokenHash', type: 'text', index: true, ...hiddenFromEveryone },
    { name: 'confirmSentAt', type: 'date', admin: { hidden: true } },
    // Registered with the robot trap filled: no mail until released in „Spam-Verdacht“.
    {
      name: 'heldAsSpam',
      type: 'checkbox',
      label: 'Im Spam-Verdacht zurückgehalten',
      defaultValue: false,
      admin: { ...readOnly, condition: (data) => Boolean(data?.heldAsSpam) },
    },
    // Consent ids (cookie `salon_consent`) of browsers the customer signed in with: her consent
    // entries for the export and the deletion.
    { name: 'consentIds', type: 'json', admin: { hidden: true } },
  ],
})
