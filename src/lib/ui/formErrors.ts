/**
 * A public form's refusal shown in place (checkout, booking): the German notice in the form's
 * alert, each field's message in its `[data-error-for]` slot, the field marked invalid. What the
 * visitor typed is never touched.
 */

/** The German parts of a refusal answer (lib/visitorAnswer.ts). */
export type Refusal = { notice?: string; fields?: Record<string, string> }

export function clearErrors(form: HTMLElement, alert: HTMLElement) {
  alert.hidden = true
  for (const slot of form.querySelectorAll<HTMLElement>('[data-error-for]')) slot.textContent = ''
  for (const field of form.querySelectorAll('[aria-invalid]')) field.removeAttribute('aria-invalid')
}

/** The server's German messages beside their fields; focus goes to the first one. */
export function showErrors(form: HTMLElement, alert: HTMLElement, refusal: Refusal) {
  alert.textContent = refusal.notice ?? 'Bitte prüfen Sie Ihre Angaben.'
  alert.hidden = false
  let first: HTMLElement | null = null
  for (const [name, message] of Object.entries(refusal.fields ?? {})) {
    const slot = form.querySelector<HTMLElement>(`[data-error-for="${name}"]`)
    if (slot) slot.textContent = message
    const field = form.querySelector<HTMLElement>(`[name="${name}"]`)
    field?.setAttribute('aria-invalid', 'true')
    first ??= field
  }
  ;(first ?? alert).focus?.()
  if (!first) alert.scrollIntoView({ block: 'center' })
}
