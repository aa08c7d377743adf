type Related = number | { id: number }

/** The id of a relationship as Payload returns it: a number (depth 0) or the document. */
export const relationId = (value: Related): number => (typeof value === 'number' ? value : value.id)

/** The same for a relationship that may be empty. */
export const optionalRelationId = (value: Related | null | undefined): number | null =>
  value == null ? null : relationId(value)
