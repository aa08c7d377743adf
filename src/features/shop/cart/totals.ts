import { roundDivision, type TaxClass, type VatLine, vatLines } from '../catalogue/taxes'

export type TotalsLine = { grossCents: number; taxClass: TaxClass | 'none' }

export type Totals = {
  subtotalCents: number
  shippingCents: number
  totalCents: number
  /** VAT contained in the total, one line per rate (empty for a Kleinunternehmer). */
  vat: VatLine[]
  /** Paid with a voucher (a means of payment: it does not lower the VAT). */
  voucherCents: number
  /** What is left to pay. */
  dueCents: number
}

/**
 * Shipping follows the goods it ships (a Nebenleistung): its gross amount is split over the
 * VAT rates in proportion to the goods' value at each rate, the rounding rest to the largest
 * share. Vouchers (no VAT) take no share.
 */
export function shippingByRate(
  lines: TotalsLine[],
  shippingCents: number,
): Array<{ grossCents: number; taxClass: TaxClass }> {
  const byRate = new Map<TaxClass, number>()
  for (const line of lines)
    if (line.taxClass !== 'none')
      byRate.set(line.taxClass, (byRate.get(line.taxClass) ?? 0) + line.grossCents)
  const goods = [...byRate.values()].reduce((sum, cents) => sum + cents, 0)
  if (shippingCents <= 0) return []
  if (goods <= 0) return [{ grossCents: shippingCents, taxClass: 'standard' }]
  const shares = [...byRate.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([taxClass, cents]) => ({
      taxClass,
      grossCents: roundDivision(shippingCents * cents, goods),
    }))
  const rest = shippingCents - shares.reduce((sum, share) => sum + share.grossCents, 0)
  shares[0]!.grossCents += rest
  return shares
}

/** Every amount of an order in whole cents; the same function prices cart, checkout and order. */
export function computeTotals({
  lines,
  shippingCents,
  voucherBalanceCents = 0,
  smallBusiness,
}: {
  lines: TotalsLine[]
  shippingCents: number
  voucherBalanceCents?: number
  smallBusiness: boolean
}): Totals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.grossCents, 0)
  const totalCents = subtotalCents + shippingCents
  const taxed = [
    ...lines.filter(
      (line): line is { grossCents: number; taxClass: TaxClass } => line.taxClass !== 'none',
    ),
    ...shippingByRate(lines, shippingCents),
  ]
  const voucherCents = Math.max(0, Math.min(voucherBalanceCents, totalCents))
  return {
    subtotalCents,
    shippingCents,
    totalCents,
    vat: smallBusiness ? [] : vatLines(taxed),
    voucherCents,
    dueCents: totalCents - voucherCents,
  }
}
