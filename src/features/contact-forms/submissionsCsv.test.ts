import { describe, expect, it } from 'vitest'

import { submissionsCsv } from './submissionsCsv'

describe('submissions as CSV', () => {
  it('has one column per field, semicolons, a BOM, quoted cells and defused formulas', () => {
    const csv = submissionsCsv([
      {
        createdAt: '2026-11-23T09:30:00Z',
        form: { id: 1, title: 'Kontakt' },
        answers: [
          { name: 'name', label: 'Name', value: 'Anna "Ann" Muster' },
          { name: 'nachricht', label: 'Nachricht', value: '=HYPERLINK("x")' },
        ],
      },
      {
        createdAt: '2026-11-23T10:00:00Z',
        form: 1,
        answers: [{ name: 'telefon', label: 'Telefon', value: '+49 30 1' }],
      },
    ])
    expect(csv.startsWith('\uFEFF')).toBe(true)
    const lines = csv.slice(1).trimEnd().split('\r\n')
    expect(lines[0]).toBe('"Eingegangen";"Formular";"Name";"Nachricht";"Telefon"')
    expect(lines[1]).toContain('"Kontakt";"Anna ""Ann"" Muster";"\'=HYPERLINK(""x"")";""')
    expect(lines[2]).toMatch(/;"1";"";"";"'\+49 30 1"$/)
    expect(lines[1]).toContain('23.11.2026, 10:30:00')
  })
})
