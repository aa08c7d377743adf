import { escapeHtml } from './escapeHtml'

/** A header value on one line: a subject never carries a line break into the mail's headers. */
export const singleLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim()

/** A plain-text mail's HTML part: escaped, line breaks kept, links clickable. */
export function plainTextHtml(title: string, text: string): string {
  const body = escapeHtml(text)
    .replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')
    .replace(/\r?\n/g, '<br>\n')
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(
    title,
  )}</title></head><body style="font-family:sans-serif;line-height:1.5">${body}</body></html>`
}
