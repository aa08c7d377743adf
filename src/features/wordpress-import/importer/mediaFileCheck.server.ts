import { copyFile, lstat, open } from 'node:fs/promises'
import path from 'node:path'

import sharp from 'sharp'

/**
 * What the import makes of one file from the old uploads: the file to hand to the media library
 * (maybe a converted or renamed copy in `scratch`, with a note), or why it is left out. The same
 * check runs in the dry run and in the import, so both list the same files.
 */
export type MediaFileVerdict =
  { ok: true; file: string; note?: string } | { ok: false; reason: string }

/** Raster formats the media library renders (sharp's names) and the extension each is stored with. */
const PICTURES: Record<string, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'avif',
  tiff: 'tif',
}

const EXTENSIONS: Record<string, string[]> = {
  jpg: ['jpg', 'jpeg', 'jpe'],
  tif: ['tif', 'tiff'],
}

/** The container a video file is (only the two the media library takes), from its first bytes. */
function videoOf(head: Buffer): 'mp4' | 'webm' | null {
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') {
    const brand = head.toString('latin1', 8, 12)
    // HEIF and AVIF pictures share the container; they are pictures, not videos.
    return /^(?:heic|heix|hevc|mif1|msf1|avif|avis)$/.test(brand) ? null : 'mp4'
  }
  return head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3 ? 'webm' : null
}

/** The first bytes of the picture formats the library takes. */
const PICTURE_STARTS = [
  Buffer.from([0xff, 0xd8, 0xff]),
  Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  Buffer.from('GIF8'),
  Buffer.from('II*\0'),
  Buffer.from('MM\0*'),
]

/** What a file that is no picture is, in the owner's words, to say why it stays out. */
function describe(head: Buffer): string {
  if (head.length === 0) return 'leere Datei (0 Byte)'
  if (head.every((byte) => byte === 0)) return 'enthält nur Nullbytes (beschädigt)'
  const webp = head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP'
  if (webp || PICTURE_STARTS.some((start) => head.subarray(0, start.length).equals(start)))
    return 'Bild ist beschädigt oder unvollständig'
  const text = head.toString('latin1', 0, Math.min(head.length, 512)).trimStart().toLowerCase()
  if (text.startsWith('%pdf')) return 'PDF-Dokument: die Mediathek nimmt nur Bilder und Videos'
  if (/^(?:<!doctype html|<html|<head|<body)/.test(text))
    return 'HTML-Seite, kein Bild (die alte Website lieferte wohl eine Fehlerseite)'
  if (text.startsWith('pk\u0003\u0004')) return 'ZIP-Archiv oder Office-Dokument, kein Bild'
  if (text.startsWith('id3') || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0))
    return 'Audiodatei: die Mediathek nimmt nur Bilder und Videos'
  const printable = [...head.subarray(0, 512)].filter(
    (byte) => byte === 9 || byte === 10 || byte === 13 || (byte >= 32 && byte < 127) || byte >= 160,
  ).length
  if (printable / Math.min(head.length, 512) > 0.95) return 'Textdatei, kein Bild'
  return 'Inhalt ist kein Bild oder Video, das die Mediathek kennt'
}

async function headOf(file: string, bytes = 4100): Promise<Buffer> {
  const handle = await open(file, 'r')
  try {
    const buffer = Buffer.alloc(bytes)
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

const extensionOf = (file: string) => path.extname(file).slice(1).toLowerCase()

/** A copy named with the extension its content has, so the library stores a truthful name. */
async function renamed(file: string, extension: string, scratch: string, counter: () => number) {
  const base = path.basename(file, path.extname(file)) || 'datei'
  const copy = path.join(scratch, `${counter()}-${base}.${extension}`)
  await copyFile(file, copy)
  return copy
}

/**
 * Looks at one file before the media library gets it: a link, an empty file, a file of zeros,
 * text, HTML named `.png`, a PDF or a damaged picture is refused with the reason; an SVG is drawn
 * into a PNG (its scripts and links cannot come along that way); a picture or video whose name
 * has another type's extension is copied under the right one. Pictures are decoded in full, as
 * the library's renditions will, so a truncated photo is found here and not half-way.
 */
export function mediaFileChecker(scratch: string) {
  let copies = 0
  const counter = () => (copies += 1)
  return async function check(file: string): Promise<MediaFileVerdict> {
    const stat = await lstat(file).catch(() => null)
    if (!stat) return { ok: false, reason: 'Datei nicht lesbar' }
    if (stat.isSymbolicLink()) return { ok: false, reason: 'Verknüpfung (Symlink), keine Datei' }
    if (!stat.isFile()) return { ok: false, reason: 'keine Datei' }
    if (stat.size === 0) return { ok: false, reason: 'leere Datei (0 Byte)' }
    const head = await headOf(file)
    const video = videoOf(head)
    if (video) {
      const extension = extensionOf(file)
      return extension === video || (video === 'mp4' && extension === 'm4v')
        ? { ok: true, file }
        : {
            ok: true,
            file: await renamed(file, video, scratch, counter),
            note: `Endung .${extension || '(keine)'} passte nicht zum Inhalt (${video.toUpperCase()})`,
          }
    }
    const format = await sharp(file)
      .metadata()
      .then((metadata) => metadata.format as string | undefined)
      .catch(() => undefined)
    if (format === 'svg') {
      const png = path.join(scratch, `${counter()}-${path.basename(file, path.extname(file))}.png`)
      const drawn = await sharp(file, { density: 144 })
        .png()
        .toFile(png)
        .then(() => true)
        .catch(() => false)
      return drawn
        ? {
            ok: true,
            file: png,
            note: 'SVG-Grafik als PNG-Bild übernommen (ohne Skripte und Links)',
          }
        : { ok: false, reason: 'SVG-Grafik, die sich nicht zeichnen lässt' }
    }
    const extension = format ? PICTURES[format] : undefined
    if (!extension) return { ok: false, reason: describe(head) }
    // The library's smallest rendition, made once here: what fails here would fail there.
    const decodes = await sharp(file)
      .rotate()
      .resize({ width: 480, withoutEnlargement: true })
      .webp()
      .toBuffer()
      .then(() => true)
      .catch(() => false)
    if (!decodes) return { ok: false, reason: 'Bild ist beschädigt oder unvollständig' }
    if ((EXTENSIONS[extension] ?? [extension]).includes(extensionOf(file)))
      return { ok: true, file }
    return {
      ok: true,
      file: await renamed(file, extension, scratch, counter),
      note: `Endung .${extensionOf(file) || '(keine)'} passte nicht zum Inhalt (${format!.toUpperCase()}): als .${extension} übernommen`,
    }
  }
}
