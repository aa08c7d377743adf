'use client'

import { getTranslation } from '@payloadcms/translations'
import {
  DatePicker,
  fieldBaseClass,
  FieldDescription,
  FieldError,
  FieldLabel,
  RenderCustomComponent,
  useField,
  useTranslation,
  withCondition,
} from '@payloadcms/ui'
import { mergeFieldStyles } from '@payloadcms/ui/shared'
import { useCallback, useMemo, type ComponentProps } from 'react'

import { berlinWallAsLocal, localWallInBerlin } from './berlinWallClock'

type PickerProps = ComponentProps<typeof DatePicker>

type BerlinDateFieldProps = {
  field: {
    admin?: {
      className?: string
      date?: Omit<PickerProps, 'onChange' | 'value'>
      description?: unknown
      placeholder?: unknown
      style?: unknown
      width?: unknown
    }
    label?: unknown
    localized?: boolean
    required?: boolean
  }
  path: string
  readOnly?: boolean
  validate?: (value: unknown, options: Record<string, unknown>) => string | true
}

/**
 * A date with a time, picked and shown on the salon's clock (Europe/Berlin) in any browser.
 * Payload's own field follows the browser's zone unless every date carries a zone column of its
 * own (`timezone: true`, a `_tz` column per field); the salon has one zone, so this field shifts
 * the picker's clock instead and stores the same instants as before. Its markup is Payload's.
 */
function BerlinDateFieldComponent({
  field,
  path: pathFromProps,
  readOnly,
  validate,
}: BerlinDateFieldProps) {
  const { admin = {}, label, localized, required } = field
  const { i18n } = useTranslation()
  const memoizedValidate = useCallback(
    (value: unknown, options: Record<string, unknown>) =>
      typeof validate === 'function' ? validate(value, { ...options, required }) : true,
    [validate, required],
  )
  const { customComponents, disabled, path, setValue, showError, value } = useField<string>({
    potentiallyStalePath: pathFromProps,
    validate: memoizedValidate as never,
  })
  const { AfterInput, BeforeInput, Description, Error, Label } = customComponents ?? {}
  const shown = useMemo(
    () => (value ? berlinWallAsLocal(new Date(value)).toISOString() : undefined),
    [value],
  )
  const onChange = useCallback(
    (picked: Date | null) => {
      if (readOnly || disabled) return
      setValue(picked ? localWallInBerlin(picked).toISOString() : null)
    },
    [readOnly, disabled, setValue],
  )
  // As Payload's own date field reads it: a string, or one per language with the fallback's.
  const placeholder = admin.placeholder
    ? getTranslation(admin.placeholder as string | Record<string, string>, i18n)
    : undefined
  return (
    <div
      className={[
        fieldBaseClass,
        'date-time-field',
        admin.className,
        showError && 'date-time-field--has-error',
        (readOnly || disabled) && 'read-only',
      ]
        .filter(Boolean)
        .join(' ')}
      style={mergeFieldStyles(field as never)}
    >
      <RenderCustomComponent
        CustomComponent={Label}
        Fallback={
          <FieldLabel
            label={label as never}
            localized={localized}
            path={path}
            required={required}
          />
        }
      />
      <div className={`${fieldBaseClass}__wrap`} id={`field-${path.replace(/\./g, '__')}`}>
        <RenderCustomComponent
          CustomComponent={Error}
          Fallback={<FieldError path={path} showError={showError} />}
        />
        {BeforeInput}
        <DatePicker
          {...admin.date}
          onChange={onChange}
          placeholder={placeholder}
          readOnly={readOnly || disabled}
          value={shown}
        />
        {AfterInput}
      </div>
      <RenderCustomComponent
        CustomComponent={Description}
        Fallback={<FieldDescription description={admin.description as never} path={path} />}
      />
    </div>
  )
}

export const BerlinDateField = withCondition(BerlinDateFieldComponent as never)
