import { roundDivision } from './taxes'

/** Units a salon sells goods by, and the unit the Grundpreis is given in (PAngV § 5). */
export const CONTENT_UNITS = {
  ml: { base: 'l', perBase: 1000 },
  l: { base: 'l', perBase: 1 },
  g: { base: 'kg', perBase: 1000 },
  kg: { base: 'kg', perBase: 1 },
  m: { base: 'm', perBase: 1 },
} as const

export type ContentUnit = keyof typeof CONTENT_UNITS

export type UnitPrice = { cents: number; base: 'l' | 'kg' | 'm' }

/**
 * The Grundpreis: the price of 1 l, 1 kg or 1 m of the content. Since 28 May 2022 PAngV § 5 knows
 * only these units (the 100 g / 100 ml option is gone). 250 ml for 12,90 € → 51,60 € / 1 l.
 * Content may have up to three decimals (0,125 l); none for goods not sold by quantity.
 */
export function unitPrice(
  priceCents: number,
  content: { amount: number; unit: ContentUnit } | null | undefined,
): UnitPrice | null {
  if (!content || !(content.amount > 0) || !Number.isFinite(content.amount)) return null
  const { base, perBase } = CONTENT_UNITS[content.unit]
  // In thousandths, so 0,125 l and 12,5 g stay whole numbers.
  const milli = Math.round(content.amount * 1000)
  if (milli <= 0) return null
  return { cents: roundDivision(priceCents * perBase * 1000, milli), base }
}

/** „51,60 € / 1 l“ */
export function formatUnitPrice(price: UnitPrice, formatPrice: (cents: number) => string): string {
  return `${formatPrice(price.cents)} / 1 ${price.base}`
}
