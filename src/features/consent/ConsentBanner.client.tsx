'use client'

import { useCallback, useEffect, useId, useRef, useState } from 'react'

import styles from './ConsentBanner.module.css'
import { accepted, currentConsent } from './consentCookies'
import { type Decision, publishChoices, registerConsentConfig, saveChoices } from './consentStore'
import { allChosen, type ConsentChoices, type ConsentService, noneChosen } from './services'

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

/**
 * The consent banner (issue 4). First layer: what is asked, with "Alle akzeptieren" and "Alle
 * ablehnen" as equals and "Einstellungen"; second layer: one switch per service, none pre-ticked.
 * It is a non-modal dialog fixed to the bottom, so Datenschutz and Impressum stay usable and
 * nothing shifts. Pages are cached HTML, so whether to show it is decided here, from the cookies.
 */
export function ConsentBanner(props: ConsentBannerProps) {
  const [open, setOpen] = useState(false)
  const [reopened, setReopened] = useState(false)
  const [layer, setLayer] = useState<'first' | 'settings'>('first')
  const [draft, setDraft] = useState<ConsentChoices>(noneChosen)
  const opener = useRef<HTMLElement | null>(null)
  const dialog = useRef<HTMLDivElement>(null)
  const headingId = useId()

  const { revision, acceptDays, refuseDays, nonce } = props
  useEffect(() => {
    registerConsentConfig({ revision, acceptDays, refuseDays, nonce })
    const stored = currentConsent(document.cookie, revision)
    if (stored) {
      publishChoices(stored.choices, stored.id)
    } else {
      // No decision (or one for an older revision): nothing but the banner runs yet.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setOpen(true)
    }
  }, [revision, acceptDays, refuseDays, nonce])

  const decide = useCallback((choices: ConsentChoices, decision: Decision) => {
    saveChoices(choices, decision)
    setOpen(false)
    setLayer('first')
    opener.current?.focus()
    opener.current = null
  }, [])

  const acceptAll = useCallback(() => decide(allChosen(), 'accepted'), [decide])
  const refuseAll = () => decide(noneChosen(), 'refused')

  // "Cookie-Einstellungen" anywhere on the page reopens the banner with the current choices.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const trigger = (event.target as Element | null)?.closest?.('[data-consent-open]')
      if (!trigger) return
      event.preventDefault()
      opener.current = trigger as HTMLElement
      const stored = currentConsent(document.cookie, props.revision)
      setDraft(stored?.choices ?? noneChosen())
      setReopened(true)
      setLayer('first')
      setOpen(true)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [props.revision])

  useEffect(() => {
    if (!open || !reopened) return
    dialog.current?.focus()
    // A reopened banner can be left unchanged with Escape; a first one needs a decision.
    const onKeydown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      opener.current?.focus()
    }
    document.addEventListener('keydown', onKeydown)
    return () => document.removeEventListener('keydown', onKeydown)
  }, [open, reopened, layer])

  // Options the spec offers and German law does not accept as consent; off unless the owner
  // switches them on, and never on a reopened banner.
  useEffect(() => {
    if (!open || reopened) return
    const cleanups: Array<() => void> = []
    if (props.acceptOnScroll) {
      const onScroll = () => {
        if (window.scrollY > props.scrollOffset) acceptAll()
      }
      window.addEventListener('scroll', onScroll, { passive: true })
      cleanups.push(() => window.removeEventListener('scroll', onScroll))
    }
    if (props.acceptOnOutsideClick) {
      const onPointer = (event: PointerEvent) => {
        if (!dialog.current?.contains(event.target as Node)) acceptAll()
      }
      document.addEventListener('pointerdown', onPointer)
      cleanups.push(() => document.removeEventListener('pointerdown', onPointer))
    }
    return () => cleanups.forEach((cleanup) => cleanup())
  }, [
    open,
    reopened,
    props.acceptOnScroll,
    props.acceptOnOutsideClick,
    props.scrollOffset,
    acceptAll,
  ])

  return (
    <>
      <div
        ref={dialog}
        id="consent-banner"
        data-revision={props.revision}
        hidden={!open}
        // SHOW_BANNER_SCRIPT may have shown it before React took over.
        suppressHydrationWarning
        role="dialog"
        aria-modal="false"
        aria-labelledby={headingId}
        tabIndex={-1}
        className={styles.banner}
      >
        <div className={styles.inner}>
          <h2 id={headingId} className={styles.heading}>
            {props.heading}
          </h2>
          <p className={styles.text}>{props.text}</p>
          <p className={styles.links}>
            <a href={props.privacyPath}>Datenschutzerklärung</a>
            <a href={props.imprintPath}>Impressum</a>
          </p>
          {layer === 'settings' && (
            <fieldset className={styles.services}>
              <legend>Einwilligung je Dienst</legend>
              {props.services.map((service) => (
                <div key={service.id} className={styles.service}>
                  <input
                    id={`${headingId}-${service.id}`}
                    type="checkbox"
                    role="switch"
                    checked={draft[service.id]}
                    aria-describedby={`${headingId}-${service.id}-text`}
                    onChange={(event) =>
                      setDraft((current) => ({ ...current, [service.id]: event.target.checked }))
                    }
                  />
                  <div>
                    <label htmlFor={`${headingId}-${service.id}`}>{service.label}</label>
                    <span id={`${headingId}-${service.id}-text`} className={styles.description}>
                      {service.description}
                    </span>
                  </div>
                </div>
              ))}
            </fieldset>
          )}
          <div className={styles.buttons}>
            <button type="button" className={styles.choice} onClick={acceptAll}>
              Alle akzeptieren
            </button>
            <button type="button" className={styles.choice} onClick={refuseAll}>
              Alle ablehnen
            </button>
            {layer === 'first' ? (
              <button
                type="button"
                className={styles.secondary}
                onClick={() => setLayer('settings')}
              >
                Einstellungen
              </button>
            ) : (
              <button
                type="button"
                className={styles.secondary}
                onClick={() => decide(draft, accepted(draft) ? 'custom' : 'refused')}
              >
                Auswahl speichern
              </button>
            )}
          </div>
        </div>
      </div>
      {props.floatingRevoke && !open && (
        <button type="button" className={styles.floating} data-consent-open>
          Cookie-Einstellungen
        </button>
      )}
    </>
  )
}
