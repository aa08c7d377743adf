import { promisify } from 'node:util'
import zlib from 'node:zlib'

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

/**
 * Levels: 'max' for pages kept in the cache and served many times, 'best' for other rendered
 * pages, 'fast' for pages made per request (a query). Brotli's quality 11 takes about 56 ms for
 * the 77 KB home page (quality 9: 12 ms), in the thread pool and once per render. It makes the
 * page 6.6 % smaller, which is what brings `/galerie` into the 14.6 KB a new connection sends in
 * its first round trip (docs/performance.md).
 */
const LEVELS = {
  max: { gzip: 9, brotli: 11 },
  best: { gzip: 9, brotli: 9 },
  fast: { gzip: 6, brotli: 5 },
}

/** Both compressed forms of a body, made once when a page is cached. */
export async function compressBoth(
  body: Buffer,
  effort: keyof typeof LEVELS = 'best',
): Promise<{ gzip: Buffer; br: Buffer }> {
  const level = LEVELS[effort]
  const [gz, br] = await Promise.all([
    gzip(body, { level: level.gzip }),
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: level.brotli,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ])
  return { gzip: gz, br }
}

export type Encoding = 'br' | 'gzip' | 'identity'

/**
 * The best encoding the client accepts (a q=0 refusal counts). Not `negotiator`: we choose among
 * three fixed encodings in our own order of preference (br, gzip, identity), which is this loop;
 * the unit tests hold it to q-values, `*` and refusals.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const key = acceptEncoding ?? ''
  const known = preferred.get(key)
  if (known) return known
  const encoding = parsePreferred(key)
  // Browsers send a handful of distinct values; a client making up new ones starts it over.
  if (preferred.size >= 256) preferred.clear()
  preferred.set(key, encoding)
  return encoding
}

const preferred = new Map<string, Encoding>()

function parsePreferred(acceptEncoding: string): Encoding {
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean)
    accepted.set(name, q === undefined ? 1 : Number(q))
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (ok('br')) return 'br'
  if (ok('gzip')) return 'gzip'
  return 'identity'
}
