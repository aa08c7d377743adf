/**
 * A spreadsheet program would run a cell that starts with = + - @ as a formula; a leading
 * apostrophe keeps it text (OWASP "CSV injection"). A plain negative amount („-12,90“, a
 * correction in the invoices' export) is no formula and stays a number.
 */
const NEGATIVE_AMOUNT = /^-\d+(,\d+)?$/
const cell = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) && !NEGATIVE_AMOUNT.test(value) ? `'${value}` : value
  return `"${safe.replace(/"/g, '""')}"`
}

/** Rows as CSV for German spreadsheet programs: semicolons, and a BOM so UTF-8 is detected. */
export const csvDocument = (rows: string[][]): string =>
  '\uFEFF' + rows.map((line) => line.map(cell).join(';')).join('\r\n') + '\r\n'
