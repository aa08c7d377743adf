import fs from 'node:fs'
import path from 'node:path'

import { ISLANDS_PUBLIC_PATH } from './islands'

/** What scripts/build-islands.mjs records about the chunks it wrote. */
export type IslandManifest = {
  /** The loader's file name (content-hashed), below ISLANDS_PUBLIC_PATH. */
  loader: string
  /** Each island's own chunk: file name and gzip bytes. */
  islands: Record<string, { file: string; gzipBytes: number }>
}

export const ISLANDS_DIR = path.join('public', 'islands')
export const ISLAND_MANIFEST = path.join(ISLANDS_DIR, 'manifest.json')

let manifest: IslandManifest | undefined

/** The manifest of the built islands; `npm run build` (and `npm run dev`) write it first. */
export function islandManifest(): IslandManifest {
  // In development the watcher rewrites the chunks (and their hashed names) at any time.
  if (process.env.NODE_ENV === 'development')
    return JSON.parse(fs.readFileSync(path.resolve(ISLAND_MANIFEST), 'utf8')) as IslandManifest
  manifest ??= JSON.parse(fs.readFileSync(path.resolve(ISLAND_MANIFEST), 'utf8')) as IslandManifest
  return manifest
}

/** The URL of the one script a public page loads. */
export const islandLoaderUrl = () => `${ISLANDS_PUBLIC_PATH}${islandManifest().loader}`
