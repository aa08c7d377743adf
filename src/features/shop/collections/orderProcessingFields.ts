import type { Field } from 'payload'

import { CARRIER_OPTIONS } from '../orders/tracking'

/**
 * What the owner adds while she handles an order: the parcel's service and number, the invoice
 * and delivery note (with the invoice's number and date, given once), and the log of status
 * changes. The rest of an order is as the customer placed it (orders.ts).
 */
export const ORDER_PROCESSING_FIELDS: Field[] = [
  {
    type: 'row',
    // Asked for when she ships; kept visible once given.
    admin: { condition: (data) => data?.status === 'shipped' || Boolean(data?.trackingNumber) },
    fields: [
      {
        name: 'carrier',
        type: 'select',
        label: 'Versanddienst',
        dbName: 'order_carrier',
        options: CARRIER_OPTIONS,
      },
      {
        name: 'trackingNumber',
        type: 'text',
        label: 'Sendungsnummer',
        admin: {
          description:
            'Steht mit dem Link zur Sendungsverfolgung in der E-Mail „versandt“: vor dem Speichern eintragen.',
        },
      },
    ],
  },
  {
    name: 'documents',
    label: 'Dokumente',
    type: 'ui',
    admin: {
      position: 'sidebar',
      components: { Field: '@/features/shop/admin/OrderDocuments#OrderDocuments' },
    },
  },
  {
    type: 'row',
    admin: { position: 'sidebar' },
    fields: [
      {
        name: 'invoiceNumber',
        type: 'number',
        label: 'Rechnungsnummer',
        unique: true,
        admin: { readOnly: true, description: 'Vergeben beim ersten Öffnen der Rechnung.' },
      },
      {
        name: 'invoicedAt',
        type: 'date',
        label: 'Rechnungsdatum',
        admin: { readOnly: true },
      },
    ],
  },
  {
    name: 'statusLog',
    type: 'textarea',
    label: 'Verlauf',
    admin: {
      readOnly: true,
      position: 'sidebar',
      description: 'Jede Änderung des Status: wann (Berliner Zeit) und von wem.',
    },
  },
]
