import { describe, expect, it } from 'vitest'

import { parseEnv } from '@/lib/env'

import { serviceSources, tileOrigin } from './serviceSources'

describe('service sources for the page policy', () => {
  it('allows the map tile host for pictures, with {s} subdomains as a wildcard', () => {
    expect(tileOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    )
    expect(tileOrigin('https://{s}.tiles.example.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tiles.example.org',
    )
  })

  it('takes the tile host from MAP_TILE_URL', () => {
    const env = parseEnv(
      { NODE_ENV: 'test', MAP_TILE_URL: 'http://127.0.0.1:3290/tiles/{z}/{x}/{y}.png' },
      () => 'x'.repeat(48),
    )
    expect(serviceSources(env).flatMap((source) => source.img ?? [])).toContain(
      'http://127.0.0.1:3290',
    )
  })

  it('refuses a tile address without {z}, {x} and {y}', () => {
    expect(() =>
      parseEnv({ NODE_ENV: 'test', MAP_TILE_URL: 'https://tiles.example.org/' }, () =>
        'x'.repeat(48),
      ),
    ).toThrow(/MAP_TILE_URL/)
  })
})
