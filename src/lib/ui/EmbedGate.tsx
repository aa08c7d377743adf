import type { ReactNode } from 'react'

import { island } from '@/lib/islands'
import gate from '@/lib/ui/ConsentGate.module.css'

import styles from './EmbedGate.module.css'

type Props = {
  /** The consent service the frame waits for (youtube, vimeo, maps: contracts/consentEvents.ts). */
  service: string
  providerName: string
  src: string
  title: string
  privacyPath: string
  loadLabel: string
  height?: number
  /** The local preview (picture or neutral placeholder). */
  children: ReactNode
}

/**
 * A consent gate for third-party frames: until the visitor consents to the service (in the
 * banner or with "Immer erlauben") or loads this one ("Video laden"), only the local preview is
 * shown and nothing is requested from the provider. The frame waits in a <template>, which the
 * browser never loads; the `embed-gate` island (features/embeds) puts it in place. It lives in lib
 * because sliders and sections with videos gate their frames the same way.
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
  return (
    <div {...island('embed-gate', 'visible')} data-service={service}>
      <div className={styles.gate} style={height ? { minHeight: height } : undefined}>
        <div className={styles.preview}>{children}</div>
        <div className={styles.notice}>
          <p className={gate.provider}>{providerName}</p>
          <p className={gate.privacy}>
            Beim Laden werden Daten an {providerName} übertragen.{' '}
            <a href={privacyPath}>Mehr in der Datenschutzerklärung</a>
          </p>
          <div className={gate.actions}>
            <button type="button" className={gate.button} data-embed-action="load">
              {loadLabel}
              <span className="visually-hidden">: {title}</span>
            </button>
            <button type="button" className={gate.buttonSecondary} data-embed-action="allow">
              Immer erlauben
              <span className="visually-hidden"> ({providerName})</span>
            </button>
          </div>
        </div>
      </div>
      <template>
        <iframe
          src={src}
          title={title}
          className={styles.frame}
          style={height ? { height } : undefined}
          data-player={service}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </template>
    </div>
  )
}
