import type { ConsentChoices } from './services'

/** Fired on window whenever the visitor's choices are known or change. */
export const CONSENT_EVENT = 'salon:consent'

type ConsentWindow = Window & { __salonConsent?: ConsentChoices }

/** The choices in force on this page, or null while the visitor has not decided. */
export const currentChoices = (): ConsentChoices | null =>
  (window as ConsentWindow).__salonConsent ?? null

export function publishChoices(choices: ConsentChoices) {
  ;(window as ConsentWindow).__salonConsent = choices
  window.dispatchEvent(new CustomEvent<ConsentChoices>(CONSENT_EVENT, { detail: choices }))
}

/** Calls `listener` with the current choices (if any) and on every change. */
export function onChoices(listener: (choices: ConsentChoices) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<ConsentChoices>).detail)
  window.addEventListener(CONSENT_EVENT, handler)
  const now = currentChoices()
  if (now) listener(now)
  return () => window.removeEventListener(CONSENT_EVENT, handler)
}
