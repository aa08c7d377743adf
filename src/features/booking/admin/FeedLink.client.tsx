'use client'

import { FieldLabel, useConfig, useField } from '@payloadcms/ui'

import { BOOKING_PATHS } from '../bookingPaths'

/**
 * The staff member's calendar subscription as a link to copy into a phone's calendar app; the
 * token itself is never typed (the server makes it, „Neuen Abo-Link erzeugen“ renews it).
 */
export function FeedLink({ path }: { path: string }) {
  const { value } = useField<string>({ path })
  // The site's address from the config: `window` does not exist while the view renders on the
  // server (it answered 500 there).
  const { config } = useConfig()
  const id = `field-${path.replace(/\./g, '__')}`
  const url = value ? new URL(BOOKING_PATHS.feed(value), config.serverURL).toString() : ''
  return (
    <div className="field-type text">
      <FieldLabel htmlFor={id} label="Kalender-Abo (nur lesen)" path={path} />
      <div className="field-type__wrap">
        {url ? (
          <input
            id={id}
            type="text"
            readOnly
            value={url}
            onFocus={(event) => event.target.select()}
          />
        ) : (
          <p id={id}>Der Link entsteht beim ersten Speichern.</p>
        )}
      </div>
      <p className="field-description">
        In der Kalender-App des Handys als Abo („Kalender abonnieren“) eintragen. Wer den Link
        kennt, sieht die Termine: nicht weitergeben.
      </p>
    </div>
  )
}
