'use client'

import { type ReactNode, useEffect, useRef, useState } from 'react'

import { allowService, onChoices } from './consentStore'
import styles from './EmbedGate.module.css'
import type { ConsentService } from './services'
import { playerMessage, type VideoProvider } from './videos'

/** Sliders and other code pause or play loaded players with this window event. */
export const PLAYER_COMMAND_EVENT = 'salon:player-command'

type Props = {
  service: Exclude<ConsentService, 'analytics'>
  providerName: string
  src: string
  title: string
  privacyPath: string
  loadLabel: string
  height?: number
  /** The local preview (picture or neutral placeholder), rendered on the server. */
  children: ReactNode
}

/**
 * A consent gate for third-party frames: until the visitor consents to the service (in the
 * banner or with "Immer erlauben") or loads this one ("Video laden"), only the local preview is
 * shown and nothing is requested from the provider.
 */
export function EmbedGate({
  service,
  providerName,
  src,
  title,
  privacyPath,
  loadLabel,
  height,
  children,
}: Props) {
  const [loaded, setLoaded] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)

  useEffect(
    () =>
      onChoices((choices) => {
        if (choices[service]) setLoaded(true)
      }),
    [service],
  )

  useEffect(() => {
    if (!loaded || service === 'maps') return
    const onCommand = (event: Event) => {
      const { command, within } = (
        event as CustomEvent<{ command: 'play' | 'pause'; within?: Element }>
      ).detail
      const target = frame.current
      if (!target?.contentWindow || (within && !within.contains(target))) return
      target.contentWindow.postMessage(
        playerMessage(service as VideoProvider, command),
        new URL(src).origin,
      )
    }
    window.addEventListener(PLAYER_COMMAND_EVENT, onCommand)
    return () => window.removeEventListener(PLAYER_COMMAND_EVENT, onCommand)
  }, [loaded, service, src])

  if (loaded) {
    return (
      <iframe
        ref={frame}
        src={src}
        title={title}
        className={styles.frame}
        style={height ? { height } : undefined}
        data-player={service}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    )
  }
  return (
    <div className={styles.gate} style={height ? { minHeight: height } : undefined}>
      <div className={styles.preview}>{children}</div>
      <div className={styles.notice}>
        <p className={styles.provider}>{providerName}</p>
        <p className={styles.privacy}>
          Beim Laden werden Daten an {providerName} übertragen.{' '}
          <a href={privacyPath}>Mehr in der Datenschutzerklärung</a>
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={() => setLoaded(true)}>
            {loadLabel}
            <span className="visually-hidden">: {title}</span>
          </button>
          <button
            type="button"
            className={styles.buttonSecondary}
            onClick={() => allowService(service)}
          >
            Immer erlauben
            <span className="visually-hidden"> ({providerName})</span>
          </button>
        </div>
      </div>
    </div>
  )
}
