import { onChoices } from './consentStore'
import { isOptedOut, optOutCookieName } from './optOut/optOut'

type GtagWindow = Window & {
  dataLayer?: unknown[]
  gtag?: (...args: unknown[]) => void
} & Record<string, unknown>

/**
 * Google Analytics 4, loaded only after analytics consent and never with the opt-out cookie set.
 * Consent Mode v2 starts with everything denied and grants analytics storage only. Withdrawing
 * consent later denies it again and stops sending for the rest of the page's life.
 */
export function attachAnalytics(measurementId: string, scriptUrl: string): () => void {
  const w = window as unknown as GtagWindow
  let loaded = false
  return onChoices((choices) => {
    const optedOut = isOptedOut(document.cookie, measurementId)
    if (optedOut) w[optOutCookieName(measurementId)] = true
    if (!choices.analytics || optedOut) {
      if (loaded) {
        w[optOutCookieName(measurementId)] = true
        w.gtag?.('consent', 'update', { analytics_storage: 'denied' })
      }
      return
    }
    if (loaded) return
    loaded = true
    w.dataLayer = w.dataLayer ?? []
    w.gtag = function gtag() {
      // gtag.js reads the arguments object itself, as Google's snippet passes it.
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments)
    }
    w.gtag('consent', 'default', {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    })
    w.gtag('consent', 'update', { analytics_storage: 'granted' })
    w.gtag('js', new Date())
    w.gtag('config', measurementId, { anonymize_ip: true })
    const script = document.createElement('script')
    script.async = true
    script.src = `${scriptUrl}?id=${encodeURIComponent(measurementId)}`
    script.dataset.consentService = 'analytics'
    document.head.appendChild(script)
  })
}
