import { describe, expect, it, vi } from 'vitest'

import type { SiteSetting } from '@/payload-types'

import { lightboxOptions } from './Lightbox'
import { LIGHTBOX_DEFAULTS } from './options'

vi.mock('@/lib/env', () => ({
  env: () => ({
    embeds: { youtube: 'https://www.youtube-nocookie.com', vimeo: 'https://player.vimeo.com' },
  }),
}))

const settings = (lightbox: SiteSetting['lightbox']) => ({ lightbox }) as SiteSetting

describe('the lightbox options the island reads', () => {
  it('carry the owner’s text for a picture that does not load, the spec’s text when she left it empty', () => {
    expect(
      lightboxOptions(settings({ imageError: 'Bild fehlt – bitte anrufen.' }), '/d').imageError,
    ).toBe('Bild fehlt – bitte anrufen.')
    for (const imageError of [undefined, null, '', '   '])
      expect(lightboxOptions(settings({ imageError }), '/d').imageError).toBe(
        LIGHTBOX_DEFAULTS.imageError,
      )
    expect(LIGHTBOX_DEFAULTS.imageError).toBe('Beim Laden des Bildes ist ein Fehler aufgetreten.')
  })

  it('run the thumbnails on the spec’s vertical path unless the owner chose below', () => {
    expect(lightboxOptions(settings({}), '/d').path).toBe('vertical')
    expect(lightboxOptions(settings({ path: 'horizontal' }), '/d').path).toBe('horizontal')
  })
})
