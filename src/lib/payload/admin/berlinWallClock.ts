import { berlinClockParts, berlinInstant } from '@/lib/berlinTime'

/**
 * The admin's date picker (react-datepicker) shows and returns times on the browser's clock.
 * These two shift an instant so that the picker's clock reads the salon's: a laptop in New York
 * sees and types an appointment at 10:00 as the salon's 10:00, not 04:00.
 */

/** The browser-local date whose wall clock reads what a Berlin clock reads at `instant`. */
export function berlinWallAsLocal(instant: Date): Date {
  const { year, month, day, hour, minute, second } = berlinClockParts(instant)
  return new Date(+year, +month - 1, +day, +hour, +minute, +second)
}

/** The instant a Berlin clock reads what the browser's wall clock reads on `local`. */
export function localWallInBerlin(local: Date): Date {
  const date = [
    String(local.getFullYear()).padStart(4, '0'),
    String(local.getMonth() + 1).padStart(2, '0'),
    String(local.getDate()).padStart(2, '0'),
  ].join('-')
  const minute = local.getHours() * 60 + local.getMinutes()
  return new Date(
    berlinInstant(date, minute).getTime() + local.getSeconds() * 1000 + local.getMilliseconds(),
  )
}
