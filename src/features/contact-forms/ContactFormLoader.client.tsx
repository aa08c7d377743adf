'use client'

import { useEffect } from 'react'

/**
 * Loads the form's behaviour when the form comes near the viewport (or gets focus), so pages
 * whose form is further down do not pay for it up front. Until then the form works as plain HTML.
 */
export function ContactFormLoader({ unitTag }: { unitTag: string }) {
  useEffect(() => {
    const root = document.getElementById(unitTag)
    if (!root) return
    let cancelled = false
    let teardown: (() => void) | undefined
    let started = false
    const load = () => {
      if (started) return
      started = true
      observer.disconnect()
      void import('./formController').then(({ enhanceForm }) => {
        if (!cancelled) teardown = enhanceForm(root)
      })
    }
    // In view at load: wait until the page is idle, so the form does not compete with hydration.
    const whenIdle = () =>
      'requestIdleCallback' in window
        ? requestIdleCallback(load, { timeout: 2000 })
        : setTimeout(load, 200)
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) whenIdle()
      },
      { rootMargin: '200px 0px' },
    )
    observer.observe(root)
    // A visitor who reaches a field first (keyboard, autofill) gets the behaviour at once.
    root.addEventListener('focusin', load, { once: true })
    return () => {
      cancelled = true
      observer.disconnect()
      root.removeEventListener('focusin', load)
      teardown?.()
    }
  }, [unitTag])
  return null
}
