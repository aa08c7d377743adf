/** A link in an acceptance text: `[Datenschutzerklärung](/datenschutz)`, to a site path only. */
export const LINK_MARK = /\[([^\]]+)\]\((\/[^)\s]*)\)/

/** The text as it reads, links as their words: for the admin, mails and CSV, never markup. */
export const withoutLinkMarks = (text: string) =>
  text.replace(new RegExp(LINK_MARK.source, 'g'), '$1')
