import { describe, expect, it } from 'vitest'

import { parsePhp } from './phpValue'

describe('parsePhp', () => {
  it('reads WooCommerce product attributes', () => {
    expect(
      parsePhp(
        'a:2:{s:8:"pa_color";a:3:{s:4:"name";s:8:"pa_color";s:12:"is_variation";i:1;s:11:"is_taxonomy";i:1;}s:7:"Größe";a:2:{s:5:"value";s:9:"S | M | L";s:7:"visible";b:1;}}',
      ),
    ).toEqual({
      pa_color: { name: 'pa_color', is_variation: 1, is_taxonomy: 1 },
      Größe: { value: 'S | M | L', visible: true },
    })
    expect(parsePhp('a:0:{}')).toEqual({})
    expect(parsePhp('N;')).toBeNull()
  })

  it('refuses objects, broken lengths and trailing bytes', () => {
    expect(parsePhp('O:8:"stdClass":0:{}')).toBeNull()
    expect(parsePhp('s:5:"abc";')).toBeNull()
    expect(parsePhp('i:1;i:2;')).toBeNull()
    expect(parsePhp('a:1:{'.repeat(100) + 'i:1;i:1;' + '}'.repeat(100))).toBeNull()
  })
})
