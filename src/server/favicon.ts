import fs from 'node:fs'

import { compressBoth } from './encode'
import type { StaticFile } from './staticIslands'

/** Where browsers and scanners look without reading the page: `/favicon.ico`. */
export const FAVICON_PATH = '/favicon.ico'

export const FAVICON_HEADERS = {
  'content-type': 'image/x-icon',
  // Not immutable: the address has no hash; a new logo reaches browsers within a day.
  'cache-control': 'public, max-age=86400',
}

/**
 * The site's icon as an ICO file: the PNG the pages link (`app/(site)/icon.png`) inside an ICO
 * directory of one entry, which every browser since 2007 reads. Built by hand: it is 22 bytes of
 * header, and a converter package would re-encode the picture for nothing.
 */
export function icoFromPng(png: Buffer): Buffer {
  if (png.readUInt32BE(0) !== 0x89504e47) throw new Error('The site icon is not a PNG file')
  const width = png.readUInt32BE(16)
  const height = png.readUInt32BE(20)
  const header = Buffer.alloc(22)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2) // an icon
  header.writeUInt16LE(1, 4) // one picture
  header.writeUInt8(width >= 256 ? 0 : width, 6)
  header.writeUInt8(height >= 256 ? 0 : height, 7)
  header.writeUInt16LE(1, 10) // colour planes
  header.writeUInt16LE(32, 12) // bits per pixel
  header.writeUInt32LE(png.length, 14)
  header.writeUInt32LE(header.length, 18)
  return Buffer.concat([header, png])
}

export async function loadFavicon(pngPath: string): Promise<StaticFile> {
  const identity = icoFromPng(fs.readFileSync(pngPath))
  return { identity, ...(await compressBoth(identity)) }
}
