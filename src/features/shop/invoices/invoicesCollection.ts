import type { CollectionConfig } from 'payload'
import { deskOffer } from '@/contracts/personalData'

import { COLLECTIONS } from '@/contracts/slugs'
import { isStaff, nobody } from '@/lib/access'
import { euroPriceField } from '@/lib/fields/euroPrice'
import { invoicesPersonalData } from './invoicesPersonalData.server'

/**
 * „Rechnungen“: every invoice and every correction as it was issued (GoBD: an issued document
 * never changes and stays retrievable for the retention period). Written only by the server
 * (issueInvoice.server.ts), never edited or deleted, not even by the administrator; the PDF is
 * kept as issued, so a later change of the order, the prices or the salon's address does not
 * change what the customer and the tax adviser hold.
 */
export const Invoices: CollectionConfig = {
  slug: 'invoices',
  labels: { singular: 'Rechnung', plural: 'Rechnungen' },
  admin: {
    useAsTitle: 'label',
    group: 'Shop',
    defaultColumns: ['label', 'kind', 'issuedAt', 'buyer', 'totalCents', 'order'],
    description:
      'Jede ausgestellte Rechnung und jede Rechnungskorrektur (Storno) bleibt hier unverändert, wie sie ausgestellt wurde. Eine Stornierung oder Erstattung ändert keine Rechnung, sondern stellt eine Korrektur mit eigener Nummer aus.',
    components: {
      beforeListTable: ['@/features/shop/admin/InvoicesExportForm#InvoicesExportForm'],
    },
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  custom: deskOffer(invoicesPersonalData),
  defaultSort: '-issuedAt',
  indexes: [{ fields: ['kind', 'sequence'], unique: true }],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text', label: 'Nummer', required: true, unique: true },
        {
          name: 'kind',
          type: 'select',
          label: 'Art',
          required: true,
          options: [
            { value: 'invoice', label: 'Rechnung' },
            { value: 'correction', label: 'Rechnungskorrektur (Storno)' },
          ],
        },
        {
          name: 'issuedAt',
          type: 'date',
          label: 'Ausgestellt am',
          required: true,
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    { name: 'sequence', type: 'number', required: true, admin: { hidden: true } },
    {
      type: 'row',
      fields: [
        {
          name: 'order',
          type: 'relationship',
          relationTo: COLLECTIONS.orders,
          label: 'Bestellung',
        },
        {
          name: 'corrects',
          type: 'relationship',
          relationTo: 'invoices',
          label: 'Korrigiert Rechnung',
          admin: { condition: (data) => data?.kind === 'correction' },
        },
      ],
    },
    { name: 'buyer', type: 'text', label: 'Rechnungsempfänger' },
    {
      ...euroPriceField({
        name: 'totalCents',
        label: 'Betrag (€)',
        readOnly: true,
        required: true,
      }),
      // A correction's amount is negative; only the server writes it.
      validate: (value: unknown) => Number.isInteger(value) || 'Betrag in Cent erwartet.',
    },
    { name: 'reason', type: 'text', label: 'Grund der Korrektur' },
    {
      name: 'vatLines',
      type: 'json',
      admin: { hidden: true },
    },
    { name: 'paymentWords', type: 'text', admin: { hidden: true } },
    // The seller's tax number as printed: a correction names the same one.
    { name: 'taxId', type: 'text', admin: { hidden: true } },
    {
      name: 'document',
      label: 'Dokument',
      type: 'ui',
      admin: { components: { Field: '@/features/shop/admin/InvoicePdfLink#InvoicePdfLink' } },
    },
    // The PDF as issued, base64: read by the download route, never shown in the form.
    { name: 'pdf', type: 'textarea', required: true, admin: { hidden: true } },
  ],
  timestamps: true,
}
