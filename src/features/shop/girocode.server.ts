import { electronicFormatIBAN, isValidIBAN } from 'ibantools'
import QRCode from 'qrcode'
import { PaymentCode } from 'sepa-payment-code'

/**
 * The EPC QR code („GiroCode“) banking apps scan to fill in a transfer: the recipient, IBAN,
 * amount and the order number as reference. Null when the bank details are incomplete or the
 * amount is outside what the standard allows (0,01 € to 999.999.999,99 €).
 */
export async function giroCodeSvg({
  accountHolder,
  iban,
  amountCents,
  reference,
}: {
  accountHolder: string | null | undefined
  iban: string | null | undefined
  amountCents: number
  reference: string
}): Promise<string | null> {
  const electronic = electronicFormatIBAN(iban ?? '') ?? ''
  if (!accountHolder || !isValidIBAN(electronic) || amountCents < 1) return null
  // Integer cents divided once: 2490 → 24.9, which the standard writes as EUR24.9.
  const code = new PaymentCode(
    accountHolder.slice(0, 70),
    electronic,
    amountCents / 100,
    undefined,
    reference.slice(0, 140),
  )
  return QRCode.toString(code.getPayload(), { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
}
