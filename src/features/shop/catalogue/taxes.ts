/**
 * VAT in a German shop's gross prices, in whole cents (no floating point reaches a total).
 * Prices are entered and stored including VAT, as shown to consumers (PAngV § 3). A
 * Kleinunternehmer (§ 19 UStG) shows no VAT at all: a site setting, not a product's.
 */
export const TAX_CLASSES = {
  standard: { label: '19 %', ratePercent: 19 },
  reduced: { label: '7 %', ratePercent: 7 },
} as const

export type TaxClass = keyof typeof TAX_CLASSES

/** Half up to whole cents, for non-negative amounts given as a fraction numerator/denominator. */
export function roundDivision(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0)
    throw new RangeError('roundDivision needs safe integers and a positive denominator')
  const quotient = Math.floor(numerator / denominator)
  const remainder = numerator - quotient * denominator
  return remainder * 2 >= denominator ? quotient + 1 : quotient
}

/** The VAT contained in a gross amount: 1190 at 19 % → 190. */
export function includedVat(grossCents: number, taxClass: TaxClass): number {
  const rate = TAX_CLASSES[taxClass].ratePercent
  return roundDivision(grossCents * rate, 100 + rate)
}

export type VatLine = {
  taxClass: TaxClass
  ratePercent: number
  grossCents: number
  vatCents: number
}

/**
 * The VAT lines of an order (one per rate, as an invoice lists them): VAT is computed once per
 * rate from the summed gross amounts, so the lines add up to what the customer pays.
 */
export function vatLines(items: Array<{ grossCents: number; taxClass: TaxClass }>): VatLine[] {
  const gross = new Map<TaxClass, number>()
  for (const item of items)
    gross.set(item.taxClass, (gross.get(item.taxClass) ?? 0) + item.grossCents)
  return [...gross.entries()]
    .filter(([, cents]) => cents > 0)
    .map(([taxClass, grossCents]) => ({
      taxClass,
      ratePercent: TAX_CLASSES[taxClass].ratePercent,
      grossCents,
      vatCents: includedVat(grossCents, taxClass),
    }))
    .sort((a, b) => b.ratePercent - a.ratePercent)
}

/** The notice beside every price (PAngV § 6): with VAT, or the § 19 UStG notice instead. */
export function priceNotice(smallBusiness: boolean): string {
  return smallBusiness
    ? 'Kein Ausweis der Umsatzsteuer gemäß § 19 UStG, zzgl. Versand'
    : 'inkl. MwSt., zzgl. Versand'
}
