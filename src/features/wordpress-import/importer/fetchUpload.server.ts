import { createWriteStream } from 'node:fs'
import { lookup } from 'node:dns/promises'
import http, { type IncomingMessage } from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import path from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { isPrivateAddress } from '@/lib/privateAddress'
import { clock } from '@/lib/clock'

/** The largest file taken from the old host. */
const MAX_BYTES = 25 * 1024 * 1024
const TIMEOUT_MS = 15_000
const MAX_REDIRECTS = 3
const MEDIA_TYPES = /^(?:image\/|video\/|audio\/|application\/pdf)/

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

type Pinned = { address: string; family: number }

/**
 * The address to connect to for `url`, checked: null when the host is not the old site's or
 * any address it resolves to is inside a network. The connection then goes to exactly this
 * address (`pinnedGet`), so a second lookup cannot point it elsewhere (DNS rebinding).
 */
async function checkedAddress(url: URL, rules: FetchRules): Promise<Pinned | null> {
  if (!['http:', 'https:'].includes(url.protocol) || !rules.hosts.has(url.host.toLowerCase()))
    return null
  const addresses = await Promise.race([
    lookup(url.hostname.replace(/^\[|\]$/g, ''), { all: true }),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('timeout')), LOOKUP_MS).unref(),
    ),
  ]).catch(() => {
    rules.silent?.add(url.host.toLowerCase())
    return []
  })
  if (addresses.length === 0) return null
  if (!rules.allowPrivateHosts && addresses.some((entry) => isPrivateAddress(entry.address)))
    return null
  return addresses[0]!
}

/** A GET of `url` connected to `pinned`, whatever the host name resolves to meanwhile. */
function pinnedGet(url: URL, pinned: Pinned, signal: AbortSignal): Promise<IncomingMessage> {
  const lookupPinned: LookupFunction = (_host, options, callback) =>
    options.all
      ? (callback as (error: null, addresses: Pinned[]) => void)(null, [pinned])
      : callback(null, pinned.address, pinned.family)
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const request = client.get(url, { lookup: lookupPinned, signal, agent: false }, resolve)
    request.on('error', reject)
  })
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
      if (rules.silent?.has(url.host.toLowerCase())) return null
      const pinned = await checkedAddress(url, rules)
      if (!pinned) return null
      const response = await pinnedGet(url, pinned, signal)
      const status = response.statusCode ?? 0
      const location = response.headers.location
      if (status >= 300 && status < 400 && location) {
        response.resume()
        url = new URL(location, url)
        continue
      }
      const type = response.headers['content-type'] ?? ''
      const length = Number(response.headers['content-length'] ?? 0)
      if (status < 200 || status > 299 || !MEDIA_TYPES.test(type) || length > MAX_BYTES) {
        response.resume()
        return null
      }
      const name = path.basename(decodeURIComponent(url.pathname)).replace(/[^\w.-]+/g, '-')
      const file = path.join(dir, `${clock.ms().toString(36)}-${name || 'datei'}`)
      let bytes = 0
      const capped = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length
          done(bytes > MAX_BYTES ? new Error(TOO_LARGE) : null, chunk)
        },
      })
      await pipeline(response, capped, createWriteStream(file))
      return file
    }
    return null
  } catch (error) {
    // No answer (refused, timed out): the host is not asked again; a file too large is just this one.
    if ((error as Error).message !== TOO_LARGE) rules.silent?.add(url.host.toLowerCase())
    return null
  }
}
