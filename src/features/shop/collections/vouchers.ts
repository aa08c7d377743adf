import { APIError, type CollectionBeforeChangeHook, type CollectionConfig } from 'payload'
import { deskOffer } from '@/contracts/personalData'

import { isAdmin, isStaff } from '@/lib/access'
import { euroPriceField } from '@/lib/fields/euroPrice'
import { formatPrice } from '@/lib/format'

import { normaliseVoucherCode } from '../vouchers/voucherCodes'
import { redeemVoucher } from '../vouchers/voucherLedger.server'
import { rowLabel } from '@/lib/ui/admin/rowLabel'
import { clock } from '@/lib/clock'
import { vouchersPersonalData } from './vouchersPersonalData.server'

/**
 * Redemption in the salon: the owner enters the amount in „Jetzt im Salon einlösen“ and saves;
 * it is taken from the balance (never below 0) and listed with date and time. A save never
 * writes the balance or the list it read when it began: both change only through the ledger's
 * atomic steps (voucherLedger.server.ts), so an order redeeming the same voucher at that moment
 * is neither undone nor lost.
 */
const redeemInSalon: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const amount = Number(data.redeemNowCents ?? 0)
  delete data.redeemNowCents
  if (operation !== 'update') return data
  delete data.balanceCents
  delete data.redemptions
  if (!amount) return data
  const id = Number(originalDoc?.id)
  const redeemed =
    Number.isInteger(amount) &&
    amount > 0 &&
    (await redeemVoucher(
      req.payload,
      id,
      { at: clock.now().toISOString(), amountCents: amount, where: 'Im Salon eingelöst' },
      req,
    ))
  if (!redeemed) {
    const now = await req.payload.findByID({
      collection: 'vouchers',
      id,
      depth: 0,
      overrideAccess: true,
      req,
    })
    throw new APIError(
      `Einlösen nicht möglich: Restguthaben ist ${formatPrice(Number(now.balanceCents ?? 0))}.`,
      400,
      undefined,
      true,
    )
  }
  return data
}

/**
 * Value vouchers sold in the shop (multi-purpose: no VAT at sale, § 3 Abs. 15 UStG). Valid until
 * the end of the third year after purchase (§ 195, § 199 BGB). The balance is only ever lowered
 * by a redemption, so a partial redemption keeps the rest.
 */
export const Vouchers: CollectionConfig = {
  slug: 'vouchers',
  labels: { singular: 'Gutschein', plural: 'Gutscheine' },
  admin: {
    group: 'Shop',
    useAsTitle: 'code',
    defaultColumns: ['code', 'initialCents', 'balanceCents', 'validUntil', 'createdAt'],
    description:
      'Gutscheine aus dem Shop. Im Salon eingelöst: Betrag bei „Jetzt im Salon einlösen“ eintragen und speichern.',
  },
  access: { read: isStaff, create: isAdmin, update: isStaff, delete: isAdmin },
  custom: deskOffer(vouchersPersonalData),
  hooks: { beforeChange: [redeemInSalon] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'code',
          type: 'text',
          label: 'Code',
          required: true,
          unique: true,
          index: true,
          // Stored as a customer's input is read, so every code the owner types can be redeemed.
          hooks: { beforeValidate: [({ value }) => normaliseVoucherCode(value) || value] },
          admin: {
            description:
              'Groß- und Kleinschreibung, Leerzeichen und Bindestriche zählen beim Einlösen nicht; gespeichert wird der Code so, wie Kundinnen ihn eingeben können (z. B. „PROBETEST0001“).',
          },
        },
        {
          name: 'validUntil',
          type: 'date',
          label: 'Gültig bis',
          required: true,
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd.MM.yyyy' } },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { ...euroPriceField({ name: 'initialCents', label: 'Wert (€)', required: true }) },
        euroPriceField({
          name: 'balanceCents',
          label: 'Restguthaben (€)',
          required: true,
          // Given when the voucher is made; later saves leave it to the ledger (redeemInSalon).
          requiredOnCreateOnly: true,
        }),
      ],
    },
    {
      ...euroPriceField({ name: 'redeemNowCents', label: 'Jetzt im Salon einlösen (€)' }),
      virtual: true,
    },
    {
      name: 'order',
      type: 'relationship',
      relationTo: 'orders',
      label: 'Gekauft mit Bestellung',
      admin: { readOnly: true },
    },
    { name: 'recipientEmail', type: 'email', label: 'Versandt an', admin: { readOnly: true } },
    {
      name: 'redemptions',
      type: 'array',
      label: 'Einlösungen',
      labels: { singular: 'Einlösung', plural: 'Einlösungen' },
      admin: {
        readOnly: true,
        components: { RowLabel: rowLabel(['where', 'amountCents'], 'Einlösung') },
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'at',
              type: 'date',
              label: 'Am',
              admin: { date: { pickerAppearance: 'dayAndTime' } },
            },
            euroPriceField({ name: 'amountCents', label: 'Betrag (€)', readOnly: true }),
            { name: 'where', type: 'text', label: 'Wo' },
          ],
        },
      ],
    },
  ],
}
