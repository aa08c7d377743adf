import { PAYMENT_STATUS_WORDS, type PaymentStatus } from '@/contracts/onlinePayments'

/** Mollie's statuses as the owner reads them in a list: „Bezahlt“, „Abgebrochen“ … */
export const STATUS_LABELS = Object.fromEntries(
  Object.entries(PAYMENT_STATUS_WORDS).map(([status, words]) => [
    status,
    `${words.charAt(0).toUpperCase()}${words.slice(1)}`,
  ]),
) as Record<PaymentStatus, string>
