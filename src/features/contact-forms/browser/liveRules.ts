import { acceptanceMet, counterValue, lengthState, normalizeUrl } from '../rules'

type Listen = <K extends keyof HTMLElementEventMap>(
  target: HTMLElement,
  type: K,
  listener: (event: HTMLElementEventMap[K]) => void,
) => void

/** Every address field gets `https://` in front when it has no scheme (docs/contracts.md). */
export function normaliseUrls(form: HTMLFormElement) {
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type="url"]'))
    input.value = normalizeUrl(input.value)
}

/** The send button waits for every required consent box. */
function updateAcceptance(form: HTMLFormElement) {
  const submit = form.querySelector<HTMLButtonElement>('[data-submit]')
  if (!submit) return
  const boxes = [...form.querySelectorAll<HTMLInputElement>('input[data-acceptance]')]
  submit.disabled = boxes.some(
    (box) =>
      box.dataset.optional === undefined &&
      !acceptanceMet({ acceptanceInverted: box.dataset.inverted !== undefined }, box.checked),
  )
}

/** A free-text input is usable only while its option is chosen. */
function updateFreeText(form: HTMLFormElement) {
  for (const text of form.querySelectorAll<HTMLInputElement>('input[data-free-text-for]')) {
    const owner = form.querySelector<HTMLInputElement>(`#${CSS.escape(text.dataset.freeTextFor!)}`)
    text.disabled = !owner?.checked
  }
}

/** Counters count up or down and mark a text too long or too short. */
function updateCounters(form: HTMLFormElement) {
  for (const counter of form.querySelectorAll<HTMLElement>('[data-counter]')) {
    const input = form.querySelector<HTMLInputElement>(`#${CSS.escape(counter.dataset.for!)}`)
    if (!input) continue
    const rule = {
      type: input.tagName === 'TEXTAREA' ? ('textarea' as const) : ('text' as const),
      maxLength: Number(counter.dataset.max) || null,
      minLength: Number(counter.dataset.min) || null,
      counter: counter.dataset.direction === 'down' ? ('down' as const) : ('up' as const),
    }
    const lengthMark = lengthState(input.value, rule)
    counter.querySelector('[data-count]')!.textContent = String(counterValue(input.value, rule))
    counter.toggleAttribute('data-too-long', lengthMark === 'too-long')
    counter.toggleAttribute('data-too-short', lengthMark === 'too-short')
  }
}

/** In an exclusive checkbox group, ticking one box unticks the others. */
function keepExclusive(target: HTMLInputElement) {
  if (target.type !== 'checkbox' || !target.checked) return
  const group = target.closest<HTMLElement>('[data-exclusive]')
  if (!group) return
  for (const other of group.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'))
    if (other !== target) other.checked = false
}

/**
 * The rules that follow the visitor's input (spec §5, docs/spec.md). Returns the function that
 * applies them all, for after a reset.
 */
export function attachLiveRules(form: HTMLFormElement, on: Listen): () => void {
  const refresh = () => {
    updateAcceptance(form)
    updateFreeText(form)
    updateCounters(form)
  }
  on(form, 'change', (event) => {
    const target = event.target as HTMLInputElement
    keepExclusive(target)
    if (target.type === 'url') target.value = normalizeUrl(target.value)
    refresh()
  })
  on(form, 'input', () => updateCounters(form))
  on(form, 'focusout', (event) => {
    const target = event.target as HTMLInputElement
    if (target.type === 'url') target.value = normalizeUrl(target.value)
  })
  return refresh
}
