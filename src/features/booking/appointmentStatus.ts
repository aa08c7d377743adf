/** An appointment's states, as the owner sees them in the calendar. */
export const APPOINTMENT_STATUSES = [
  // Held while its deposit is paid online (15 minutes); no mail has gone out yet.
  { value: 'awaitingDeposit', label: 'Anzahlung ausstehend' },
  { value: 'requested', label: 'Angefragt' },
  { value: 'confirmed', label: 'Bestätigt' },
  { value: 'cancelled', label: 'Abgesagt' },
  { value: 'declined', label: 'Abgelehnt' },
  { value: 'noShow', label: 'Nicht erschienen' },
] as const

export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number]['value']

/** Cancelled and declined appointments free their time; every other one holds it. */
export const occupiesTime = (status: string | null | undefined): boolean =>
  status !== 'cancelled' && status !== 'declined'

/** Still ahead for the customer: counts against the open appointments per e-mail. */
export const isOpen = (status: string | null | undefined): boolean =>
  status === 'requested' || status === 'confirmed' || status === 'awaitingDeposit'
