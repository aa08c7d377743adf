import type { OpeningStatus } from './openingStatus'

/** „Jetzt geöffnet“ or „Geschlossen“, with the day's note. */
export const statusText = (status: OpeningStatus) =>
  `${status.open ? 'Jetzt geöffnet' : 'Geschlossen'}${status.note ? ` – ${status.note}` : ''}`
