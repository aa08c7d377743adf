import type { Field } from 'payload'

/**
 * An order paid online (docs/payments.md): its payment at Mollie beside it, with the way to
 * refund, and what went back so far. Shown only where they apply.
 */
export const ONLINE_PAYMENT_FIELDS: Field[] = [
  {
    name: 'onlinePayment',
    label: 'Online-Zahlung',
    type: 'ui',
    admin: {
      position: 'sidebar',
      condition: (data) => data?.paymentMethod === 'online',
      components: { Field: '@/features/shop/admin/OnlinePaymentLink#OnlinePaymentLink' },
    },
  },
  {
    name: 'refundedCents',
    type: 'number',
    label: 'Erstattet (€)',
    defaultValue: 0,
    admin: {
      readOnly: true,
      position: 'sidebar',
      condition: (data) => (data?.refundedCents ?? 0) > 0,
      components: {
        Field: '@/lib/fields/EuroPriceInput.client#EuroPriceInput',
        Cell: '@/lib/fields/EuroCell#EuroCell',
      },
    },
  },
]
