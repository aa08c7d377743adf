import zlib from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { compressBoth } from './encode'

/** A page-like body: repeated structure with varying text, as rendered HTML is. */
const page = Buffer.from(
  Array.from(
    { length: 400 },
    (_, i) =>
      `<li class="PriceList_row__a${i % 7}"><span>Schnitt ${i} – Waschen, Föhnen</span><data value="${(i * 37) % 900}">${((i * 37) % 900) / 10} €</data></li>`,
  ).join('\n'),
)

describe('compressBoth', () => {
  it('gives bodies that decode to the page at every level', async () => {
    for (const effort of ['max', 'best', 'fast'] as const) {
      const { gzip, br } = await compressBoth(page, effort)
      expect(zlib.gunzipSync(gzip).equals(page), effort).toBe(true)
      expect(zlib.brotliDecompressSync(br).equals(page), effort).toBe(true)
    }
  })

  it('makes kept pages smaller than other rendered pages, and those smaller than per-request ones', async () => {
    const [max, best, fast] = await Promise.all([
      compressBoth(page, 'max'),
      compressBoth(page, 'best'),
      compressBoth(page, 'fast'),
    ])
    expect(max.br.length).toBeLessThan(best.br.length)
    expect(best.br.length).toBeLessThan(fast.br.length)
  })
})
