import { describe, expect, it } from 'vitest'

import { type CachedPage, PageCache } from './pageCache'

const page = (text: string): CachedPage => ({
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  etag: `"${text}"`,
  identity: Buffer.from(text),
  gzip: Buffer.from(text),
  br: Buffer.from(text),
})

describe('PageCache', () => {
  it('answers what it holds and expires one path with any query, or everything', () => {
    const cache = new PageCache({ maxEntries: 10, maxBytes: 10_000 })
    cache.set('/team', page('team'), cache.currentGeneration)
    cache.set('/team?utm=x', page('team2'), cache.currentGeneration)
    cache.set('/kontakt', page('kontakt'), cache.currentGeneration)
    expect(cache.get('/team')?.etag).toBe('"team"')
    cache.expire('/team')
    expect(cache.get('/team')).toBeUndefined()
    expect(cache.get('/team?utm=x')).toBeUndefined()
    expect(cache.get('/kontakt')).toBeDefined()
    cache.expire('*')
    expect(cache.size).toBe(0)
  })

  it('never stores a render that started before an expiry', () => {
    const cache = new PageCache({ maxEntries: 10, maxBytes: 10_000 })
    const startedIn = cache.currentGeneration
    cache.expire('/team')
    expect(cache.set('/team', page('old'), startedIn)).toBe(false)
    expect(cache.get('/team')).toBeUndefined()
  })

  it('drops the least recently used entries beyond its entry and byte limits', () => {
    const cache = new PageCache({ maxEntries: 3, maxBytes: 10_000 })
    for (const path of ['/a', '/b', '/c']) cache.set(path, page(path), cache.currentGeneration)
    cache.get('/a')
    cache.set('/d', page('/d'), cache.currentGeneration)
    expect(cache.get('/b')).toBeUndefined()
    expect(cache.get('/a')).toBeDefined()
    expect(cache.size).toBe(3)

    const small = new PageCache({ maxEntries: 100, maxBytes: 3 * 30 })
    for (let i = 0; i < 10; i++) small.set(`/${i}`, page('x'.repeat(10)), small.currentGeneration)
    expect(small.size).toBe(3)
    expect(small.set('/huge', page('x'.repeat(100)), small.currentGeneration)).toBe(false)
  })

  it('keeps the order of use right when the page used last is asked for again and again', () => {
    const cache = new PageCache({ maxEntries: 3, maxBytes: 10_000 })
    for (const path of ['/a', '/b', '/c']) cache.set(path, page(path), cache.currentGeneration)
    for (const path of ['/a', '/a', '/b', '/b', '/a']) cache.get(path)
    cache.set('/d', page('/d'), cache.currentGeneration)
    expect(cache.get('/c')).toBeUndefined()
    // '/a' was used last before '/d' came, then '/b': '/b' is the oldest now.
    cache.set('/e', page('/e'), cache.currentGeneration)
    expect(cache.get('/b')).toBeUndefined()
    expect(cache.get('/a')).toBeDefined()

    // The page used last expired and stored again is the newest once more, not a stale order.
    cache.expire('/a')
    cache.set('/a', page('/a2'), cache.currentGeneration)
    cache.get('/d')
    cache.get('/a')
    cache.set('/f', page('/f'), cache.currentGeneration)
    expect(cache.get('/e')).toBeUndefined()
    expect([cache.get('/a')?.etag, cache.get('/d')?.etag]).toEqual(['"/a2"', '"/d"'])
  })
})
