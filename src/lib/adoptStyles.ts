/**
 * The inlined stylesheets of a page an island fetched whole to show a part of it (the booking's
 * next step, a lightbox item from another page). Each page carries only the rules its own markup
 * can use (server/pruneStyles.ts), so the markup of another page may need rules this one was
 * pruned of: a booking step once arrived unstyled, its robot trap visible. The fetched page's
 * sheets are added after this page's, in their order, once per set; identical rules change
 * nothing, and the fetched page's own order among its sheets is kept.
 */
const SHEETS = 'style[data-precedence]'
const adopted = new Set<string>()

export function adoptStyles(from: ParentNode, into: Document = document) {
  const sheets = [...from.querySelectorAll<HTMLStyleElement>(SHEETS)]
  const texts = sheets.map((sheet) => sheet.textContent ?? '')
  const own = new Set(
    [...into.querySelectorAll<HTMLStyleElement>(SHEETS)].map((sheet) => sheet.textContent),
  )
  const key = texts.join('\u0000')
  if (texts.every((text) => own.has(text)) || adopted.has(key)) return
  adopted.add(key)
  for (const [index, text] of texts.entries()) {
    const copy = into.createElement('style')
    copy.dataset.adopted = sheets[index]!.dataset.precedence ?? ''
    copy.textContent = text
    into.head.append(copy)
  }
}
