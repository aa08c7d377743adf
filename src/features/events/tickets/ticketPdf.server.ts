import {
  breakTextIntoLines,
  PDFDocument,
  type PDFFont,
  type PDFPage,
  rgb,
  StandardFonts,
} from 'pdf-lib'
import QRCode from 'qrcode'

import { formatTicketCode } from './ticketCodes'

export type PrintedTicket = {
  code: string
  attendeeName: string
  ticketTypeName: string
  /** Valid now; false: reserved, valid once paid on site. */
  paid: boolean
  priceCents: number
}

type PrintedEvent = { title: string; when: string; place: string; organiser: string }

/** The QR code the door scans: the code alone, so any scanner app shows what to type. */
export const ticketQrPng = (code: string) =>
  QRCode.toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 8 })

export const ticketQrSvg = (code: string) =>
  QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })

/**
 * One A4 page per ticket: the event, the attendee, the code as text and as a QR code. Helvetica's
 * WinAnsi encoding covers German text; other characters in names are replaced, never fail.
 */
export async function ticketsPdf(
  event: PrintedEvent,
  tickets: PrintedTicket[],
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(`Karten: ${winAnsi(event.title)}`)
  pdf.setAuthor(winAnsi(event.organiser))
  pdf.setLanguage('de-DE')
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const plum = rgb(0.42, 0.25, 0.36)
  const ink = rgb(0.13, 0.13, 0.13)
  for (const ticket of tickets) {
    const page = pdf.addPage([595.28, 841.89])
    // Written from the top down: a long title or name wraps and moves what follows, instead of
    // running over the date (pdf-lib wraps within maxWidth but keeps each line's given height).
    const flow = textFlow(page, 760)
    flow.write(event.organiser, { size: 16, font: bold, color: plum, after: 45 })
    flow.write(event.title, { size: 24, font: bold, after: 30, maxLines: 3 })
    flow.write(event.when, { size: 13, font: regular, after: 20 })
    flow.write(event.place, { size: 11, font: regular, after: 35 })
    flow.write(`${ticket.ticketTypeName} für ${ticket.attendeeName}`, {
      size: 14,
      font: bold,
      after: 30,
      maxLines: 2,
    })
    const qrY = flow.y() - 220
    const qr = await pdf.embedPng(await ticketQrPng(ticket.code))
    page.drawImage(qr, { x: 70, y: qrY, width: 220, height: 220 })
    const at = (value: string, y: number, size: number, font = regular, color = ink) =>
      page.drawText(winAnsi(value), { x: 70, y, size, font, color, maxWidth: 455 })
    at('Code', qrY - 25, 11)
    at(formatTicketCode(ticket.code), qrY - 48, 18, bold, plum)
    at(
      ticket.paid
        ? 'Bitte zeigen Sie diese Karte beim Einlass vor (ausgedruckt oder auf dem Handy).'
        : 'Reserviert: gültig, sobald vor Ort bezahlt. Bitte beim Einlass vorzeigen.',
      qrY - 70,
      10,
    )
    page.drawRectangle({
      x: 40,
      y: qrY - 80,
      width: 515,
      height: 800 - (qrY - 80),
      borderColor: plum,
      borderWidth: 2,
    })
  }
  return pdf.save()
}

const WIDTH = 455

type Line = {
  size: number
  font: PDFFont
  color?: ReturnType<typeof rgb>
  after: number
  maxLines?: number
}

/** Lines written downwards from a baseline; each text wraps at the ticket's width. */
function textFlow(page: PDFPage, top: number) {
  let y = top
  return {
    y: () => y,
    write(value: string, { size, font, color = rgb(0.13, 0.13, 0.13), after, maxLines = 1 }: Line) {
      const lines = breakTextIntoLines(winAnsi(value), [' ', '-'], WIDTH, (part) =>
        font.widthOfTextAtSize(part, size),
      )
      const shown = lines.slice(0, maxLines)
      if (lines.length > maxLines) shown[maxLines - 1] = `${shown[maxLines - 1]!.trimEnd()} …`
      shown.forEach((line, index) => {
        if (index > 0) y -= size * 1.2
        page.drawText(line, { x: 70, y, size, font, color })
      })
      y -= after
    },
  }
}

/** pdf-lib's standard fonts encode WinAnsi only: anything else becomes „?“ instead of failing. */
const winAnsi = (value: string) =>
  [...value]
    .map((char) => (/[\u0020-\u007e\u00a0-\u00ff€„“”‚‘’–—…]/.test(char) ? char : '?'))
    .join('')
