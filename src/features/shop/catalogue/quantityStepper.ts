import { clampQuantity, type QuantityRules, stepDown, stepUp } from './quantity'

/** The rules a quantity field carries in its data attributes (QuantityInput.tsx). */
export function rulesOf(input: HTMLInputElement): QuantityRules {
  const max = input.dataset.max
  return {
    min: Number(input.dataset.min) || 1,
    max: max ? Number(max) : null,
    step: Number(input.dataset.stepSize) || 1,
  }
}

/** A new highest amount (another variant's stock); the value follows at once. */
export function setQuantityMax(input: HTMLInputElement, max: number | null) {
  input.dataset.max = max == null ? '' : String(max)
  if (max == null) input.removeAttribute('max')
  else input.max = String(max)
  input.value = String(clampQuantity(input.value, rulesOf(input)))
}

/**
 * Plus and minus step within min and max (spec §5); a typed value below min is raised to min,
 * above max lowered to max, onto the step. Returns the cleanup.
 */
export function attachQuantityInputs(root: HTMLElement): () => void {
  const onClick = (event: Event) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>('[data-step]')
    const input = button?.closest('[data-quantity]')?.querySelector<HTMLInputElement>('input')
    if (!button || !input) return
    const rules = rulesOf(input)
    const current = clampQuantity(input.value, rules)
    input.value = String(
      button.dataset.step === 'up' ? stepUp(current, rules) : stepDown(current, rules),
    )
    input.dispatchEvent(new Event('change', { bubbles: true }))
  }
  const onChange = (event: Event) => {
    const input = event.target as HTMLInputElement
    if (!input.closest('[data-quantity]') || input.type !== 'number') return
    const corrected = String(clampQuantity(input.value, rulesOf(input)))
    if (input.value !== corrected) input.value = corrected
  }
  root.addEventListener('click', onClick)
  root.addEventListener('change', onChange)
  return () => {
    root.removeEventListener('click', onClick)
    root.removeEventListener('change', onChange)
  }
}
