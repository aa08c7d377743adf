import type { Config, Payload, PayloadRequest } from 'payload'

/**
 * Online payment through Mollie (issue 47). The payments feature talks to Mollie, keeps one row
 * per payment and verifies every webhook by fetching the payment; the features that sell (shop
 * orders with their vouchers and tickets, booking deposits) start payments through the
 * `OnlinePayments` service and hear of their outcome through the `PaymentHandling` they offer.
 * Both live in Payload's server-only `config.custom`, so no feature imports another.
 */
export const PAYMENT_PURPOSES = ['order', 'booking'] as const
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number]

/** Mollie's payment statuses (API v2). */
export const PAYMENT_STATUSES = [
  'open',
  'pending',
  'authorized',
  'paid',
  'canceled',
  'expired',
  'failed',
] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/** The statuses in the words of the site: „bezahlt“, „abgebrochen“ … */
export const PAYMENT_STATUS_WORDS: Record<PaymentStatus, string> = {
  open: 'offen',
  pending: 'in Bearbeitung',
  authorized: 'autorisiert',
  paid: 'bezahlt',
  canceled: 'abgebrochen',
  expired: 'abgelaufen',
  failed: 'fehlgeschlagen',
}

/** Statuses after which Mollie never changes the payment again (refunds aside). */
export const FINAL_PAYMENT_STATUSES: ReadonlySet<PaymentStatus> = new Set([
  'paid',
  'canceled',
  'expired',
  'failed',
])

/** A payment as the selling feature sees it. */
export type PaymentState = {
  /** The row in „Zahlungseinstellungen“. */
  id: number
  mollieId: string
  purpose: PaymentPurpose
  /** The seller's own id of what is paid (an order's or an appointment's id). */
  reference: string
  amountCents: number
  status: PaymentStatus
  /** Mollie's method id (`paypal`, `creditcard` …), once the visitor chose one. */
  method: string | null
  /** „PayPal“, „Kreditkarte“, or „Online“ before a method is known. */
  methodLabel: string
  refundedCents: number
  /** The amount Mollie reports is not the amount asked for: never treated as paid. */
  flagged: boolean
  createdAt: string
  /** When the seller's hold for it ends: an open payment is cancelled at Mollie then. */
  holdUntil: string | null
}

export type StartInput = {
  purpose: PaymentPurpose
  reference: string
  amountCents: number
  /** Shown on Mollie's page and the statement: „Salon Lindenblüte, Bestellung 2026-7KQ2M9“. */
  description: string
  /** Where the visitor returns, paid or not (an absolute address of the site). */
  returnUrl: string
  /**
   * How long what is sold stays held for this payment. After it the site cancels the payment at
   * Mollie (while it can be cancelled) before the seller releases anything; methods that cannot
   * end that soon (a bank transfer stays open for days) are not offered for it.
   */
  holdMinutes: number
}

export type StartedPayment = { checkoutUrl: string; state: PaymentState }

/** Why a refund was refused, in German for the owner. */
export type RefundResult = { ok: true; state: PaymentState } | { ok: false; message: string }

export type OnlinePayments = {
  /**
   * The methods the site offers, with German labels, of them those that can end within
   * `holdMinutes` when given; null when no key is set or none is left.
   */
  offer(
    payload: Payload,
    holdMinutes?: number,
  ): Promise<Array<{ id: string; label: string }> | null>
  /** Creates a payment at Mollie and its row; throws when Mollie cannot be reached. */
  start(payload: Payload, input: StartInput): Promise<StartedPayment>
  /** The newest payment of what is sold, or null. */
  latest(payload: Payload, purpose: PaymentPurpose, reference: string): Promise<PaymentState | null>
  /** Asks Mollie about one payment and acts on the answer, exactly as a webhook would. */
  sync(payload: Payload, mollieId: string): Promise<PaymentState | null>
  /** Gives money back through Mollie (full or in part) and records it with the payment. */
  refund(
    payload: Payload,
    input: { paymentId: number; cents: number; reason: string; by: string },
  ): Promise<RefundResult>
  /** Mollie's page of a payment still open, to send the visitor back to it; else null. */
  checkoutUrl(payload: Payload, mollieId: string): Promise<string | null>
  /**
   * Ends a payment still open at Mollie (`DELETE`); true when it is ended now (cancelled, or it
   * had already failed or expired), false when it was paid meanwhile or Mollie cannot say.
   */
  cancel(payload: Payload, mollieId: string): Promise<boolean>
  /**
   * Runs `work` while no other start, retry or cancellation of payments for the same thing sold
   * runs (in-process and, on PostgreSQL, across processes): a retry reads the open payment the
   * one before it started, so ten clicks make one payment.
   */
  oneAtATime<T>(
    payload: Payload,
    purpose: PaymentPurpose,
    reference: string,
    work: () => Promise<T>,
  ): Promise<T>
}

/** What a payment's new status meant to the seller. */
export type StatusVerdict = void | {
  /**
   * Nothing was sold for this payment (it came after a cancellation, or a second time for what
   * is paid already): the payments feature flags it, refunds it in full and tells the owner; the
   * seller's `refunded` tells the customer. German, for both: „Die Bestellung war storniert.“
   */
  unexpected: string
}

export type PaymentHandling = {
  /**
   * The payment reached a new status (checked against Mollie, amount matching). Called once per
   * status, inside no request of the visitor.
   */
  statusChanged(payload: Payload, state: PaymentState, req?: PayloadRequest): Promise<StatusVerdict>
  /**
   * Money went back to the customer; `cents` is this refund, `state` holds the total. Called
   * once per refund, after it is recorded: the place to tell the customer.
   */
  refunded?(
    payload: Payload,
    state: PaymentState,
    cents: number,
    refund: { by: string; reason: string },
  ): Promise<void>
  /** The owner's admin page of what was paid, for the payment's row. */
  adminPath?(reference: string): string
}

type WithPayments = {
  onlinePayments?: OnlinePayments
  paymentHandling?: Partial<Record<PaymentPurpose, PaymentHandling>>
}

const customOf = (config: Pick<Config, 'custom'>) =>
  (config.custom ?? {}) as WithPayments & Record<string, unknown>

/** The payments feature offers the service (in its plugin). */
export const offerOnlinePayments = (config: Config, service: OnlinePayments): Config => ({
  ...config,
  custom: { ...config.custom, onlinePayments: service } satisfies WithPayments,
})

/** A selling feature offers what a payment's outcome does for its purpose (in its plugin). */
export const offerPaymentHandling = (
  config: Config,
  purpose: PaymentPurpose,
  handling: PaymentHandling,
): Config => ({
  ...config,
  custom: {
    ...config.custom,
    paymentHandling: { ...customOf(config).paymentHandling, [purpose]: handling },
  } satisfies WithPayments,
})

/** The service, or null when the payments feature is not composed. */
export const onlinePayments = (payload: Pick<Payload, 'config'>) =>
  customOf(payload.config).onlinePayments ?? null

export const paymentHandlingOf = (payload: Pick<Payload, 'config'>, purpose: PaymentPurpose) =>
  customOf(payload.config).paymentHandling?.[purpose] ?? null

/** Cents as Mollie's API writes amounts: 1290 → "12.90". */
export const mollieAmount = (cents: number) => ({
  currency: 'EUR',
  value: (cents / 100).toFixed(2),
})

/** Mollie's "12.90" in cents, or null when it is not an exact euro amount. */
export function centsOfMollie(amount: { currency?: string; value?: string } | null | undefined) {
  if (!amount || amount.currency !== 'EUR' || !/^\d+\.\d{2}$/.test(amount.value ?? '')) return null
  const [euros, cents] = (amount.value as string).split('.')
  return Number(euros) * 100 + Number(cents)
}
