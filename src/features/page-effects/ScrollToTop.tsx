import { island } from '@/lib/islands'

import styles from './PageEffects.module.css'

/**
 * The "Nach oben" button (spec sections 4 and 9); hidden, and out of the tab order, until the
 * `scroll-to-top` island (loaded in idle time) shows it while the visitor scrolls down.
 */
export function ScrollToTop() {
  return (
    <button
      type="button"
      className={styles.scrollTop}
      data-active="false"
      data-scroll-top
      aria-hidden="true"
      tabIndex={-1}
      {...island('scroll-to-top', 'idle')}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="m6 14 6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2.5" />
      </svg>
      <span className="visually-hidden">Nach oben scrollen</span>
    </button>
  )
}
