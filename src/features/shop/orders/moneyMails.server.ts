import type { OutgoingMail } from '@/contracts/mail'
import { formatPrice } from '@/lib/format'
import { plainTextHtml, singleLine } from '@/lib/plainTextMail'
import type { Order, ShopSetting } from '@/payload-types'

import type { Business } from './business.server'
import { SHOP_PATHS } from '../paths'

const mail = (from: string, to: string, subject: string, text: string): OutgoingMail => ({
  from,
  to,
  subject: singleLine(subject),
  text,
  html: plainTextHtml(subject, text),
})

const signature = (business: Business) =>
  [business.name, business.address, business.email].filter(Boolean).join(' · ')

const orderUrl = (order: Order, business: Business) =>
  `${business.siteUrl}${SHOP_PATHS.order(order.number ?? '', order.accessKey)}`

/** How long money takes to come back, by the way it was paid (Mollie's refund times). */
const arrivalText = (methodLabel: string | null | undefined) =>
  methodLabel && methodLabel !== 'Online'
    ? `Das Geld geht auf dem Weg zurück, auf dem Sie bezahlt haben (${methodLabel}). Je nach Zahlungsart ist es nach einigen Tagen, spätestens nach etwa zwei Wochen bei Ihnen.`
    : 'Das Geld geht auf dem Weg zurück, auf dem Sie bezahlt haben; je nach Zahlungsart ist es nach einigen Tagen, spätestens nach etwa zwei Wochen bei Ihnen.'

export type RefundFacts = {
  /** This refund. */
  cents: number
  /** All refunds of the order's payment so far, this one included. */
  refundedCents: number
  paidCents: number
  methodLabel: string | null
  reason: string
}

/** The customer's mail for every refund: what, how much, how much in all, when it arrives. */
export function refundMail(
  order: Order,
  refund: RefundFacts,
  settings: ShopSetting,
  business: Business,
): OutgoingMail {
  const full = refund.refundedCents >= refund.paidCents
  const text = [
    'Guten Tag,',
    '',
    `wir haben Ihnen ${formatPrice(refund.cents)} zu Ihrer Bestellung ${order.number} erstattet.`,
    ...(refund.reason ? [`Grund: ${refund.reason}`] : []),
    full
      ? `Damit ist Ihre Zahlung von ${formatPrice(refund.paidCents)} vollständig erstattet.`
      : `Erstattet sind damit ${formatPrice(refund.refundedCents)} von ${formatPrice(refund.paidCents)}.`,
    '',
    arrivalText(refund.methodLabel),
    '',
    `Ihre Bestellung: ${orderUrl(order, business)}`,
    '',
    signature(business),
  ].join('\n')
  return mail(
    settings.senderEmail,
    order.email,
    `Bestellung ${order.number}: ${formatPrice(refund.cents)} erstattet`,
    text,
  )
}

/** What a cancellation means for the money: refunded online, refunded by the salon, or none due. */
export type CancelledMoney = 'refund' | 'paidOffline' | 'unpaid'

/**
 * The customer's mail when her order is cancelled (by the salon or because it was not paid in
 * time): what it means for her money, so she never waits for goods that do not come.
 */
export function cancellationMail(
  order: Order,
  money: CancelledMoney,
  settings: ShopSetting,
  business: Business,
): OutgoingMail {
  const due = formatPrice(order.dueCents ?? 0)
  const moneyText = {
    refund: `Ihre Online-Zahlung von ${due} erstatten wir; dazu erhalten Sie eine eigene E-Mail.`,
    paidOffline: `Ihre Zahlung von ${due} erstatten wir Ihnen; wir melden uns dazu bei Ihnen.`,
    unpaid: 'Sie müssen nichts bezahlen. Ist eine Zahlung noch offen, ist sie abgebrochen.',
  }[money]
  const text = [
    'Guten Tag,',
    '',
    `Ihre Bestellung ${order.number} ist storniert.`,
    moneyText,
    ...(order.voucherCents
      ? [
          `Der eingelöste Gutscheinbetrag von ${formatPrice(order.voucherCents)} ist Ihrem Gutschein wieder gutgeschrieben.`,
        ]
      : []),
    '',
    `Fragen dazu beantworten wir gern: ${business.email}`,
    '',
    signature(business),
  ].join('\n')
  return mail(settings.senderEmail, order.email, `Bestellung ${order.number}: storniert`, text)
}

/** The salon hears when the site refunded a payment on its own (paid after a cancellation). */
export function ownerAutoRefundMail(
  order: Order,
  refund: RefundFacts,
  settings: ShopSetting,
  adminUrl: string,
): OutgoingMail | null {
  if (!settings.notifyEmail) return null
  const text = [
    `Zur Bestellung ${order.number} (${order.email}) kam eine Online-Zahlung von ${formatPrice(refund.paidCents)}, für die nichts verkauft ist.`,
    refund.reason,
    `Die Website hat ${formatPrice(refund.cents)} über Mollie erstattet; die Kundin ist per E-Mail informiert.`,
    '',
    `Im Admin: ${adminUrl}`,
  ].join('\n')
  return mail(
    settings.senderEmail,
    settings.notifyEmail,
    `Bestellung ${order.number}: Zahlung automatisch erstattet`,
    text,
  )
}
