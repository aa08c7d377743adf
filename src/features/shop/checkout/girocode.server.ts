import { electronicFormatIBAN, isValidIBAN } from 'ibantools'
import QRCode from 'qrcode'
import { PaymentCode } from 'sepa-payment-code'

type Transfer = {
  accountHolder: string | null | undefined
  iban: string | null | undefined
  amountCents: number
  reference: string
}

/** The EPC text (BCD, version 002, SCT) of a transfer, or null when it cannot be made. */
export function giroCodePayload({
  accountHolder,
  iban,
  amountCents,
  reference,
}: Transfer): string | null {
  const electronic = electronicFormatIBAN(iban ?? '') ?? ''
  if (!accountHolder || !isValidIBAN(electronic)) return null
  if (!Number.isInteger(amountCents) || amountCents < 1 || amountCents > 99_999_999_999) return null
  // Integer cents divided once: 2490 → 24.9, which the standard writes as EUR24.9.
  return new PaymentCode(
    accountHolder.slice(0, 70),
    electronic,
    amountCents / 100,
    undefined,
    reference.slice(0, 140),
  ).getPayload()
}

/**
 * The EPC QR code („GiroCode“) banking apps scan to fill in a transfer: the recipient, IBAN,
 * amount and the order number as reference. Null when the bank details are incomplete or the
 * amount is outside what the standard allows (0,01 € to 999.999.999,99 €).
 */
export async function giroCodeSvg(transfer: Transfer): Promise<string | null> {
  const payload = giroCodePayload(transfer)
  return payload
    ? QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
    : null
}
