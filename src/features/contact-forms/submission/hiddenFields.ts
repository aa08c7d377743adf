import { jsonError } from '@/lib/http'

import { HIDDEN, REQUIRED_HIDDEN } from '../wireNames'

/** What holds a form: a page, or a news post (their ids overlap). */
export type ContainerKind = 'page' | 'post'

export type Hidden = { unitTag: string; containerId: number | null; containerKind: ContainerKind }

/**
 * The hidden fields every post carries (docs/glossary.md), or the 400 answer when one is missing,
 * `_form_id` names another form than the address, or the unit tag could not be an id.
 */
export function readHiddenFields(data: FormData, formId: number): Hidden | Response {
  const value = (name: string) => {
    const entry = data.get(name)
    return typeof entry === 'string' ? entry : ''
  }
  const unitTag = value(HIDDEN.unitTag)
  if (
    REQUIRED_HIDDEN.some((name) => value(name) === '') ||
    value(HIDDEN.formId) !== String(formId) ||
    !/^[\w-]{1,100}$/.test(unitTag)
  )
    return jsonError(
      400,
      'missing_hidden_fields',
      `Send the hidden fields ${REQUIRED_HIDDEN.join(', ')}; _form_id must match the form in the address.`,
    )
  const containerId = Number(value(HIDDEN.containerPost))
  return {
    unitTag,
    containerId: Number.isInteger(containerId) && containerId > 0 ? containerId : null,
    containerKind: value(HIDDEN.containerType) === 'post' ? 'post' : 'page',
  }
}
