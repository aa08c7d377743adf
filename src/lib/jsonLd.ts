/**
 * Serialises JSON-LD for a <script> element. `<` is escaped so that text from the admin can never
 * close the script element.
 */
export const serializeJsonLd = (data: unknown): string =>
  JSON.stringify(data).replace(/</g, '\\u003c')
