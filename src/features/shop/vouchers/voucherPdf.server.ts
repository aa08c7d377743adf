import { PDFDocument, rgb, StandardFonts } from 'pdf-lib'

import { formatDate, formatPrice } from '@/lib/format'

/**
 * The voucher the customer prints or shows in the salon: one A4 page with the value, the code
 * and the date it is valid until. Helvetica's WinAnsi encoding covers German text and „€“.
 */
export async function voucherPdf({
  businessName,
  valueCents,
  code,
  validUntil,
  address,
}: {
  businessName: string
  valueCents: number
  code: string
  validUntil: string
  address: string
}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(`Gutschein ${code}`)
  if (businessName) pdf.setAuthor(businessName)
  pdf.setLanguage('de-DE')
  const page = pdf.addPage([595.28, 841.89])
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const plum = rgb(0.42, 0.25, 0.36)
  const ink = rgb(0.13, 0.13, 0.13)
  page.drawRectangle({ x: 40, y: 440, width: 515, height: 360, borderColor: plum, borderWidth: 2 })
  page.drawText(businessName, { x: 70, y: 750, size: 20, font: bold, color: plum })
  page.drawText('Gutschein', { x: 70, y: 690, size: 40, font: bold, color: ink })
  page.drawText(`im Wert von ${formatPrice(valueCents)}`, {
    x: 70,
    y: 650,
    size: 22,
    font: regular,
    color: ink,
  })
  page.drawText('Gutscheincode', { x: 70, y: 590, size: 12, font: regular, color: ink })
  page.drawText(code, { x: 70, y: 560, size: 26, font: bold, color: plum })
  page.drawText(`Gültig bis ${formatDate(validUntil)}`, {
    x: 70,
    y: 510,
    size: 14,
    font: regular,
    color: ink,
  })
  page.drawText('Einlösbar im Online-Shop und im Salon, auch in Teilbeträgen.', {
    x: 70,
    y: 480,
    size: 11,
    font: regular,
    color: ink,
  })
  page.drawText(address, { x: 70, y: 455, size: 10, font: regular, color: ink })
  return pdf.save()
}
