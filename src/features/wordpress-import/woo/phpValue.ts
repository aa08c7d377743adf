/** A value PHP's `serialize` wrote (WooCommerce keeps product attributes so). */
export type PhpValue = string | number | boolean | null | { [key: string]: PhpValue }

/**
 * Reads PHP's `serialize` format: strings, numbers, booleans, null and arrays (as objects keyed
 * as PHP keyed them). Objects (`O:`) and references are refused with null: an export has no
 * business holding them, and nothing here would run their code anyway. Hand-written because no
 * maintained npm package reads it without also reviving objects; the grammar is six rules.
 * String lengths count UTF-8 bytes, as PHP does.
 */
export function parsePhp(text: string): PhpValue | null {
  const bytes = Buffer.from(text, 'utf8')
  let at = 0
  const expect = (char: string) => {
    if (String.fromCharCode(bytes[at]!) !== char) throw new Error('malformed')
    at += 1
  }
  const until = (char: string) => {
    const end = bytes.indexOf(char.charCodeAt(0), at)
    if (end < 0) throw new Error('malformed')
    const value = bytes.subarray(at, end).toString('utf8')
    at = end + 1
    return value
  }
  const read = (depth: number): PhpValue => {
    if (depth > 32) throw new Error('too deep')
    const type = String.fromCharCode(bytes[at]!)
    at += 1
    if (type === 'N') return (expect(';'), null)
    expect(':')
    switch (type) {
      case 'b':
        return until(';') === '1'
      case 'i':
      case 'd':
        return Number(until(';'))
      case 's': {
        const length = Number(until(':'))
        expect('"')
        const value = bytes.subarray(at, at + length).toString('utf8')
        at += length
        expect('"')
        expect(';')
        return value
      }
      case 'a': {
        const count = Number(until(':'))
        expect('{')
        const result: Record<string, PhpValue> = {}
        for (let index = 0; index < count; index += 1) {
          const key = read(depth + 1)
          result[String(key)] = read(depth + 1)
        }
        expect('}')
        return result
      }
      default:
        throw new Error(`unsupported type ${type}`)
    }
  }
  try {
    const value = read(0)
    return at === bytes.length ? value : null
  } catch {
    return null
  }
}
