import fs from 'node:fs'
import path from 'node:path'

import { compressBoth } from './encode'

export type StaticFile = { identity: Buffer; gzip: Buffer; br: Buffer }

/**
 * The built island chunks, read once at start and kept compressed in memory. Their names carry a
 * content hash, so they are served as immutable for a year.
 */
export async function loadIslandFiles(dir: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>()
  for (const name of fs.readdirSync(dir)) {
    if (!name.endsWith('.js')) continue
    const identity = fs.readFileSync(path.join(dir, name))
    files.set(name, { identity, ...(await compressBoth(identity)) })
  }
  return files
}

export const ISLAND_HEADERS = {
  'content-type': 'text/javascript; charset=utf-8',
  'cache-control': 'public, max-age=31536000, immutable',
}
