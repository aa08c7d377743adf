'use client'

import { useEffect } from 'react'

/** Payload's toggle joins two words, „Öffnen“ + „Menü“; German puts the verb last. */
const GERMAN: Record<string, string> = {
  'Öffnen Menü': 'Menü öffnen',
  'Schließen Menü': 'Menü schließen',
}

const relabel = (element: Element) => {
  const label = element.getAttribute('aria-label')
  const german = label && GERMAN[label]
  if (german) element.setAttribute('aria-label', german)
}

/**
 * The side menu's toggle is read out as „Öffnen Menü“: Payload builds its label from the single
 * words, which no translation can reorder, and the toggle is not a component the config can
 * replace. So its label is put in German order whenever Payload sets it (it does so only when
 * the menu opens or closes, and never reads it back).
 */
export function MenuToggleLabel() {
  useEffect(() => {
    const toggles = () => document.querySelectorAll('.nav-toggler')
    toggles().forEach(relabel)
    const observer = new MutationObserver((changes) => {
      for (const change of changes) relabel(change.target as Element)
    })
    toggles().forEach((toggle) =>
      observer.observe(toggle, { attributes: true, attributeFilter: ['aria-label'] }),
    )
    return () => observer.disconnect()
  }, [])
  return null
}
