import { PAYMENT_STATUS_WORDS } from '@/contracts/onlinePayments'

/** Stored values as a person reads them in her data (personalRecords.ts). */
export const ORDER_STATUS: Record<string, string> = {
  open: 'offen',
  awaiting: 'Zahlung ausstehend',
  paid: 'bezahlt',
  shipped: 'versandt',
  ready: 'abholbereit',
  completed: 'abgeschlossen',
  cancelled: 'storniert',
  withdrawn: 'widerrufen',
}
export const PAYMENT_METHOD: Record<string, string> = {
  vorkasse: 'Vorkasse (Überweisung)',
  pickup: 'Bezahlung bei Abholung',
  door: 'Bezahlung vor Ort',
  online: 'Online-Zahlung',
}
export const APPOINTMENT_STATUS: Record<string, string> = {
  awaitingDeposit: 'Anzahlung ausstehend',
  requested: 'angefragt',
  confirmed: 'bestätigt',
  cancelled: 'abgesagt',
  declined: 'abgelehnt',
  noShow: 'nicht erschienen',
}
export const TICKET_STATUS: Record<string, string> = {
  valid: 'gültig',
  unpaid: 'noch nicht bezahlt',
  cancelled: 'storniert',
  held: 'im Warenkorb',
}
export const PAYMENT_STATUS: Record<string, string> = PAYMENT_STATUS_WORDS
export const MAIL_STATUS: Record<string, string> = {
  queued: 'wartet auf den Versand',
  sent: 'versendet',
  failed: 'nicht zugestellt',
  stored: 'gespeichert',
}
export const CONSENT_DECISION: Record<string, string> = {
  accepted: 'Alle akzeptiert',
  refused: 'Alle abgelehnt',
  custom: 'Eigene Auswahl',
}
