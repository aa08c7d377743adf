/**
 * The cart lives in one cookie (CART_COOKIE): which product, variant, amount and how many, never
 * a price (the server prices every line each time it is read). No database row per visitor, so
 * several instances share carts for free and nothing is kept about a visitor who leaves.
 * Format: lines joined by `.`, each `{product}_{variant or -}_{quantity}_{amount or 0}`.
 */
export type CartLine = {
  productId: number
  variantId: string | null
  quantity: number
  /** A voucher of free amount: its value in cents. */
  amountCents: number | null
}

export const MAX_CART_LINES = 30
const MAX_QUANTITY = 9999

const LINE = /^(\d{1,9})_([A-Za-z0-9]{1,40}|-)_(\d{1,4})_(\d{1,7})$/

export const lineKey = (line: Pick<CartLine, 'productId' | 'variantId' | 'amountCents'>) =>
  `${line.productId}_${line.variantId ?? '-'}_${line.amountCents ?? 0}`

/** Reads a cart cookie; anything that is not a well-formed line is dropped, never trusted. */
export function parseCart(value: string | null | undefined): CartLine[] {
  const lines = new Map<string, CartLine>()
  for (const part of String(value ?? '').split('.')) {
    const match = LINE.exec(part)
    if (!match) continue
    const quantity = Number(match[3])
    if (quantity < 1) continue
    const line: CartLine = {
      productId: Number(match[1]),
      variantId: match[2] === '-' ? null : match[2]!,
      quantity: Math.min(quantity, MAX_QUANTITY),
      amountCents: Number(match[4]) || null,
    }
    if (!lines.has(lineKey(line))) lines.set(lineKey(line), line)
    if (lines.size >= MAX_CART_LINES) break
  }
  return [...lines.values()]
}

export const serializeCart = (lines: CartLine[]): string =>
  lines
    .slice(0, MAX_CART_LINES)
    .map(
      (line) =>
        `${line.productId}_${line.variantId ?? '-'}_${line.quantity}_${line.amountCents ?? 0}`,
    )
    .join('.')

/** Adds to a line (or makes one); the caller clamps the quantity to the product's rules. */
export function addLine(lines: CartLine[], added: CartLine): CartLine[] {
  const existing = lines.find((line) => lineKey(line) === lineKey(added))
  if (existing)
    return lines.map((line) =>
      line === existing ? { ...line, quantity: line.quantity + added.quantity } : line,
    )
  return [...lines, added].slice(-MAX_CART_LINES)
}

export const setLineQuantity = (lines: CartLine[], key: string, quantity: number): CartLine[] =>
  quantity <= 0
    ? lines.filter((line) => lineKey(line) !== key)
    : lines.map((line) => (lineKey(line) === key ? { ...line, quantity } : line))

/** The number the header's cart shows: items, not lines. */
export const itemCount = (lines: CartLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0)
