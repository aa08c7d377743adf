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
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load()
      },
      { rootMargin: '200px 0px' },
    )
    observer.observe(root)
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
