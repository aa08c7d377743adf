import type { CollectionConfig, Field } from 'payload'
import { deskOffer } from '@/contracts/personalData'

import { COLLECTIONS } from '@/contracts/slugs'
import { isAdmin, isStaff, nobody } from '@/lib/access'
import { addressGroup } from '@/lib/fields/address'
import { euroPriceField } from '@/lib/fields/euroPrice'

import {
  afterOrderStatusChange,
  guardOrderStatus,
  logStatusChange,
} from '../orders/orderLifecycle.server'
import { ONLINE_PAYMENT_FIELDS } from './onlinePaymentFields'
import { ORDER_PROCESSING_FIELDS } from './orderProcessingFields'
import { ORDER_STATUSES, type OrderStatus, statusLabel } from '../orders/orderStatus'
import { rowLabel } from '@/lib/ui/admin/rowLabel'
import { ordersPersonalData } from './ordersPersonalData.server'

const readOnly = { readOnly: true }
/** A yes-or-no fact of the placed order, shown as „Ja“/„Nein“ text. */
const fact = {
  readOnly: true,
  components: { Field: '@/lib/fields/BooleanFact.client#BooleanFact' },
}
/** Countries and states by name („Deutschland“, „Berlin“), stored as their codes. */
const PLACE_NAME = '@/features/shop/admin/PlaceName.client#PlaceName'

const address = (
  name: string,
  label: string,
  condition?: (data: Partial<Record<string, unknown>>) => boolean,
): Field =>
  addressGroup({
    name,
    label,
    admin: { ...readOnly, ...(condition ? { condition } : {}) },
    placeFields: [
      {
        name: 'country',
        type: 'text',
        label: 'Land',
        admin: { components: { Field: PLACE_NAME } },
      },
      {
        name: 'state',
        type: 'text',
        label: 'Bundesland',
        admin: { components: { Field: PLACE_NAME } },
      },
    ],
  })

/** An amount of the order as placed: stored in cents, shown in euros. */
const cents = (name: string, label: string): Field =>
  euroPriceField({ name, label: `${label} (€)`, readOnly: true })

/**
 * Orders as the customer placed them: every line and cost as shown at the time (a later price
 * change does not alter an order), the payment method, the reserved stock and the withdrawal.
 * Created only by the checkout; the owner changes the status, which mails the customer and
 * releases the stock of a cancelled or withdrawn order.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: 'Bestellung', plural: 'Bestellungen' },
  admin: {
    group: 'Shop',
    useAsTitle: 'number',
    defaultColumns: ['number', 'status', 'email', 'totalCents', 'paymentMethod', 'createdAt'],
    listSearchableFields: ['number', 'email', 'billing.lastName'],
    description:
      'Status ändern und speichern: bei „bezahlt“, „versandt“ und „abholbereit“ erhält die Kundin eine E-Mail (vorher wird gefragt; bei „versandt“ mit Sendungsnummer und Link zur Sendungsverfolgung); „storniert“ gibt den Bestand frei. Der Verlauf rechts zeigt jede Änderung mit Zeit und Person.',
    components: {
      beforeListTable: ['@/features/shop/admin/OrdersExportLink#OrdersExportLink'],
      edit: { SaveButton: '@/features/shop/admin/OrderSaveButton.client#OrderSaveButton' },
    },
  },
  access: { read: isStaff, create: nobody, update: isStaff, delete: isAdmin },
  custom: deskOffer(ordersPersonalData),
  hooks: {
    beforeChange: [guardOrderStatus, logStatusChange],
    afterChange: [afterOrderStatusChange],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'number',
          type: 'text',
          label: 'Bestellnummer',
          unique: true,
          index: true,
          admin: readOnly,
        },
        {
          name: 'status',
          type: 'select',
          label: 'Status',
          required: true,
          defaultValue: 'open',
          index: true,
          dbName: 'order_status',
          // Capitalised as a value standing alone, like every other status list of the admin.
          options: (Object.keys(ORDER_STATUSES) as OrderStatus[]).map((value) => ({
            value,
            label: statusLabel(value),
          })),
        },
        {
          name: 'paymentMethod',
          type: 'select',
          label: 'Zahlung',
          required: true,
          dbName: 'order_payment',
          options: [
            { value: 'vorkasse', label: 'Vorkasse' },
            { value: 'pickup', label: 'Zahlung bei Abholung' },
            { value: 'door', label: 'Zahlung vor Ort (Veranstaltung)' },
            { value: 'online', label: 'Online (Mollie)' },
          ],
          admin: readOnly,
        },
        {
          name: 'paymentDetail',
          type: 'text',
          label: 'Bezahlt mit',
          admin: {
            ...readOnly,
            condition: (data) => data?.paymentMethod === 'online',
            description: 'Die Zahlart, die die Kundin auf der Bezahlseite gewählt hat.',
          },
        },
      ],
    },
    ...ONLINE_PAYMENT_FIELDS,
    ...ORDER_PROCESSING_FIELDS,
    {
      name: 'accessKey',
      type: 'text',
      required: true,
      admin: { hidden: true },
      access: { read: () => false },
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', label: 'E-Mail', required: true, admin: readOnly },
        { name: 'phone', type: 'text', label: 'Telefon', admin: readOnly },
      ],
    },
    address('billing', 'Rechnungsadresse'),
    {
      name: 'shipToDifferent',
      type: 'checkbox',
      label: 'Lieferung an andere Adresse',
      admin: readOnly,
    },
    address('shipping', 'Lieferadresse', (data) => Boolean(data?.shipToDifferent)),
    { name: 'note', type: 'textarea', label: 'Anmerkung der Kundin', admin: readOnly },
    {
      name: 'customer',
      type: 'relationship',
      relationTo: COLLECTIONS.customers,
      label: 'Kundenkonto',
      index: true,
      admin: { ...readOnly, position: 'sidebar' },
    },
    {
      name: 'items',
      type: 'array',
      label: 'Positionen',
      labels: { singular: 'Position', plural: 'Positionen' },
      admin: {
        ...readOnly,
        components: {
          RowLabel: rowLabel(['title', 'variantLabel', 'quantity', 'lineTotalCents'], 'Position'),
        },
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'title', type: 'text', label: 'Produkt', required: true },
            { name: 'variantLabel', type: 'text', label: 'Variante' },
            { name: 'sku', type: 'text', label: 'Art.-Nr.' },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'quantity', type: 'number', label: 'Menge', required: true },
            cents('unitPriceCents', 'Einzelpreis'),
            cents('lineTotalCents', 'Summe'),
            { name: 'taxClass', type: 'text', label: 'Steuer' },
          ],
        },
        { name: 'unitPriceText', type: 'text', label: 'Grundpreis' },
        {
          name: 'product',
          type: 'relationship',
          relationTo: 'products',
          label: 'Produkt im Katalog',
        },
        {
          name: 'noWithdrawal',
          type: 'checkbox',
          label: 'Kein Widerrufsrecht (Freizeitveranstaltung mit festem Termin)',
          admin: fact,
        },
        { name: 'variantId', type: 'text', admin: { hidden: true } },
        { name: 'voucher', type: 'checkbox', admin: { hidden: true } },
        { name: 'ticket', type: 'checkbox', admin: { hidden: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'shippingMethod', type: 'text', label: 'Versandart', admin: readOnly },
        { name: 'shippingMethodId', type: 'text', admin: { hidden: true } },
        cents('shippingCents', 'Versand'),
      ],
    },
    {
      type: 'row',
      fields: [
        cents('subtotalCents', 'Warenwert'),
        cents('totalCents', 'Gesamt'),
        cents('voucherCents', 'Mit Gutschein bezahlt'),
        cents('dueCents', 'Zu zahlen'),
      ],
    },
    { name: 'voucherCode', type: 'text', label: 'Eingelöster Gutschein', admin: readOnly },
    {
      name: 'vatLines',
      type: 'json',
      label: 'Enthaltene Umsatzsteuer',
      // A table, never Payload's code editor (VatLines.client.tsx says why).
      admin: {
        ...readOnly,
        components: { Field: '@/features/shop/admin/VatLines.client#VatLines' },
      },
    },
    {
      name: 'smallBusiness',
      type: 'checkbox',
      label: 'Kleinunternehmer (§ 19 UStG)',
      admin: fact,
    },
    {
      name: 'stockReserved',
      type: 'checkbox',
      label: 'Bestand oder Gutschein reserviert',
      admin: { ...fact, position: 'sidebar' },
    },
    {
      name: 'issuedVouchers',
      type: 'relationship',
      relationTo: 'vouchers',
      hasMany: true,
      label: 'Ausgestellte Gutscheine',
      admin: { ...readOnly, position: 'sidebar' },
    },
    {
      name: 'withdrawal',
      type: 'group',
      label: 'Widerruf',
      admin: { ...readOnly, condition: (data) => Boolean(data?.withdrawal?.receivedAt) },
      fields: [
        {
          name: 'receivedAt',
          type: 'date',
          label: 'Eingegangen am',
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        { name: 'name', type: 'text', label: 'Name' },
        { name: 'email', type: 'text', label: 'Bestätigung an' },
        { name: 'message', type: 'textarea', label: 'Erklärung' },
      ],
    },
  ],
}
