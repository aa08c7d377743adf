/** Reading a visitor's form post: trimmed, bounded text without control characters. */

const EMAIL = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]{2,}$/

/**
 * The one e-mail check of every form (contact forms, booking, tickets, checkout, accounts):
 * Contact Form 7's pattern, which lets umlauts stand before the @ and keeps angle brackets,
 * commas and quotes out, as the address goes into a mail's Reply-To.
 */
export const isEmailAddress = (value: string) => value.length <= 254 && EMAIL.test(value)

/** Control characters other than line breaks and tabs never belong in a name or a note. */
const printable = (value: string) =>
  [...value].filter((char) => char >= ' ' || char === '\n' || char === '\t').join('')

/** One field as text: trimmed, at most `max` characters; '' when missing. */
export const formText = (fields: URLSearchParams, name: string, max: number) =>
  printable(fields.get(name) ?? '')
    .trim()
    .slice(0, max)

/** A name on one line: inner runs of white space become one space. */
export const formLine = (fields: URLSearchParams, name: string, max: number) =>
  formText(fields, name, max).replace(/\s+/g, ' ')
