import { plainTextHtml, singleLine } from '@/lib/plainTextMail'
import { formatPrice } from '@/lib/format'
import type { MailAttachment, OutgoingMail } from '@/contracts/mail'
import type { Order, ShopSetting } from '@/payload-types'

import type { Business } from './business.server'
import { countryByCode, stateName } from '../cart/countries'
import { NO_WITHDRAWAL, withdrawalForm, withdrawalNotice } from '../legal/legalTexts'
import { paymentWords } from '../checkout/payments'
import { ORDER_STATUSES, type OrderStatus } from './orderStatus'
import { trackingLines } from './tracking'
import { SHOP_PATHS } from '../paths'
import { TAX_CLASSES, type VatLine } from '../catalogue/taxes'

const berlin = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  dateStyle: 'medium',
  timeStyle: 'medium',
})
export const formatDateTime = (value: string | Date) => `${berlin.format(new Date(value))} Uhr`

function mail(
  from: string,
  to: string,
  subject: string,
  text: string,
  attachments?: MailAttachment[],
): OutgoingMail {
  return {
    from,
    to,
    subject: singleLine(subject),
    text,
    html: plainTextHtml(subject, text),
    ...(attachments?.length ? { attachments } : {}),
  }
}

type AddressLike = NonNullable<Order['billing']>

export function addressLines(address: AddressLike | null | undefined): string[] {
  if (!address) return []
  const country = countryByCode(address.country)?.name ?? address.country ?? ''
  return [
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    address.company ?? '',
    address.street ?? '',
    [address.postcode, address.city].filter(Boolean).join(' '),
    [stateName(address.state), country].filter(Boolean).join(', '),
  ].filter(Boolean)
}

/** The order's lines and amounts as text: what the customer saw before ordering. */
export function orderSummaryText(order: Order): string {
  const items = (order.items ?? []).map((item) => {
    const name = item.variantLabel ? `${item.title} (${item.variantLabel})` : item.title
    const unit = item.unitPriceText ? `\n    Grundpreis: ${item.unitPriceText}` : ''
    const exempt = item.noWithdrawal ? `\n    ${NO_WITHDRAWAL}` : ''
    return `${item.quantity} × ${name} – je ${formatPrice(item.unitPriceCents ?? 0)} – ${formatPrice(item.lineTotalCents ?? 0)}${unit}${exempt}`
  })
  const vat = ((order.vatLines as VatLine[] | null) ?? []).map(
    (line) =>
      `enthaltene MwSt. ${TAX_CLASSES[line.taxClass]?.label ?? `${line.ratePercent} %`}: ${formatPrice(line.vatCents)}`,
  )
  return [
    ...items,
    '',
    `Warenwert: ${formatPrice(order.subtotalCents ?? 0)}`,
    `${order.shippingMethod ?? 'Versand'}: ${formatPrice(order.shippingCents ?? 0)}`,
    `Gesamt: ${formatPrice(order.totalCents ?? 0)}`,
    ...(order.smallBusiness ? ['Kein Ausweis der Umsatzsteuer gemäß § 19 UStG.'] : vat),
    ...(order.voucherCents
      ? [
          `Mit Gutschein ${order.voucherCode} bezahlt: −${formatPrice(order.voucherCents)}`,
          `Zu zahlen: ${formatPrice(order.dueCents ?? 0)}`,
        ]
      : []),
  ].join('\n')
}

/** How to pay, as the confirmation page and the mail say it. */
/** An online payment: waiting for Mollie, paid (with what, and what went back), or not made. */
function onlinePaymentText(order: Order): string {
  const due = formatPrice(order.dueCents ?? 0)
  // The method is recorded when Mollie reports the payment as paid.
  if (order.paymentDetail) {
    const refunded = order.refundedCents ?? 0
    return `Online bezahlt mit ${order.paymentDetail}: ${due}.${refunded > 0 ? ` Davon erstattet: ${formatPrice(refunded)}.` : ''}`
  }
  if (order.status === 'awaiting')
    return `Online-Zahlung: ${due} über die Bezahlseite von Mollie. Sobald die Zahlung bestätigt ist, erhalten Sie eine E-Mail.`
  return 'Die Online-Zahlung wurde nicht abgeschlossen.'
}

export function paymentText(order: Order, settings: ShopSetting): string {
  if ((order.dueCents ?? 0) <= 0) return 'Der Betrag ist mit Ihrem Gutschein vollständig bezahlt.'
  if (order.paymentMethod === 'door')
    return `Zahlung vor Ort: Bitte zahlen Sie ${formatPrice(order.dueCents ?? 0)} bar oder mit Karte am Einlass der Veranstaltung. Ihre Plätze sind reserviert; die Karten gelten, sobald bezahlt ist.`
  if (order.paymentMethod === 'online') return onlinePaymentText(order)
  if (order.paymentMethod === 'pickup')
    return `Zahlung bei Abholung: Bitte zahlen Sie ${formatPrice(order.dueCents ?? 0)} bar oder mit Karte, wenn Sie die Bestellung im Salon abholen. Wir melden uns, sobald sie abholbereit ist.`
  const bank = settings.bank
  return [
    `Vorkasse: Bitte überweisen Sie ${formatPrice(order.dueCents ?? 0)} innerhalb von ${bank?.paymentDays ?? 7} Tagen an:`,
    `Kontoinhaber: ${bank?.accountHolder ?? ''}`,
    `IBAN: ${bank?.iban ?? ''}`,
    ...(bank?.bic ? [`BIC: ${bank.bic}`] : []),
    ...(bank?.bankName ? [`Bank: ${bank.bankName}`] : []),
    `Verwendungszweck: Bestellung ${order.number}`,
    'Wir versenden, sobald die Zahlung eingegangen ist.',
  ].join('\n')
}

/** What comes by e-mail instead of a parcel: vouchers once paid, tickets at once (valid once paid). */
function deliveredByMail(order: Order): string[] {
  const items = order.items ?? []
  return [
    ...(items.some((item) => item.voucher)
      ? ['Gutscheine senden wir per E-Mail, sobald die Zahlung eingegangen ist.']
      : []),
    ...(items.some((item) => item.ticket)
      ? [
          'Ihre Eintrittskarten kommen in einer eigenen E-Mail. Sie gelten, sobald die Bestellung bezahlt ist; dann erhalten Sie sie noch einmal als gültige Karten.',
        ]
      : []),
  ]
}

export function orderConfirmationMail(
  order: Order,
  settings: ShopSetting,
  business: Business,
  orderUrl: string,
): OutgoingMail {
  const shipTo = order.shipToDifferent ? order.shipping : order.billing
  const text = [
    `Guten Tag ${[order.billing?.firstName, order.billing?.lastName].filter(Boolean).join(' ')},`,
    '',
    `vielen Dank für Ihre Bestellung bei ${business.name}. Hiermit bestätigen wir den Eingang.`,
    '',
    `Bestellnummer: ${order.number}`,
    `Bestellt am: ${formatDateTime(order.createdAt)}`,
    '',
    orderSummaryText(order),
    '',
    paymentText(order, settings),
    '',
    'Rechnungsadresse:',
    ...addressLines(order.billing),
    '',
    ...(order.shippingMethodId === 'pickup'
      ? ['Abholung im Salon: ' + business.address]
      : order.shippingMethodId === 'email'
        ? deliveredByMail(order)
        : ['Lieferadresse:', ...addressLines(shipTo)]),
    '',
    `Ihre Bestellung online: ${orderUrl}`,
    `Vertrag widerrufen: ${business.withdrawUrl}`,
    '',
    '———',
    '',
    withdrawalNotice(business),
    '',
    '———',
    '',
    withdrawalForm(business),
    '',
    `${business.name} · ${business.address} · ${business.email}`,
  ].join('\n')
  return mail(
    settings.senderEmail,
    order.email,
    `Ihre Bestellung ${order.number} bei ${business.name}`,
    text,
  )
}

export function ownerNotificationMail(order: Order, settings: ShopSetting, adminUrl: string) {
  if (!settings.notifyEmail) return null
  const text = [
    `Neue Bestellung ${order.number} von ${order.email}.`,
    '',
    orderSummaryText(order),
    '',
    `Zahlung: ${paymentWords(order.paymentMethod, order.paymentDetail)}`,
    `Im Admin: ${adminUrl}`,
  ].join('\n')
  return mail(settings.senderEmail, settings.notifyEmail, `Neue Bestellung ${order.number}`, text)
}

const STATUS_TEXT: Partial<Record<OrderStatus, string>> = {
  paid: 'Ihre Zahlung ist eingegangen, vielen Dank. Wir bereiten Ihre Bestellung jetzt vor.',
  shipped: 'Ihre Bestellung ist auf dem Weg zu Ihnen.',
  ready: 'Ihre Bestellung liegt im Salon für Sie bereit. Wir freuen uns auf Ihren Besuch.',
}

export function statusMail(
  order: Order,
  status: OrderStatus,
  settings: ShopSetting,
  business: Business,
): OutgoingMail | null {
  const line = STATUS_TEXT[status]
  if (!line) return null
  const text = [
    'Guten Tag,',
    '',
    line,
    '',
    `Bestellnummer: ${order.number}`,
    `Status: ${ORDER_STATUSES[status]}`,
    ...(status === 'shipped' ? trackingLines(order.carrier, order.trackingNumber) : []),
    '',
    `Vertrag widerrufen: ${business.withdrawUrl}`,
    '',
    `${business.name} · ${business.address} · ${business.email}`,
  ].join('\n')
  return mail(
    settings.senderEmail,
    order.email,
    `Bestellung ${order.number}: ${ORDER_STATUSES[status]}`,
    text,
  )
}

/** The lines without a right of withdrawal stay sold: the receipt says which. */
function exemptText(order: Pick<Order, 'items'>): string[] {
  const exempt = (order.items ?? []).filter((item) => item.noWithdrawal)
  if (exempt.length === 0) return []
  return [
    'Nicht vom Widerruf erfasst (kein Widerrufsrecht für Eintrittskarten zu einer Freizeitveranstaltung mit festem Termin, § 312g Abs. 2 Nr. 9 BGB); diese Karten bleiben gültig:',
    ...exempt.map((item) => `${item.quantity} × ${item.title}`),
    '',
  ]
}

/** The receipt of a withdrawal on a durable medium, with the date and time it came in (§ 356a). */
export function withdrawalReceiptMail(
  order: Pick<Order, 'number' | 'email' | 'items'>,
  withdrawal: { name: string; receivedAt: string; message: string },
  settings: ShopSetting,
  business: Business,
): OutgoingMail {
  const text = [
    `Guten Tag ${withdrawal.name},`,
    '',
    `Ihr Widerruf ist bei uns eingegangen am ${formatDateTime(withdrawal.receivedAt)}.`,
    '',
    `Bestellnummer: ${order.number}`,
    `Ihre Erklärung: ${withdrawal.message}`,
    '',
    ...exemptText(order),
    'Wir erstatten Ihnen alle Zahlungen nach Maßgabe der Widerrufsbelehrung. Bitte senden Sie bereits erhaltene Waren an uns zurück.',
    '',
    `${business.name} · ${business.address} · ${business.email}`,
  ].join('\n')
  return mail(
    settings.senderEmail,
    order.email,
    `Eingangsbestätigung Ihres Widerrufs – Bestellung ${order.number}`,
    text,
  )
}

export function voucherMail(
  order: Pick<Order, 'number' | 'email'>,
  vouchers: Array<{ code: string; valueCents: number; validUntil: string; pdf: Uint8Array }>,
  settings: ShopSetting,
  business: Business,
): OutgoingMail {
  const text = [
    'Guten Tag,',
    '',
    `vielen Dank für Ihren Einkauf. Im Anhang ${vouchers.length === 1 ? 'finden Sie Ihren Gutschein' : `finden Sie Ihre ${vouchers.length} Gutscheine`} als PDF.`,
    '',
    ...vouchers.map(
      (voucher) =>
        `${voucher.code} – ${formatPrice(voucher.valueCents)} – gültig bis ${new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium' }).format(new Date(voucher.validUntil))}`,
    ),
    '',
    `Einlösbar im Shop (${business.siteUrl}${SHOP_PATHS.catalogue}) und im Salon, auch in Teilbeträgen.`,
    '',
    `Bestellnummer: ${order.number}`,
    `${business.name} · ${business.address} · ${business.email}`,
  ].join('\n')
  return mail(
    settings.senderEmail,
    order.email,
    `Ihr Gutschein von ${business.name}`,
    text,
    vouchers.map((voucher) => ({
      filename: `Gutschein-${voucher.code}.pdf`,
      contentType: 'application/pdf',
      contentBase64: Buffer.from(voucher.pdf).toString('base64'),
    })),
  )
}
