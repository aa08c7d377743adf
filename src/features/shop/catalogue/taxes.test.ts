import { describe, expect, it } from 'vitest'

import { includedVat, priceNotice, roundDivision, vatLines } from './taxes'

describe('VAT in gross prices, in cents', () => {
  it('rounds half up and refuses what is not a whole number of cents', () => {
    expect(roundDivision(5, 2)).toBe(3)
    expect(roundDivision(7, 3)).toBe(2)
    expect(() => roundDivision(0.5, 2)).toThrow(RangeError)
  })

  it('takes the VAT out of a gross price at 19 % and 7 %', () => {
    expect(includedVat(1190, 'standard')).toBe(190)
    expect(includedVat(1290, 'standard')).toBe(206) // 1290 × 19 / 119 = 205.97
    expect(includedVat(1070, 'reduced')).toBe(70)
    expect(includedVat(0, 'standard')).toBe(0)
  })

  it('lists one line per rate from the summed amounts, so the lines add up', () => {
    const lines = vatLines([
      { grossCents: 1290, taxClass: 'standard' },
      { grossCents: 1290, taxClass: 'standard' },
      { grossCents: 2500, taxClass: 'reduced' },
    ])
    expect(lines).toEqual([
      { taxClass: 'standard', ratePercent: 19, grossCents: 2580, vatCents: 412 },
      { taxClass: 'reduced', ratePercent: 7, grossCents: 2500, vatCents: 164 },
    ])
    // Per item it would be 206 + 206 = 412 here too, but not in general: 3 × 1 cent at 19 %.
    expect(vatLines(Array(3).fill({ grossCents: 1, taxClass: 'standard' }))[0]!.vatCents).toBe(0)
  })

  it('says „inkl. MwSt.“ or the § 19 UStG notice', () => {
    expect(priceNotice(false)).toBe('inkl. MwSt., zzgl. Versand')
    expect(priceNotice(true)).toMatch(/§ 19 UStG/)
  })
})
