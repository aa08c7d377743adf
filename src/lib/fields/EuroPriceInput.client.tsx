'use client'

import { TextInput, useField } from '@payloadcms/ui'
import { type ChangeEvent, useEffect, useRef, useState } from 'react'

import { formatEuroInput, parseEuroInput } from '@/lib/euroInput'

type Stored = number | string | null | undefined

/** The part of Payload's client field props this input reads (Payload passes more). */
type Props = {
  field: {
    name: string
    label?: unknown
    required?: boolean | null
    admin?: { readOnly?: boolean | null }
  }
  path?: string
  readOnly?: boolean
}

const shown = (stored: Stored) =>
  typeof stored === 'number' ? formatEuroInput(stored) : (stored ?? '')

/**
 * The admin input of a price stored in cents: the owner types „45“ or „45,50“ and sees euros with
 * a German comma. What cannot be read as a price is kept as typed, so the field's validation
 * names the problem instead of silently saving a different number.
 */
export function EuroPriceInput({ field, path: fieldPath, readOnly: readOnlyByAccess }: Props) {
  const path = fieldPath ?? field.name
  // Payload's own inputs read `admin.readOnly` themselves; the prop carries only access rights.
  const readOnly = Boolean(readOnlyByAccess || field.admin?.readOnly)
  const { value, setValue, showError, errorMessage } = useField<Stored>({ path })
  const [text, setText] = useState(() => shown(value))
  const typed = useRef(false)

  // A value set from outside (a reset, a restored version) replaces what is shown.
  useEffect(() => {
    if (!typed.current) setText(shown(value))
    typed.current = false
  }, [value])

  return (
    <TextInput
      path={path}
      label={typeof field.label === 'string' ? field.label : 'Preis (€)'}
      required={Boolean(field.required)}
      readOnly={readOnly}
      placeholder={readOnly ? undefined : '45,00'}
      description="In Euro, z. B. 45 oder 45,50"
      showError={showError}
      Error={showError ? <div className="field-error">{errorMessage}</div> : undefined}
      value={text}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        const next = event.target.value
        typed.current = true
        setText(next)
        setValue(next.trim() ? (parseEuroInput(next) ?? next) : null)
      }}
    />
  )
}
