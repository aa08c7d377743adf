import { island } from '@/lib/islands'

import styles from './OpeningHours.module.css'
import type { OpeningStatus, Schedule } from './openingStatus'
import { statusText } from './statusText'

/**
 * "Jetzt geöffnet" as rendered on the server. The page is cached, so that may be old by the time
 * a visitor reads it: the `open-now` island recomputes it in Berlin time and again every minute.
 */
export function OpenNow({ schedule, initial }: { schedule: Schedule; initial: OpeningStatus }) {
  return (
    <p
      className={styles.status}
      data-open={initial.open}
      role="status"
      data-schedule={JSON.stringify(schedule)}
      {...island('open-now', 'visible')}
    >
      <span className={styles.dot} aria-hidden="true" />
      <span data-status-text>{statusText(initial)}</span>
    </p>
  )
}
