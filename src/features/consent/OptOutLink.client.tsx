'use client'

import { useState } from 'react'

import { OPT_OUT_CONFIRMATION, optOutCookie, optOutCookieName } from './optOut'

/** "Google Analytics deaktivieren": sets the opt-out cookie and confirms it (spec section 8). */
export function OptOutLink({ measurementId, label }: { measurementId: string; label: string }) {
  const [done, setDone] = useState(false)
  return (
    <p>
      <button
        type="button"
        className="link-button"
        onClick={() => {
          document.cookie = optOutCookie(measurementId)
          ;(window as unknown as Record<string, unknown>)[optOutCookieName(measurementId)] = true
          setDone(true)
        }}
      >
        {label}
      </button>
      <span role="status" aria-live="polite">
        {done ? ` ${OPT_OUT_CONFIRMATION}` : ''}
      </span>
    </p>
  )
}
