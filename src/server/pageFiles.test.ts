import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { type CachedPage, PageCache } from './pageCache'
import { createPageFiles, NGINX_INCLUDE } from './pageFiles'

const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 's-maxage=60, stale-while-revalidate=31535940',
  'content-security-policy': "default-src 'self'; script-src 'self' 'sha256-abc='",
}

const page = (text: string, overrides: Partial<CachedPage> = {}): CachedPage => ({
  status: 200,
  headers: HEADERS,
  etag: `"${text}"`,
  identity: Buffer.from(text),
  gzip: Buffer.from(`gz:${text}`),
  br: Buffer.from(`br:${text}`),
  ...overrides,
})

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true })
})

function setUp() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-files-'))
  folders.push(dir)
  vi.spyOn(console, 'log').mockImplementation(() => {})
  const files = createPageFiles({ dir, common: { 'x-content-type-options': 'nosniff' } })
  const cache = new PageCache({ maxEntries: 10, maxBytes: 100_000, mirror: files })
  const fileOf = (key: string, ending = '') =>
    path.join(dir, files.setName ?? 'none', `${key}.page.html${ending}`)
  return { dir, files, cache, fileOf }
}

const until = (check: () => void) => vi.waitFor(check, { timeout: 2_000, interval: 5 })

describe('page files for nginx', () => {
  it('writes a kept page in each encoding and the include naming its folder and headers', async () => {
    const { dir, files, cache, fileOf } = setUp()
    cache.set('/', page('home'), cache.currentGeneration)
    cache.set('/team/anna', page('anna'), cache.currentGeneration)
    await until(() => expect(fs.existsSync(fileOf('/team/anna', '.br'))).toBe(true))
    await until(() => expect(fs.existsSync(fileOf('', ''))).toBe(true))
    expect(fs.readFileSync(fileOf('/team/anna'), 'utf8')).toBe('anna')
    expect(fs.readFileSync(fileOf('/team/anna', '.gz'), 'utf8')).toBe('gz:anna')
    const include = fs.readFileSync(path.join(dir, NGINX_INCLUDE), 'utf8')
    expect(include).toContain(`set $salon_page_set ${files.setName};`)
    expect(include).toContain('add_header x-content-type-options "nosniff";')
    expect(include).toContain(
      `add_header content-security-policy "default-src 'self'; script-src 'self' 'sha256-abc='";`,
    )
    expect(include).toContain(
      'add_header cache-control "s-maxage=60, stale-while-revalidate=31535940";',
    )
    expect(include).not.toContain('add_header content-type')
  })

  it('writes no file for a query, a 404, an escaped address or a page with other headers', async () => {
    const { files, cache, fileOf } = setUp()
    cache.set('/suche?q=x', page('search'), cache.currentGeneration)
    cache.set('/fehlt', page('missing', { status: 404 }), cache.currentGeneration)
    cache.set('/caf%C3%A9', page('cafe'), cache.currentGeneration)
    cache.set('/a.b', page('dot'), cache.currentGeneration)
    cache.set('/', page('home'), cache.currentGeneration)
    const other = { ...HEADERS, 'content-security-policy': "default-src 'none'" }
    cache.set('/anders', page('other', { headers: other }), cache.currentGeneration)
    await until(() => expect(fs.existsSync(fileOf('', '.br'))).toBe(true))
    const setFolder = path.dirname(fileOf('/x'))
    expect(fs.readdirSync(setFolder).sort()).toEqual([
      '.page.html',
      '.page.html.br',
      '.page.html.gz',
    ])
    expect(files.setName).toMatch(/^set-[0-9a-f]{16}$/)
  })

  it('removes an expired page, and never writes one expired while its files were on the way', async () => {
    const { cache, fileOf } = setUp()
    cache.set('/team', page('team'), cache.currentGeneration)
    await until(() => expect(fs.existsSync(fileOf('/team', '.br'))).toBe(true))
    cache.expire('/team')
    expect(fs.existsSync(fileOf('/team'))).toBe(false)
    expect(fs.existsSync(fileOf('/team', '.gz'))).toBe(false)

    cache.set('/kontakt', page('kontakt'), cache.currentGeneration)
    cache.expire('/kontakt') // before the asynchronous writes finished
    cache.set('/impressum', page('impressum'), cache.currentGeneration)
    await until(() => expect(fs.existsSync(fileOf('/impressum', '.br'))).toBe(true))
    expect(fs.existsSync(fileOf('/kontakt'))).toBe(false)
    expect(fs.readdirSync(path.dirname(fileOf('/x'))).some((f) => f.endsWith('.tmp'))).toBe(false)
  })

  it('writes a page again when the cache answers it after an expiry of everything', async () => {
    const { cache, fileOf } = setUp()
    cache.set('/team', page('team'), cache.currentGeneration)
    await until(() => expect(fs.existsSync(fileOf('/team', '.br'))).toBe(true))
    cache.expire('*')
    expect(fs.existsSync(fileOf('/team'))).toBe(false)
    cache.set('/team', page('team 2'), cache.currentGeneration)
    await until(() => expect(fs.existsSync(fileOf('/team'))).toBe(true))
    expect(fs.readFileSync(fileOf('/team'), 'utf8')).toBe('team 2')
  })

  it('clears the files of an earlier run at start, and nothing that is not its own', async () => {
    const { dir, cache, fileOf } = setUp()
    cache.set('/team', page('team'), cache.currentGeneration)
    // The earlier run had finished writing before this one starts (it is another process).
    await until(() => expect(fs.existsSync(fileOf('/team', '.br'))).toBe(true))
    fs.mkdirSync(path.join(dir, 'set-0123456789abcdef'))
    fs.writeFileSync(path.join(dir, 'README.txt'), 'mine')
    createPageFiles({ dir, common: {} })
    expect(fs.readdirSync(dir).sort()).toEqual(['README.txt', NGINX_INCLUDE])
  })
})
