import { formatPrice } from '@/lib/format'

/** A bookable service's „Anzahlung“: none, a fixed amount, or a share of its price. */
export type DepositRule = {
  kind?: 'none' | 'fixed' | 'percent' | null
  amountCents?: number | null
  percent?: number | null
}

type Priced = { priceCents?: number | null; deposit?: DepositRule | null }

/** One service's deposit in cents: a share is rounded to whole euros down, never above the price. */
export function depositOf(service: Priced): number {
  const rule = service.deposit
  const price = service.priceCents ?? 0
  if (!rule || !rule.kind || rule.kind === 'none') return 0
  const cents =
    rule.kind === 'fixed'
      ? (rule.amountCents ?? 0)
      : Math.floor((price * Math.min(Math.max(rule.percent ?? 0, 0), 100)) / 100 / 100) * 100
  return Math.max(0, Math.min(cents, price || cents))
}

/** The deposit of a choice of services: their deposits added up. */
export const depositOfServices = (services: Priced[]) =>
  services.reduce((sum, service) => sum + depositOf(service), 0)

/**
 * What the visitor reads before she books: the amount, when it is due, and the rule on
 * cancellation and no-show („Absage bis 24 Stunden vorher: zurück; nicht erschienen: einbehalten“).
 */
export function depositRuleText(
  cents: number,
  { cancelHours, keptOnNoShow }: { cancelHours: number; keptOnNoShow: boolean },
): string {
  return [
    `Für diesen Termin bitten wir um eine Anzahlung von ${formatPrice(cents)}, die Sie gleich im Anschluss online bezahlen (PayPal, Karte, …). Erst dann ist der Termin gebucht; wir halten ihn 15 Minuten für Sie frei.`,
    `Sagen Sie bis ${cancelHours} Stunden vorher ab, erhalten Sie die Anzahlung automatisch zurück.`,
    keptOnNoShow
      ? 'Erscheinen Sie ohne Absage nicht, behalten wir sie ein. Sonst wird sie mit dem Preis verrechnet.'
      : 'Sonst wird sie mit dem Preis verrechnet.',
  ].join(' ')
}

/** How long a time is held while its deposit is being paid. */
export const DEPOSIT_HOLD_MINUTES = 15

type DepositState = {
  depositCents?: number | null
  /** The method it was paid with („PayPal“), empty while unpaid. */
  depositPaid?: string | null
  depositRefundedCents?: number | null
}

/**
 * The deposit as the customer and the owner read it wherever the appointment is shown (the
 * confirmation mail, the calendar, both cancel dialogs): how much, whether paid and with what,
 * what was refunded. Empty for an appointment without one.
 */
export function depositWords(appointment: DepositState): string {
  const cents = appointment.depositCents ?? 0
  if (cents <= 0) return ''
  if (!appointment.depositPaid) return `Anzahlung: ${formatPrice(cents)}, noch nicht bezahlt`
  const refunded = appointment.depositRefundedCents ?? 0
  return `Anzahlung: ${formatPrice(cents)} bezahlt mit ${appointment.depositPaid}${
    refunded > 0 ? `, ${formatPrice(refunded)} erstattet` : ''
  }`
}

/**
 * What a cancellation does with a paid deposit (depositPayment.server.ts refunds it on every
 * cancellation, the salon's and hers): said before she or the owner confirms it.
 */
export function depositOnCancel(appointment: DepositState, who: 'customer' | 'owner'): string {
  const left = (appointment.depositCents ?? 0) - (appointment.depositRefundedCents ?? 0)
  if (!appointment.depositPaid || left <= 0) return ''
  return who === 'customer'
    ? `Ihre Anzahlung von ${formatPrice(left)} erhalten Sie dann automatisch zurück (auf dem Weg, auf dem Sie bezahlt haben).`
    : `Die Anzahlung von ${formatPrice(left)} (${appointment.depositPaid}) wird der Kundin dabei automatisch über Mollie erstattet.`
}

/** The rule for a booked appointment's paid deposit, for its confirmation mail. */
export function depositRuleOfBooked(appointment: DepositState, keptOnNoShow: boolean): string {
  if (!appointment.depositPaid || (appointment.depositCents ?? 0) <= 0) return ''
  return [
    'Sagen Sie ab, erhalten Sie die Anzahlung automatisch zurück; sonst wird sie mit dem Preis verrechnet.',
    keptOnNoShow ? 'Erscheinen Sie ohne Absage nicht, behalten wir sie ein.' : '',
  ]
    .filter(Boolean)
    .join(' ')
}
