/**
 * Mollie's method ids with the words a German customer knows them by. A method Mollie adds later
 * is shown with the description Mollie sends until it is named here.
 */
export const METHOD_LABELS: Record<string, string> = {
  paypal: 'PayPal',
  creditcard: 'Kreditkarte',
  applepay: 'Apple Pay',
  googlepay: 'Google Pay',
  klarna: 'Klarna',
  klarnapaylater: 'Klarna (Rechnung)',
  klarnapaynow: 'Klarna (Sofort)',
  klarnasliceit: 'Klarna (Ratenkauf)',
  banktransfer: 'Überweisung',
  directdebit: 'SEPA-Lastschrift',
  eps: 'eps-Überweisung',
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  przelewy24: 'Przelewy24',
  trustly: 'Trustly',
  twint: 'TWINT',
  paybybank: 'Pay by Bank',
  riverty: 'Riverty (Rechnung)',
  billie: 'Billie (Rechnung für Firmen)',
  satispay: 'Satispay',
  giftcard: 'Geschenkkarte',
  voucher: 'Gutschein',
}

export const methodLabel = (id: string | null | undefined, fallback?: string) =>
  id ? (METHOD_LABELS[id] ?? fallback ?? id) : 'Online'
