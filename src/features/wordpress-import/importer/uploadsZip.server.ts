import { createWriteStream } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

import yauzl from 'yauzl'

/** A picture or video larger than this is left in the archive (and listed as missing). */
const MAX_ENTRY_BYTES = 200 * 1024 * 1024
/** What one import unpacks at most: a salon's uploads, not a disk. */
const MAX_TOTAL_BYTES = 8 * 1024 ** 3

/** A symbolic link's mode in a zip entry's external attributes (made on Unix). */
const isLink = (entry: yauzl.Entry) =>
  ((entry.externalFileAttributes >>> 16) & 0o170000) === 0o120000

/** The uploads archive is not a zip file (or a damaged one). */
export class UploadsZipError extends Error {}

/**
 * An entry's path below the uploads folder: archives are made of `wp-content/uploads`, of
 * `uploads` or of its content, so everything up to the first `uploads/` is dropped.
 */
export function uploadsPath(entryName: string): string {
  const name = entryName.replace(/\\/g, '/').replace(/^\/+/, '')
  const at = name.search(/(^|\/)uploads\//)
  if (at < 0) return name
  return name.slice(at + (name[at] === '/' ? 1 : 0) + 'uploads/'.length)
}

/**
 * Unpacks the files the export's attachments name (`wanted`, as `_wp_attached_file` has them)
 * from an uploads archive into `into`, laid out as the uploads folder. Nothing else is written:
 * no resized copies, no plug-in folders, no path outside `into` (yauzl refuses `..` and
 * absolute names), nothing encrypted, no symbolic link, nothing over the size limits (entries'
 * sizes are checked against what they really unpack to). Returns the names unpacked, and those
 * of wanted entries left in the archive with the reason.
 */
export async function unpackUploads(
  zipFile: string,
  wanted: ReadonlySet<string>,
  into: string,
): Promise<{ found: Set<string>; refused: Map<string, string> }> {
  const zip = await yauzl
    .openPromise(zipFile, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false })
    .catch((error: unknown) => {
      throw new UploadsZipError(`Not a zip archive: ${String(error)}`)
    })
  const wantedLower = new Map([...wanted].map((name) => [name.toLowerCase(), name]))
  const found = new Set<string>()
  const refused = new Map<string, string>()
  let total = 0
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', (error: Error) => reject(new UploadsZipError(error.message)))
      zip.on('end', () => resolve())
      zip.on('entry', (entry: yauzl.Entry) => {
        const name = wantedLower.get(uploadsPath(entry.fileName).toLowerCase())
        if (name === undefined || entry.fileName.endsWith('/')) return zip.readEntry()
        const reason = isLink(entry)
          ? 'Verknüpfung (Symlink) im Archiv, keine Datei'
          : entry.isEncrypted()
            ? 'im Archiv verschlüsselt'
            : entry.uncompressedSize > MAX_ENTRY_BYTES
              ? 'größer als 200 MB'
              : total + entry.uncompressedSize > MAX_TOTAL_BYTES
                ? 'Archiv insgesamt über 8 GB'
                : null
        const target = path.resolve(into, name)
        if (!reason && !target.startsWith(path.resolve(into) + path.sep)) return zip.readEntry()
        if (reason) {
          refused.set(name, reason)
          return zip.readEntry()
        }
        wantedLower.delete(name.toLowerCase())
        refused.delete(name)
        total += entry.uncompressedSize
        mkdir(path.dirname(target), { recursive: true })
          .then(() => zip.openReadStreamPromise(entry))
          .then((stream) => pipeline(stream, createWriteStream(target)))
          .then(() => {
            found.add(name)
            zip.readEntry()
          })
          .catch((error: unknown) => reject(new UploadsZipError(String(error))))
      })
      zip.readEntry()
    })
  } finally {
    zip.close()
  }
  return { found, refused }
}

/** Whether a file is a readable zip archive (its directory only), before anything is changed. */
export async function checkUploadsZip(zipFile: string): Promise<void> {
  const zip = await yauzl.openPromise(zipFile, { lazyEntries: true }).catch((error: unknown) => {
    throw new UploadsZipError(`Not a zip archive: ${String(error)}`)
  })
  zip.close()
}
