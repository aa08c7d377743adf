/**
 * The page-level contract between the consent banner and every consent-gated part of a page that
 * lives in another feature (maps): the banner publishes the visitor's choices on `window`, a gated
 * part listens and may ask for its service to be allowed ("Immer erlauben"). Features cannot
 * import each other (docs/architecture.md), so this is the one place both sides read.
 */

/** Fired on window whenever the visitor's choices are known or change; detail: the choices. */
export const CONSENT_EVENT = 'salon:consent'
/** Fired on window by a gated part; detail: `{ service }`. The consent banner stores it. */
export const ALLOW_SERVICE_EVENT = 'salon:allow-service'

/** Service name → consented; the services themselves are defined by the consent feature. */
export type PublishedChoices = Record<string, boolean>

type ConsentWindow = Window & { __salonConsent?: PublishedChoices }

/** The choices in force on this page, or null while the visitor has not decided. */
export const publishedChoices = (): PublishedChoices | null =>
  (window as ConsentWindow).__salonConsent ?? null

/** Calls `listener` with the current choices (if any) and on every change. */
export function onConsentChoices(listener: (choices: PublishedChoices) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<PublishedChoices>).detail)
  window.addEventListener(CONSENT_EVENT, handler)
  const now = publishedChoices()
  if (now) listener(now)
  return () => window.removeEventListener(CONSENT_EVENT, handler)
}

/** "Immer erlauben" from outside the consent feature: this service on, the others unchanged. */
export const requestServiceConsent = (service: string) =>
  window.dispatchEvent(new CustomEvent(ALLOW_SERVICE_EVENT, { detail: { service } }))
