/** The id of a relationship as Payload returns it: a number (depth 0) or the document. */
export const relationId = (value: number | { id: number }): number =>
  typeof value === 'number' ? value : value.id
