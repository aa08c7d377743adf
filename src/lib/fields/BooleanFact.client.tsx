'use client'

import { FieldLabel, useField } from '@payloadcms/ui'

type Props = {
  field: { name: string; label?: unknown }
  path?: string
}

/**
 * A yes-or-no fact of a record the owner cannot change (a placed order's „Kein Widerrufsrecht“,
 * „Bestand oder Gutschein reserviert“, § 19): the label and „Ja“ or „Nein“ as text, never a checkbox that looks
 * like it could be ticked.
 */
export function BooleanFact({ field, path: fieldPath }: Props) {
  const path = fieldPath ?? field.name
  const { value } = useField<boolean | null>({ path })
  const label = typeof field.label === 'string' ? field.label : field.name
  return (
    <div className="field-type" style={{ marginBottom: '1rem' }} data-fact={field.name}>
      <FieldLabel label={label} path={path} as="span" />
      <p style={{ margin: 0 }}>{value ? 'Ja' : 'Nein'}</p>
    </div>
  )
}
