import { randomInt } from 'node:crypto'

/** Letters and digits that cannot be mistaken for each other when read aloud or typed. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** Random letters and digits from the unmistakable alphabet. */
export const randomGroup = (length: number) =>
  Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')

/** „GS-7KQ2-M9XD-4TRA“: 60 bits of chance, far beyond guessing within any rate limit. */
export function newVoucherCode(): string {
  return `GS-${randomGroup(4)}-${randomGroup(4)}-${randomGroup(4)}`
}

/** What a customer types, as stored: upper case, without spaces; dashes as they belong. */
export function normaliseVoucherCode(value: unknown): string {
  const compact = String(value ?? '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
  if (!/^GS[A-Z0-9]{12}$/.test(compact)) return compact.slice(0, 40)
  return `GS-${compact.slice(2, 6)}-${compact.slice(6, 10)}-${compact.slice(10, 14)}`
}

/**
 * A voucher bought today is valid until the end of the third year after this one (the regular
 * limitation period of § 195 BGB, counted from the end of the year, § 199 BGB).
 */
export function validUntilFor(purchased: Date): string {
  const year = Number(
    new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(purchased),
  )
  return `${year + 3}-12-31T22:59:59.000Z`
}
