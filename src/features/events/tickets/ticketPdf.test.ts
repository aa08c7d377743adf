import { getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'

import { ticketsPdf } from './ticketPdf.server'

type Placed = { text: string; y: number; size: number }

/** Each run of text on the first page with its baseline and size, as PDF.js reads it. */
async function placedText(bytes: Uint8Array): Promise<Placed[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes))
  const page = await pdf.getPage(1)
  const { items } = await page.getTextContent()
  return (items as Array<{ str: string; transform: number[] }>)
    .filter((item) => item.str.trim())
    .map((item) => ({ text: item.str, y: item.transform[5]!, size: item.transform[3]! }))
}

const EVENT = {
  title:
    'Flechtkurs für Fortgeschrittene: Hochsteckfrisuren, Brautfrisuren und festliche Zöpfe zum Mitnehmen',
  when: 'Samstag, 13. März 2027, 10:00–13:00 Uhr',
  place: 'Salon Lindenblüte, Lindenstraße 12, 10115 Berlin',
  organiser: 'Salon Lindenblüte',
}
const TICKET = {
  code: 'ABCD2345EFGH',
  attendeeName: 'Erika Mustermann',
  ticketTypeName: 'Normalpreis',
  paid: true,
  priceCents: 4500,
}

describe('the ticket PDF', () => {
  it('wraps a long title above the date instead of writing over it', async () => {
    const placed = await placedText(await ticketsPdf(EVENT, [TICKET]))
    const date = placed.find((item) => item.text.includes('13. März 2027'))!
    const titleLines = placed.filter((item) => item.size === 24)
    expect(titleLines.length).toBeGreaterThan(1)
    expect(titleLines.map((line) => line.text).join(' ')).toContain(
      'Flechtkurs für Fortgeschrittene',
    )
    // Every line of the title stands clear above the date (its baseline at least the date's
    // height higher), and the lines below keep their order down the page.
    for (const line of titleLines) expect(line.y).toBeGreaterThanOrEqual(date.y + date.size)
    const order = [
      'Salon Lindenblüte',
      'Flechtkurs',
      '13. März 2027',
      'Lindenstraße',
      'Normalpreis für',
      'Code',
    ]
    const ys = order.map((start) => placed.find((item) => item.text.includes(start))!.y)
    expect([...ys].sort((a, b) => b - a)).toEqual(ys)
  })

  it('keeps a short title on one line where it always stood', async () => {
    const placed = await placedText(await ticketsPdf({ ...EVENT, title: 'Flechtkurs' }, [TICKET]))
    expect(placed.find((item) => item.text === 'Flechtkurs')!.y).toBe(715)
    expect(placed.find((item) => item.text.includes('13. März 2027'))!.y).toBe(685)
  })
})
