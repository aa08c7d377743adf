import { UNIT_MINUTES } from '../slots/servicePlan'

/** Durations the booking counts in: whole multiples of its time unit (5 minutes). */
export const wholeUnits =
  (required: boolean) =>
  (value: unknown): true | string => {
    if (value == null || value === '') return required ? 'Bitte eine Dauer angeben.' : true
    const minutes = Number(value)
    if (!Number.isInteger(minutes) || minutes < 0 || minutes % UNIT_MINUTES !== 0)
      return `Bitte in Schritten von ${UNIT_MINUTES} Minuten angeben (z. B. 30, 45, 60).`
    if (required && minutes === 0) return 'Die Dauer muss mehr als 0 Minuten sein.'
    return true
  }
