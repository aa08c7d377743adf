import type { ComponentType } from 'react'

import type { FieldType } from '../definition'
import { AcceptanceField } from './AcceptanceField'
import { ChoiceGroup } from './ChoiceGroup'
import type { FieldProps } from './parts'
import { QuizField } from './QuizField'
import { TextField } from './TextField'

function HiddenField({ field }: FieldProps) {
  return <input type="hidden" name={field.name} value={field.defaultValue} />
}

/** One component per field type; a type without one is a type error here. */
const FIELD_COMPONENTS: Record<FieldType, ComponentType<FieldProps>> = {
  text: TextField,
  email: TextField,
  tel: TextField,
  url: TextField,
  number: TextField,
  date: TextField,
  textarea: TextField,
  select: TextField,
  file: TextField,
  checkbox: ChoiceGroup,
  radio: ChoiceGroup,
  acceptance: AcceptanceField,
  quiz: QuizField,
  hidden: HiddenField,
}

export function Field(props: FieldProps) {
  const Component = FIELD_COMPONENTS[props.field.type]
  return <Component {...props} />
}
