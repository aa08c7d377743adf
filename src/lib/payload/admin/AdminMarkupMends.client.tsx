'use client'

import { type ReactNode, useEffect } from 'react'

/**
 * Three faults of Payload 3.90's own markup that an owner with a screen reader, or a click on a
 * label, meets (issue 60), mended in the page as it is drawn: React leaves what it set itself
 * unchanged, so the mends stay.
 *
 * - In a drawer (the upload window of „Neu erstellen“, a record opened in place) a label says
 *   `for="field-alt-2"`, after the drawer's depth, while its input has the id `field-alt`, the
 *   id the same field has in the form behind: the label points at nothing, and a click on
 *   „Alternativtext“ does not reach the input. The input takes the label's id, which is unique.
 * - The round „×“ beside a chosen file has only a hover tooltip, no name.
 * - The preview of a chosen file has no `alt`; its file name stands beside it.
 */
function mend(root: Document) {
  for (const label of root.querySelectorAll<HTMLLabelElement>('.drawer label.field-label[for]')) {
    const id = label.htmlFor
    if (!/-\d+$/.test(id) || root.getElementById(id)) continue
    const base = id.replace(/-\d+$/, '')
    const input = label.closest('.field-type')?.querySelector<HTMLElement>(`#${CSS.escape(base)}`)
    if (input) input.id = id
  }
  for (const button of root.querySelectorAll('.file-field__remove:not([aria-label])'))
    button.setAttribute('aria-label', 'Gewählte Datei entfernen')
  for (const image of root.querySelectorAll('.file-field img:not([alt])'))
    image.setAttribute('alt', '')
}

export function AdminMarkupMends({ children }: { children?: ReactNode }) {
  useEffect(() => {
    mend(document)
    const observer = new MutationObserver(() => mend(document))
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [])
  return <>{children}</>
}
