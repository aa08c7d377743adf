'use client'

import { FieldDescription, FieldLabel, useField } from '@payloadcms/ui'

/**
 * The mailbox password as a password input: typed, never shown (the server sends it back empty;
 * an empty field keeps the stored one).
 */
type Props = {
  path: string
  field: { label?: string | Record<string, string>; admin?: { description?: unknown } }
}

export function PasswordInput({ path, field }: Props) {
  const { value, setValue } = useField<string>({ path })
  const id = `field-${path.replace(/\./g, '__')}`
  const description = field.admin?.description
  return (
    <div className="field-type text">
      <FieldLabel htmlFor={id} label={field.label} path={path} />
      <div className="field-type__wrap">
        <input
          id={id}
          name={path}
          type="password"
          autoComplete="new-password"
          value={value ?? ''}
          onChange={(event) => setValue(event.target.value)}
        />
      </div>
      {typeof description === 'string' && (
        <FieldDescription description={description} path={path} />
      )}
    </div>
  )
}
