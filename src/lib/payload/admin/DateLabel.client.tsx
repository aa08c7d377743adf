'use client'

import { FieldLabel } from '@payloadcms/ui'
import { useEffect, useId, useRef } from 'react'

type LabelProps = {
  field?: { label?: unknown; required?: boolean; localized?: boolean }
  label?: unknown
  path?: string
  required?: boolean
}

/**
 * A date field's label tied to its input. Payload's label points at the picker's wrapper, so a
 * screen reader announced the input without its name and a click on the label did nothing; the
 * input gets an id of its own here (react-datepicker renders it without one, so React never
 * takes it away again).
 */
export function DateLabel({ field, label, path, required }: LabelProps) {
  const id = `date-input-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const marker = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    const root = marker.current?.parentElement
    if (!root) return
    // Payload loads the picker lazily: the input may come after this label, or anew.
    const tie = () => {
      const input = root.querySelector<HTMLInputElement>('.react-datepicker__input-container input')
      if (input && input.id !== id) input.id = id
    }
    tie()
    const observer = new MutationObserver(tie)
    observer.observe(root, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [id])
  return (
    <>
      <FieldLabel
        htmlFor={id}
        label={(label ?? field?.label) as never}
        localized={field?.localized}
        path={path}
        required={required ?? field?.required}
      />
      <span ref={marker} hidden />
    </>
  )
}
