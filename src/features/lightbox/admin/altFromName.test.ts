import { expect, it } from 'vitest'

import { altFromName } from './altFromName'

it('makes a first alternative text from a file name', () => {
  expect(altFromName('salon-innen_2.jpg')).toBe('Salon innen 2')
  expect(altFromName('IMG_0042.JPEG')).toBe('IMG 0042')
  expect(altFromName('föhnen.webp')).toBe('Föhnen')
  expect(altFromName('.png')).toBe('Bild')
})
