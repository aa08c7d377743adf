import { type CartLine, lineKey } from '../cart/cart'
import { allowedQuantity, isSoldOut, type Offer, orderableMax } from '../catalogue/catalogue'

/** A cart line with the offer it buys, as the catalogue resolved it. */
export type ResolvedLine = { line: CartLine; offer: Offer }

/**
 * A line after normalising: the quantity the rules allow, what was asked for, and whether the
 * product's maximum per order (over all its lines) is what held it back.
 */
export type NormalisedLine = ResolvedLine & {
  quantity: number
  asked: number
  productMaxReached: boolean
}

const MAX_MERGED_QUANTITY = 9999

/**
 * One line per product, variant and (for a voucher of free amount) amount: a cookie can hold the
 * same offer on several lines that differ only in a field the offer ignores (`1_-_6_1.1_-_6_2`),
 * which would otherwise let each line pass the product's maximum on its own. Fields the offer does
 * not use are dropped, quantities of equal lines merged, then each line is brought within min and
 * step, and each product within its maximum over the whole cart (all its variants together).
 */
export function normaliseLines(resolved: ResolvedLine[]): NormalisedLine[] {
  const merged = new Map<string, ResolvedLine>()
  for (const { line, offer } of resolved) {
    const canonical: CartLine = {
      productId: offer.productId,
      variantId: offer.variantId,
      amountCents: offer.freeAmount ? line.amountCents : null,
      quantity: line.quantity,
    }
    const key = lineKey(canonical)
    const earlier = merged.get(key)
    if (earlier)
      earlier.line.quantity = Math.min(
        MAX_MERGED_QUANTITY,
        earlier.line.quantity + canonical.quantity,
      )
    else merged.set(key, { line: canonical, offer })
  }
  const usedPerProduct = new Map<number, number>()
  return [...merged.values()].map(({ line, offer }) => {
    const asked = line.quantity
    if (isSoldOut(offer)) return { line, offer, quantity: asked, asked, productMaxReached: false }
    const used = usedPerProduct.get(offer.productId) ?? 0
    const productMax = offer.rules.max == null ? null : Math.max(0, offer.rules.max - used)
    const lineMax = [orderableMax(offer), productMax].filter((value) => value != null)
    const ceiling = lineMax.length ? Math.min(...(lineMax as number[])) : null
    let quantity = allowedQuantity(asked, { ...offer, rules: { ...offer.rules, max: ceiling } })
    // The product's maximum is used up by earlier lines: this one cannot be ordered at all.
    if (ceiling != null && ceiling < offer.rules.min) quantity = 0
    usedPerProduct.set(offer.productId, used + quantity)
    const productMaxReached = productMax != null && asked > productMax && quantity <= productMax
    return { line: { ...line, quantity }, offer, quantity, asked, productMaxReached }
  })
}

/**
 * Why an order's quantities break a product's rules, checked over the whole order (not per line):
 * every line at least min and on the step, every product at most its max over all its lines.
 * German, for the visitor; null when the order keeps every rule.
 */
export function orderQuantityProblem(
  lines: Array<{ offer: Offer; quantity: number }>,
): string | null {
  const perProduct = new Map<number, { offer: Offer; total: number }>()
  for (const { offer, quantity } of lines) {
    const { min, step } = offer.rules
    if (quantity < min || (quantity - min) % Math.max(1, step) !== 0)
      return `Von „${offer.title}“ sind ${min} Stück oder mehr in Schritten von ${step} bestellbar.`
    const entry = perProduct.get(offer.productId) ?? { offer, total: 0 }
    entry.total += quantity
    perProduct.set(offer.productId, entry)
  }
  for (const { offer, total } of perProduct.values())
    if (offer.rules.max != null && total > offer.rules.max)
      return `Von „${offer.title}“ sind je Bestellung höchstens ${offer.rules.max} Stück bestellbar.`
  return null
}
