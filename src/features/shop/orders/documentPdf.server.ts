import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib'

import type { DocumentLine } from './orderDocuments'

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 56
const WIDTH = A4[0] - 2 * MARGIN

/**
 * Helvetica's WinAnsi encoding covers German text, „€“ and typographic quotes; anything else
 * (a minus sign, a name in another script) becomes „?“ instead of breaking the document.
 */
const printable = (text: string) =>
  text
    .replace(/\u2212/g, '-')
    .replace(/[\u2009\u202f]/g, ' ')
    .replace(/[^\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/g, '?')

/** Words onto lines no wider than the page's text column. */
function wrap(text: string, font: PDFFont, size: number): string[] {
  const lines: string[] = []
  let current = ''
  for (const word of text.split(' ')) {
    const next = current ? `${current} ${word}` : word
    if (current && font.widthOfTextAtSize(next, size) > WIDTH) {
      lines.push(current)
      current = word
    } else current = next
  }
  return [...lines, current]
}

/** A plain A4 document of the given lines, on as many pages as they need. */
export async function documentPdf(title: string, author: string, lines: DocumentLine[]) {
  const pdf = await PDFDocument.create()
  pdf.setTitle(title)
  if (author) pdf.setAuthor(author)
  pdf.setLanguage('de-DE')
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  let page = pdf.addPage(A4)
  let y = A4[1] - MARGIN
  for (const line of lines) {
    const size = line.size ?? 10
    const font = line.bold ? bold : regular
    y -= line.gapBefore ?? 0
    for (const part of wrap(printable(line.text), font, size)) {
      if (y - size < MARGIN) {
        page = pdf.addPage(A4)
        y = A4[1] - MARGIN
      }
      y -= size * 1.4
      page.drawText(part, { x: MARGIN, y, size, font, color: rgb(0.13, 0.13, 0.13) })
    }
  }
  return pdf.save()
}
