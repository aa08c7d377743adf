import { BOOKING_PATHS } from './bookingPaths'

/**
 * What a visitor chose so far, as it travels in the address of each step (`/termin?leistung=3&
 * leistung=5&team=egal&tag=2026-12-01&zeit=10:15`): every step is a plain page with links and
 * GET forms, and going back keeps the choices.
 */
export type BookingChoice = {
  services: number[]
  /** A staff member's id, 'any' for „Egal / nächster freier Termin“, undefined: not chosen yet. */
  staff?: number | 'any'
  /** Berlin date, „YYYY-MM-DD“. */
  date?: string
  /** Minutes after midnight on the Berlin wall clock. */
  minute?: number
  /** Moving a booked appointment (its id and the key of its link) instead of booking anew. */
  change?: { id: number; key: string }
}

const ID = /^[1-9]\d{0,8}$/
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/
const KEY = /^[\w-]{32}$/

/** 31 February is not a day. */
const realDate = (date: string) => new Date(`${date}T12:00:00Z`).toISOString().slice(0, 10) === date

/** Reads a choice from the address; anything malformed is left out, never guessed. */
export function readChoice(params: URLSearchParams): BookingChoice {
  const services = [
    ...new Set(
      params
        .getAll('leistung')
        .filter((value) => ID.test(value))
        .map(Number),
    ),
  ].slice(0, 5)
  const choice: BookingChoice = { services }
  const team = params.get('team') ?? ''
  if (team === 'egal') choice.staff = 'any'
  else if (ID.test(team)) choice.staff = Number(team)
  const date = params.get('tag') ?? ''
  if (DATE.test(date) && realDate(date)) choice.date = date
  const time = TIME.exec(params.get('zeit') ?? '')
  if (time) choice.minute = Number(time[1]) * 60 + Number(time[2])
  const changeId = params.get('aendern') ?? ''
  const key = params.get('key') ?? ''
  if (ID.test(changeId) && KEY.test(key)) choice.change = { id: Number(changeId), key }
  return choice
}

export const timeText = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`

/** The address of a choice (up to what it holds): the step that comes next. */
export function choiceQuery(choice: BookingChoice): URLSearchParams {
  const params = new URLSearchParams()
  for (const id of choice.services) params.append('leistung', String(id))
  if (choice.staff !== undefined)
    params.set('team', choice.staff === 'any' ? 'egal' : String(choice.staff))
  if (choice.date) params.set('tag', choice.date)
  if (choice.minute !== undefined) params.set('zeit', timeText(choice.minute))
  if (choice.change) {
    params.set('aendern', String(choice.change.id))
    params.set('key', choice.change.key)
  }
  return params
}

export const choiceUrl = (choice: BookingChoice, hash = '') => {
  const query = choiceQuery(choice).toString()
  return `${BOOKING_PATHS.start}${query ? `?${query}` : ''}${hash}`
}

export type BookingStep = 'services' | 'staff' | 'day' | 'time' | 'details'

/** The step a choice is at: the first thing not chosen yet. */
export function stepOf(choice: BookingChoice): BookingStep {
  if (choice.services.length === 0) return 'services'
  if (choice.staff === undefined) return 'staff'
  if (!choice.date) return 'day'
  if (choice.minute === undefined) return 'time'
  return 'details'
}
