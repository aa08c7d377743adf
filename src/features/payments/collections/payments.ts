import type { CollectionConfig } from 'payload'
import { deskOffer } from '@/contracts/personalData'

import { PAYMENT_PURPOSES, PAYMENT_STATUSES } from '@/contracts/onlinePayments'
import { isStaff, nobody } from '@/lib/access'
import { euroPriceField } from '@/lib/fields/euroPrice'

import { STATUS_LABELS } from '../paymentWords'
import { refundEndpoint } from '../refundEndpoint.server'
import { paymentsPersonalData } from './paymentsPersonalData.server'

const readOnly = { readOnly: true } as const

/**
 * One row per payment started at Mollie. Written only by the site (the checkout, the webhook,
 * the reconcile job, a refund); the owner reads it, sees what needs her (a flagged amount) and
 * refunds from here.
 */
export const Payments: CollectionConfig = {
  slug: 'payments',
  labels: { singular: 'Online-Zahlung', plural: 'Online-Zahlungen' },
  admin: {
    group: 'Shop',
    useAsTitle: 'label',
    defaultColumns: ['label', 'status', 'amountCents', 'methodLabel', 'refundedCents', 'createdAt'],
    description:
      'Jede Zahlung über Mollie: offen, bezahlt, abgebrochen oder abgelaufen. Erstattungen laufen von hier über Mollie zurück an die Kundin.',
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  custom: deskOffer(paymentsPersonalData),
  endpoints: [refundEndpoint],
  fields: [
    { name: 'label', type: 'text', label: 'Wofür', admin: readOnly },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          label: 'Status',
          required: true,
          index: true,
          dbName: 'payment_status',
          options: PAYMENT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
          admin: readOnly,
        },
        euroPriceField({
          name: 'amountCents',
          label: 'Betrag (€)',
          required: true,
          readOnly: true,
        }),
        { name: 'methodLabel', type: 'text', label: 'Zahlart', admin: readOnly },
      ],
    },
    {
      name: 'flagged',
      type: 'checkbox',
      label: 'Nicht als bezahlt gewertet (siehe Hinweis)',
      defaultValue: false,
      index: true,
      admin: {
        ...readOnly,
        condition: (data) => Boolean(data?.flagged),
      },
    },
    {
      name: 'flagNote',
      type: 'text',
      label: 'Hinweis',
      admin: { ...readOnly, condition: (data) => Boolean(data?.flagNote) },
    },
    {
      name: 'mismatch',
      type: 'text',
      label: 'Abweichung zu Mollie (täglicher Abgleich)',
      index: true,
      admin: {
        ...readOnly,
        condition: (data) => Boolean(data?.mismatch),
        description:
          'Bitte im Mollie-Dashboard prüfen. Der Hinweis verschwindet beim nächsten Abgleich, sobald beide übereinstimmen.',
      },
    },
    {
      name: 'refundPanel',
      label: 'Erstatten',
      type: 'ui',
      admin: { components: { Field: '@/features/payments/admin/RefundPanel.client#RefundPanel' } },
    },
    {
      ...euroPriceField({ name: 'refundedCents', label: 'Erstattet (€)', readOnly: true }),
      defaultValue: 0,
    },
    {
      name: 'refunds',
      type: 'array',
      label: 'Erstattungen',
      admin: readOnly,
      fields: [
        { name: 'mollieRefundId', type: 'text', label: 'Mollie-Nr.' },
        euroPriceField({ name: 'cents', label: 'Betrag (€)', required: true, readOnly: true }),
        { name: 'reason', type: 'text', label: 'Grund' },
        { name: 'by', type: 'text', label: 'Von' },
        { name: 'at', type: 'date', label: 'Am' },
      ],
    },
    {
      type: 'collapsible',
      label: 'Technische Angaben',
      admin: { initCollapsed: true },
      fields: [
        {
          name: 'mollieId',
          type: 'text',
          label: 'Mollie-Zahlungsnummer',
          required: true,
          unique: true,
          index: true,
          admin: readOnly,
        },
        {
          name: 'purpose',
          type: 'select',
          label: 'Wofür',
          required: true,
          dbName: 'payment_purpose',
          options: PAYMENT_PURPOSES.map((value) => ({
            value,
            label: value === 'order' ? 'Bestellung' : 'Anzahlung Termin',
          })),
          admin: readOnly,
        },
        {
          name: 'reference',
          type: 'text',
          label: 'Bestell- oder Terminnummer',
          required: true,
          index: true,
          admin: readOnly,
        },
        { name: 'method', type: 'text', label: 'Zahlart, wie Mollie sie nennt', admin: readOnly },
        { name: 'mode', type: 'text', label: 'Modus (test/live)', admin: readOnly },
        {
          name: 'handledStatus',
          type: 'text',
          label: 'Zuletzt verarbeiteter Status',
          admin: readOnly,
        },
        {
          name: 'holdUntil',
          type: 'date',
          label: 'Reserviert bis (danach wird eine offene Zahlung abgebrochen)',
          index: true,
          admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'checkedAt',
          type: 'date',
          label: 'Zuletzt bei Mollie nachgefragt',
          admin: readOnly,
        },
        {
          name: 'comparedAt',
          type: 'date',
          label: 'Zuletzt mit Mollie abgeglichen',
          admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
  ],
}
