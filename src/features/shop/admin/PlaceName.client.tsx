'use client'

import { TextInput, useField } from '@payloadcms/ui'

import { countryByCode, stateName } from '../cart/countries'

type Props = { field: { name: string; label?: unknown }; path?: string }

/**
 * A country or state of an order, shown by name („Deutschland“, „Berlin“) where the order keeps
 * its ISO code (the shipping zones match codes). Orders are read-only: nothing to type here.
 */
export function PlaceName({ field, path: fieldPath }: Props) {
  const path = fieldPath ?? field.name
  const { value } = useField<string | null>({ path })
  const code = String(value ?? '')
  const name = countryByCode(code)?.name || stateName(code) || code
  return (
    <TextInput
      path={path}
      label={typeof field.label === 'string' ? field.label : ''}
      readOnly
      value={name || '—'}
      onChange={() => undefined}
    />
  )
}
