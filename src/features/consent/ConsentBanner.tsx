import { island } from '@/lib/islands'

import styles from './ConsentBanner.module.css'
import type { ConsentService } from './services'

export type BannerService = { id: ConsentService; label: string; description: string }

export type ConsentBannerProps = {
  revision: number
  heading: string
  text: string
  privacyPath: string
  imprintPath: string
  services: BannerService[]
  acceptDays: number
  refuseDays: number
  nonce: string
  floatingRevoke: boolean
  acceptOnScroll: boolean
  scrollOffset: number
  acceptOnOutsideClick: boolean
}

export type AnalyticsProps = { measurementId?: string | null; scriptUrl: string }

const HEADING_ID = 'consent-banner-heading'

/**
 * The consent banner (issue 4). First layer: what is asked, with "Alle akzeptieren" and "Alle
 * ablehnen" as equals and "Einstellungen"; second layer: one switch per service, none pre-ticked.
 * It is a non-modal dialog fixed to the bottom, so Datenschutz and Impressum stay usable and
 * nothing shifts. Rendered hidden: SHOW_BANNER_SCRIPT shows it before the first paint when no
 * decision is stored, and the `consent-banner` island (loaded at once) does the rest, including
 * starting analytics after consent.
 */
export function ConsentBanner({
  analytics,
  ...props
}: ConsentBannerProps & { analytics: AnalyticsProps }) {
  return (
    <div
      {...island('consent-banner', 'now')}
      data-revision={props.revision}
      data-accept-days={props.acceptDays}
      data-refuse-days={props.refuseDays}
      data-nonce={props.nonce}
      data-accept-on-scroll={props.acceptOnScroll ? props.scrollOffset : undefined}
      data-accept-on-outside-click={props.acceptOnOutsideClick ? '' : undefined}
      data-analytics-id={analytics.measurementId || undefined}
      data-analytics-src={analytics.measurementId ? analytics.scriptUrl : undefined}
    >
      <div
        id="consent-banner"
        data-revision={props.revision}
        hidden
        role="dialog"
        aria-modal="false"
        aria-labelledby={HEADING_ID}
        tabIndex={-1}
        className={styles.banner}
      >
        <div className={styles.inner}>
          <h2 id={HEADING_ID} className={styles.heading}>
            {props.heading}
          </h2>
          <p className={styles.text}>{props.text}</p>
          <p className={styles.links}>
            <a href={props.privacyPath}>Datenschutzerklärung</a>
            <a href={props.imprintPath}>Impressum</a>
          </p>
          <fieldset className={styles.services} data-consent-settings hidden>
            <legend>Einwilligung je Dienst</legend>
            {props.services.map((service) => (
              <div key={service.id} className={styles.service}>
                <input
                  id={`${HEADING_ID}-${service.id}`}
                  type="checkbox"
                  role="switch"
                  data-service={service.id}
                  aria-describedby={`${HEADING_ID}-${service.id}-text`}
                />
                <div>
                  <label htmlFor={`${HEADING_ID}-${service.id}`}>{service.label}</label>
                  <span id={`${HEADING_ID}-${service.id}-text`} className={styles.description}>
                    {service.description}
                  </span>
                </div>
              </div>
            ))}
          </fieldset>
          <div className={styles.buttons}>
            <button type="button" className={styles.choice} data-consent-action="accept">
              Alle akzeptieren
            </button>
            <button type="button" className={styles.choice} data-consent-action="refuse">
              Alle ablehnen
            </button>
            <button type="button" className={styles.secondary} data-consent-action="settings">
              Einstellungen
            </button>
            <button type="button" className={styles.secondary} data-consent-action="save" hidden>
              Auswahl speichern
            </button>
          </div>
        </div>
      </div>
      {props.floatingRevoke && (
        <button type="button" className={styles.floating} data-consent-open hidden>
          Cookie-Einstellungen
        </button>
      )}
    </div>
  )
}
