import { describe, expect, it } from 'vitest'

import { deepLinkHash, parseDeepLink } from './deepLink'
import { hostedVideoOf, isLightboxLink, itemTypeOf, LIGHTBOX_EXTENSIONS } from './eligibility'
import { fitScale } from './zoom'

describe('lightbox eligibility', () => {
  it('takes every extension of the spec, in any case, with a query or version', () => {
    for (const extension of LIGHTBOX_EXTENSIONS)
      expect(isLightboxLink(`/api/media/file/bild.${extension}`)).toBe(true)
    expect(isLightboxLink('/api/media/file/bild-1600.WEBP?v=1732')).toBe(true)
    expect(isLightboxLink('https://example.com/bilder/foto.jpe')).toBe(true)
  })

  it('takes links to a video host, and links that declare their type', () => {
    expect(isLightboxLink('https://www.youtube.com/watch?v=lindenSalon1')).toBe(true)
    expect(isLightboxLink('https://youtu.be/lindenSalon1')).toBe(true)
    expect(isLightboxLink('https://vimeo.com/76979871')).toBe(true)
    expect(isLightboxLink('/kontakt', 'ajax')).toBe(true)
  })

  it('leaves every other link a link', () => {
    expect(isLightboxLink('/kontakt')).toBe(false)
    expect(isLightboxLink('/preise.pdf')).toBe(false)
    expect(isLightboxLink('https://png.example/seite')).toBe(false)
    expect(isLightboxLink('/jpg-ratgeber')).toBe(false)
    expect(isLightboxLink('mailto:salon@example.com')).toBe(false)
    expect(isLightboxLink('https://www.youtube.com/@salon')).toBe(false)
  })

  it('tells the item type from the address unless declared', () => {
    expect(itemTypeOf('/a.png')).toBe('image')
    expect(itemTypeOf('/film.webm')).toBe('video')
    expect(itemTypeOf('/ton.ogg?v=2')).toBe('video')
    expect(itemTypeOf('https://vimeo.com/76979871')).toBe('video')
    expect(itemTypeOf('/a.png', 'inline')).toBe('inline')
    expect(hostedVideoOf('https://vimeo.com/76979871')).toEqual({
      provider: 'vimeo',
      id: '76979871',
    })
  })
})

describe('deep links', () => {
  it('reads #gallery/index counted from 1, and a gallery alone', () => {
    expect(parseDeepLink('#galerie/3')).toEqual({ gallery: 'galerie', index: 2 })
    expect(parseDeepLink('#tiled-gallery-1/1')).toEqual({ gallery: 'tiled-gallery-1', index: 0 })
    expect(parseDeepLink('#galerie')).toEqual({ gallery: 'galerie', index: null })
    expect(parseDeepLink('#galerie/0')).toEqual({ gallery: 'galerie', index: null })
    expect(parseDeepLink('#<script>/1')).toBeNull()
    expect(parseDeepLink('')).toBeNull()
  })

  it('writes the hash the counter shows', () => {
    expect(deepLinkHash('galerie', 0)).toBe('#galerie/1')
  })
})

describe('zoom', () => {
  const limits = { minScale: 0.075, maxScale: 1 }
  it('fits a large picture, never above its own size, never below the minimum', () => {
    expect(fitScale({ width: 2000, height: 1000 }, { width: 1000, height: 800 }, limits)).toBe(0.5)
    expect(fitScale({ width: 400, height: 300 }, { width: 1000, height: 800 }, limits)).toBe(1)
    expect(fitScale({ width: 100_000, height: 100 }, { width: 1000, height: 800 }, limits)).toBe(
      0.075,
    )
  })
})
