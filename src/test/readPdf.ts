import { extractText } from 'unpdf'

/**
 * The text of a PDF as a reader's program extracts it (PDF.js, through unpdf), pages joined, runs
 * of white space as one space: what a test of a ticket, a voucher or an invoice asserts on.
 */
export async function readPdf(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const data = bytes instanceof Uint8Array ? new Uint8Array(bytes) : new Uint8Array(bytes)
  const { text } = await extractText(data, { mergePages: true })
  return text.replace(/\s+/g, ' ').trim()
}
