import { PDFDocument, rgb, StandardFonts } from 'pdf-lib'
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
    const text = (value: string, y: number, size: number, font = regular, color = ink) =>
      page.drawText(winAnsi(value), { x: 70, y, size, font, color, maxWidth: 455 })
    page.drawRectangle({
      x: 40,
      y: 300,
      width: 515,
      height: 500,
      borderColor: plum,
      borderWidth: 2,
    })
    text(event.organiser, 760, 16, bold, plum)
    text(event.title, 715, 24, bold)
    text(event.when, 685, 13)
    text(event.place, 665, 11)
    text(`${ticket.ticketTypeName} für ${ticket.attendeeName}`, 630, 14, bold)
    const qr = await pdf.embedPng(await ticketQrPng(ticket.code))
    page.drawImage(qr, { x: 70, y: 380, width: 220, height: 220 })
    text('Code', 355, 11)
    text(formatTicketCode(ticket.code), 332, 18, bold, plum)
    text(
      ticket.paid
        ? 'Bitte zeigen Sie diese Karte beim Einlass vor (ausgedruckt oder auf dem Handy).'
        : 'Reserviert: gültig, sobald vor Ort bezahlt. Bitte beim Einlass vorzeigen.',
      310,
      10,
    )
  }
  return pdf.save()
}

/** pdf-lib's standard fonts encode WinAnsi only: anything else becomes „?“ instead of failing. */
const winAnsi = (value: string) =>
  [...value]
    .map((char) => (/[\u0020-\u007e\u00a0-\u00ff€„“”‚‘’–—…]/.test(char) ? char : '?'))
    .join('')
