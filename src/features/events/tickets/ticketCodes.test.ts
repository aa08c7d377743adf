import { describe, expect, it } from 'vitest'

import { formatTicketCode, newTicketCode, normaliseTicketCode } from './ticketCodes'

describe('ticket codes', () => {
  it('are 20 characters of Crockford base32 and differ every time', () => {
    const codes = new Set(Array.from({ length: 1000 }, newTicketCode))
    expect(codes.size).toBe(1000)
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/)
  })

  it('read back from what a person types, with dashes, spaces and look-alike letters', () => {
    const code = newTicketCode()
    const typed = formatTicketCode(code).toLowerCase().replace(/0/g, 'o').replace(/-/g, ' - ')
    expect(normaliseTicketCode(typed)).toBe(code)
    expect(formatTicketCode('ABCDEFGHJKMNPQRSTVWX')).toBe('ABCD-EFGH-JKMN-PQRS-TVWX')
  })

  it('refuse what can be no code', () => {
    expect(normaliseTicketCode('')).toBeNull()
    expect(normaliseTicketCode('ABCD')).toBeNull()
    expect(normaliseTicketCode('ABCDEFGHJKMNPQRSTVWU')).toBeNull()
    expect(normaliseTicketCode('ABCDEFGHJKMNPQRSTVWXY')).toBeNull()
  })
})
