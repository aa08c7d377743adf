/**
 * What an owner types as a price, read as whole cents: „19“, „19,5“, „19,50“, „19,50 €“,
 * „1.234,50“ (German thousands dot) and „19.50“ (a dot before one or two digits is taken as the
 * decimal point, as a phone's number pad types it). Anything else is null, never a guess.
 */
export function parseEuroInput(input: string): number | null {
  const text = input.replace(/\s|\u00a0|€|EUR/gi, '')
  const german = /^(\d{1,3}(?:\.\d{3})+|\d{1,7})(?:,(\d{1,2}))?$/.exec(text)
  const dotted = /^(\d{1,7})\.(\d{1,2})$/.exec(text)
  const match = german ?? dotted
  if (!match) return null
  const euros = Number(match[1]!.replace(/\./g, ''))
  const cents = Number((match[2] ?? '0').padEnd(2, '0'))
  return euros * 100 + cents
}

/** 1950 → „19,50“: the value an owner sees in the input, without the currency sign. */
export function formatEuroInput(cents: number): string {
  const euros = Math.floor(cents / 100)
  return `${euros},${String(cents % 100).padStart(2, '0')}`
}
