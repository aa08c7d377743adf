const filled = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.length > 0
    : value !== null && value !== undefined && String(value).trim() !== ''

/**
 * An array's rows without those the owner added by mistake and left empty (none of `fields`
 * filled): they are dropped on save instead of blocking „Veröffentlichen“ with an error at a
 * path like „Inhalt → Abschnitte → Block 2 → Leistungen 5“.
 */
export function withoutEmptyRows(value: unknown, fields: string[]): unknown {
  if (!Array.isArray(value)) return value
  return value.filter(
    (row) =>
      row &&
      typeof row === 'object' &&
      fields.some((field) => filled((row as Record<string, unknown>)[field])),
  )
}
