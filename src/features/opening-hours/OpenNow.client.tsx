'use client'

import { useEffect, useState } from 'react'

import styles from './OpeningHours.module.css'
import { type OpeningStatus, openingStatus, type Schedule } from './openingStatus'

const RECHECK_MS = 60_000

/**
 * The page is cached as HTML, so the status the server rendered may be old by the time a visitor
 * reads it: the browser recomputes it in Berlin time and again every minute.
 */
export function OpenNow({ schedule, initial }: { schedule: Schedule; initial: OpeningStatus }) {
  const [status, setStatus] = useState(initial)
  useEffect(() => {
    const update = () => setStatus(openingStatus(schedule, new Date()))
    update()
    const timer = window.setInterval(update, RECHECK_MS)
    return () => window.clearInterval(timer)
  }, [schedule])
  return (
    <p className={styles.status} data-open={status.open} role="status">
      <span className={styles.dot} aria-hidden="true" />
      {status.open ? 'Jetzt geöffnet' : 'Geschlossen'}
      {status.note ? ` – ${status.note}` : null}
    </p>
  )
}
