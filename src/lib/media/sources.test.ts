import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import { absoluteMediaUrl, responsiveSources } from './sources'

const media = {
  id: 1,
  alt: 'Bild',
  updatedAt: '2026-11-22T10:00:00.000Z',
  createdAt: '2026-11-22T10:00:00.000Z',
  url: 'http://localhost:3000/api/media/file/bild.jpg',
  sizes: {
    avif480: { url: 'http://localhost:3000/api/media/file/bild-480x300.avif', width: 480 },
    avif768: { url: 'http://localhost:3000/api/media/file/bild-768x480.avif', width: 768 },
    avif1600: { url: 'http://localhost:3000/api/media/file/bild-800x500.avif', width: 800 },
    webp480: { url: 'http://localhost:3000/api/media/file/bild-480x300.webp', width: 480 },
    og: { url: 'http://localhost:3000/api/media/file/bild-1200x630.jpg', width: 1200 },
  },
} as unknown as Media

describe('responsiveSources', () => {
  const version = `v=${Date.parse(media.updatedAt)}`
  it('lists each width once, root-relative and versioned', () => {
    const { avif, webp, fallback } = responsiveSources(media)
    expect(avif).toBe(
      `/api/media/file/bild-480x300.avif?${version} 480w, /api/media/file/bild-768x480.avif?${version} 768w, /api/media/file/bild-800x500.avif?${version} 800w`,
    )
    expect(webp).toBe(`/api/media/file/bild-480x300.webp?${version} 480w`)
    expect(fallback).toBe(`/api/media/file/bild.jpg?${version}`)
  })
  it('offers AVIF only where it is smaller than WebP', () => {
    const sized = (avifBytes: number, webpBytes: number) =>
      ({
        ...media,
        sizes: {
          avif480: { url: '/api/media/file/b-480.avif', width: 480, filesize: avifBytes },
          webp480: { url: '/api/media/file/b-480.webp', width: 480, filesize: webpBytes },
        },
      }) as unknown as Media
    expect(responsiveSources(sized(20_000, 30_000)).avif).toContain('b-480.avif')
    const flat = responsiveSources(sized(9_000, 6_000))
    expect(flat.avif).toBeUndefined()
    expect(flat.webp).toContain('b-480.webp')
  })
  it('makes share images absolute on the public address', () => {
    expect(absoluteMediaUrl(media, 'https://salon.example')).toBe(
      'https://salon.example/api/media/file/bild-1200x630.jpg',
    )
  })
})
