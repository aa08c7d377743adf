import { randomBytes } from 'node:crypto'

/** Crockford's base32: no I, L, O, U, so a code read aloud or typed is hard to get wrong. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const LENGTH = 20 // 100 bits: unguessable, and short enough to type at the door.

/** A new ticket code, stored without separators. */
export function newTicketCode(): string {
  const bytes = randomBytes(LENGTH)
  let code = ''
  for (const byte of bytes) code += ALPHABET[byte & 31]
  return code
}

/** What someone typed or a scanner read, as stored: „abcd-efgh …“ → `ABCDEFGH…`; null if no code. */
export function normaliseTicketCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')
  return code.length === LENGTH && [...code].every((char) => ALPHABET.includes(char)) ? code : null
}

/** „ABCD-EFGH-JKMN-PQRS-TVWX“, as printed on the ticket. */
export const formatTicketCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code
