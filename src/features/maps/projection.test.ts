import { describe, expect, it } from 'vitest'

import { fitView, project, tileAddress, tilesFor, unproject } from './projection'

describe('Web Mercator projection', () => {
  it('puts 0°/0° in the middle of the world and round-trips', () => {
    expect(project({ latitude: 0, longitude: 0 }, 0)).toEqual({ x: 128, y: 128 })
    const berlin = { latitude: 52.5025, longitude: 13.3978 }
    const back = unproject(project(berlin, 14), 14)
    expect(back.latitude).toBeCloseTo(berlin.latitude, 9)
    expect(back.longitude).toBeCloseTo(berlin.longitude, 9)
  })

  it('matches the OpenStreetMap tile of a known place', () => {
    // Kreuzberg at zoom 14 lies on tile 8801/5374 (x = floor(px / 256)).
    const pixel = project({ latitude: 52.5025, longitude: 13.3978 }, 14)
    expect(Math.floor(pixel.x / 256)).toBe(8801)
    expect(Math.floor(pixel.y / 256)).toBe(5374)
  })
})

describe('fitView', () => {
  const kreuzberg = { latitude: 52.5025, longitude: 13.3978 }
  const prenzlauerBerg = { latitude: 52.5362, longitude: 13.4086 }

  it('keeps the chosen zoom for one address', () => {
    expect(fitView([kreuzberg], { width: 1200, height: 480, zoom: 9 })).toEqual({
      center: kreuzberg,
      zoom: 9,
    })
  })

  it('shows several addresses at the largest zoom that holds them with padding', () => {
    const view = fitView([kreuzberg, prenzlauerBerg], { width: 1200, height: 480, zoom: 9 })
    const size = (zoom: number) => {
      const [a, b] = [project(kreuzberg, zoom), project(prenzlauerBerg, zoom)]
      return Math.abs(a.y - b.y)
    }
    expect(size(view.zoom)).toBeLessThanOrEqual(480 - 120)
    expect(size(view.zoom + 1)).toBeGreaterThan(480 - 120)
    expect(view.center.latitude).toBeGreaterThan(kreuzberg.latitude)
    expect(view.center.latitude).toBeLessThan(prenzlauerBerg.latitude)
  })
})

describe('tiles', () => {
  it('covers the whole box, wrapping x around the date line', () => {
    const { tiles } = tilesFor({ latitude: 0, longitude: 179.99 }, 2, 600, 300)
    const xs = new Set(tiles.map((tile) => tile.x))
    expect(xs.has(0)).toBe(true)
    expect(xs.has(3)).toBe(true)
    for (const tile of tiles) {
      expect(tile.left).toBeLessThan(600)
      expect(tile.left + 256).toBeGreaterThan(0)
    }
  })

  it('fills the tile address template', () => {
    expect(tileAddress('https://{s}.tile.example/{z}/{x}/{y}.png', 5, 17, 10)).toBe(
      'https://a.tile.example/5/17/10.png',
    )
  })
})
