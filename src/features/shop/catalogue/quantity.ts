/** A product's quantity rules (spec §5 "Quantity input"); the default step is 1. */
export type QuantityRules = { min: number; max: number | null; step: number }

export const DEFAULT_QUANTITY: QuantityRules = { min: 1, max: null, step: 1 }

/**
 * A typed or posted quantity made valid: below min raised to min, above max lowered to max, and
 * onto the step counted from min (down, so never above what was asked). The browser's input and
 * the server apply the same rule.
 */
export function clampQuantity(value: unknown, rules: QuantityRules): number {
  const { min, max, step } = normalised(rules)
  const number = typeof value === 'string' ? Number(value.trim().replace(',', '.')) : Number(value)
  if (!Number.isFinite(number) || number < min) return min
  const upper = max ?? Number.MAX_SAFE_INTEGER
  const capped = Math.min(number, upper)
  return min + Math.floor((capped - min) / step) * step
}

/** Plus: one step up, never above max. */
export const stepUp = (value: number, rules: QuantityRules): number =>
  clampQuantity(clampQuantity(value, rules) + normalised(rules).step, rules)

/** Minus: one step down, never below min. */
export const stepDown = (value: number, rules: QuantityRules): number =>
  clampQuantity(clampQuantity(value, rules) - normalised(rules).step, rules)

/** Rules as the owner may have left them: whole numbers, min ≥ 1, step ≥ 1, max ≥ min. */
function normalised(rules: QuantityRules): QuantityRules {
  const min = Math.max(1, Math.floor(rules.min || 1))
  const step = Math.max(1, Math.floor(rules.step || 1))
  const max = rules.max == null ? null : Math.max(min, Math.floor(rules.max))
  return { min, max, step }
}
