import {
  type PayloadRequest,
  type RelationshipFieldSingleValidation,
  ValidationError,
} from 'payload'

/** More levels than any site has: a longer chain of parents is a loop in the data. */
const MAX_DEPTH = 50

const PARENT_LOOP =
  'Eine Seite kann nicht unter sich selbst oder unter einer ihrer Unterseiten stehen.'

const idOf = (value: unknown): unknown => {
  if (value && typeof value === 'object' && 'value' in value) return idOf(value.value)
  if (value && typeof value === 'object' && 'id' in value) return value.id
  return value
}

/** Whether page `id` under `parent` would be below itself (or under a chain without end). */
async function placesBelowItself(req: PayloadRequest, id: unknown, parent: unknown) {
  let above = idOf(parent)
  if (id === undefined || id === null) return false
  for (let depth = 0; above !== null && above !== undefined && above !== ''; depth += 1) {
    if (String(above) === String(id) || depth > MAX_DEPTH) return true
    const doc = await req.payload
      .findByID({ collection: 'pages', id: above as number, depth: 0, draft: true, req })
      .catch(() => null)
    above = idOf((doc as { parent?: unknown } | null)?.parent)
  }
  return false
}

/**
 * A page is never placed under itself or under one of its own subpages: the addresses would
 * hang off each other without end (each save of one re-saves the other, with an address one
 * step longer). The field's check for the admin's message; `refuseParentLoop` for every save,
 * drafts and imports included (Payload does not validate drafts).
 */
export const parentNotBelow: RelationshipFieldSingleValidation = async (value, { id, req }) =>
  (await placesBelowItself(req, id, value)) ? PARENT_LOOP : true

export async function refuseParentLoop(req: PayloadRequest, id: unknown, parent: unknown) {
  if (await placesBelowItself(req, id, parent))
    throw new ValidationError({ errors: [{ path: 'parent', message: PARENT_LOOP }] }, req.t)
}
