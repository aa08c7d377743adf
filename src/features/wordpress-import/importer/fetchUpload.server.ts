import { createWriteStream } from 'node:fs'
import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

/** The largest file taken from the old host. */
const MAX_BYTES = 25 * 1024 * 1024
const TIMEOUT_MS = 15_000
const MAX_REDIRECTS = 3
const MEDIA_TYPES = /^(?:image\/|video\/|audio\/|application\/pdf)/

/** Loopback, private, link-local and unspecified addresses (v4 and v6). */
export function isPrivateAddress(address: string): boolean {
  if (isIP(address) === 4) {
    const [a = 0, b = 0] = address.split('.').map(Number)
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    )
  }
  const lower = address.toLowerCase()
  if (lower.startsWith('::ffff:')) return isPrivateAddress(lower.slice(7))
  return lower === '::' || lower === '::1' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower)
}

export type FetchRules = {
  /** The old site's host names: nothing else is asked. */
  hosts: ReadonlySet<string>
  /** Tests only: their stand-in of the old host listens on 127.0.0.1. */
  allowPrivateHosts?: boolean
  /** Hosts that did not answer: not asked again in this import. */
  silent?: Set<string>
}

const LOOKUP_MS = 3_000
const TOO_LARGE = 'too large'

async function allowed(url: URL, rules: FetchRules): Promise<boolean> {
  if (!['http:', 'https:'].includes(url.protocol) || !rules.hosts.has(url.host.toLowerCase()))
    return false
  if (rules.allowPrivateHosts) return true
  const addresses = await Promise.race([
    lookup(url.hostname, { all: true }),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('timeout')), LOOKUP_MS).unref(),
    ),
  ]).catch(() => {
    rules.silent?.add(url.host.toLowerCase())
    return []
  })
  return addresses.length > 0 && !addresses.some((entry) => isPrivateAddress(entry.address))
}

/**
 * An attachment's file from the old host, when it still answers: only from the old site's own
 * host (never one inside this network, also not through a redirect), only pictures, videos,
 * audio and PDFs, at most 25 MB, within 15 s. The file's path in `dir`, or null.
 */
export async function fetchUpload(
  address: string,
  dir: string,
  rules: FetchRules,
): Promise<string | null> {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return null
  }
  const signal = AbortSignal.timeout(TIMEOUT_MS)
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      if (rules.silent?.has(url.host.toLowerCase()) || !(await allowed(url, rules))) return null
      const response = await fetch(url, { redirect: 'manual', signal })
      const location = response.headers.get('location')
      if (response.status >= 300 && response.status < 400 && location) {
        url = new URL(location, url)
        continue
      }
      const type = response.headers.get('content-type') ?? ''
      const length = Number(response.headers.get('content-length') ?? 0)
      if (!response.ok || !response.body || !MEDIA_TYPES.test(type) || length > MAX_BYTES) {
        await response.body?.cancel()
        return null
      }
      const name = path.basename(decodeURIComponent(url.pathname)).replace(/[^\w.-]+/g, '-')
      const file = path.join(dir, `${Date.now().toString(36)}-${name || 'datei'}`)
      let bytes = 0
      const capped = Readable.fromWeb(response.body as never).map((chunk: Buffer) => {
        bytes += chunk.length
        if (bytes > MAX_BYTES) throw new Error(TOO_LARGE)
        return chunk
      })
      await pipeline(capped, createWriteStream(file))
      return file
    }
    return null
  } catch (error) {
    // No answer (refused, timed out): the host is not asked again; a file too large is just this one.
    if ((error as Error).message !== TOO_LARGE) rules.silent?.add(url.host.toLowerCase())
    return null
  }
}
