import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import * as tar from 'tar'

import { MANIFEST, type Manifest } from './manifest'

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/** Every file below `dir`, as paths relative to it with forward slashes. */
export async function filesBelow(dir: string, prefix = ''): Promise<string[]> {
  if (!fs.existsSync(dir)) return []
  const entries = await fs.promises.readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name
      if (entry.isDirectory()) return filesBelow(path.join(dir, entry.name), relative)
      return entry.isFile() ? [relative] : []
    }),
  )
  return nested.flat().sort()
}

/**
 * Packs a staged folder into `target`: the manifest gets a checksum of every file first, and
 * the archive is written under a temporary name and renamed, so a half-written archive is never
 * listed or restored.
 */
export async function packArchive(
  staging: string,
  manifest: Omit<Manifest, 'files'>,
  target: string,
): Promise<Manifest> {
  const files: Record<string, string> = {}
  for (const file of await filesBelow(staging)) files[file] = await sha256Of(path.join(staging, file))
  const complete: Manifest = { ...manifest, files }
  await fs.promises.writeFile(path.join(staging, MANIFEST), JSON.stringify(complete, null, 2))
  const partial = `${target}.partial`
  await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, [
    MANIFEST,
    ...Object.keys(files),
  ])
  await fs.promises.rename(partial, target)
  return complete
}

export class ArchiveError extends Error {
  override name = 'ArchiveError'
}

/**
 * Unpacks an archive into `into` and checks it whole before anything is changed: it must be a
 * complete gzip tar, hold a manifest, every file the manifest names with its checksum, and no
 * other file.
 */
export async function unpackArchive(archive: string, into: string): Promise<Manifest> {
  if (!fs.existsSync(archive)) throw new ArchiveError(`No archive at ${archive}.`)
  try {
    // Read through once without writing a file: a truncated or damaged gzip fails here whole,
    // before a half-extracted folder exists.
    await tar.list({ file: archive, strict: true })
    await tar.extract({ file: archive, cwd: into, strict: true })
  } catch (error) {
    throw new ArchiveError(
      `The archive is damaged or incomplete (${error instanceof Error ? error.message : error}).`,
    )
  }
  const manifestFile = path.join(into, MANIFEST)
  if (!fs.existsSync(manifestFile)) throw new ArchiveError('The archive holds no manifest.json.')
  let manifest: Manifest
  try {
    manifest = JSON.parse(await fs.promises.readFile(manifestFile, 'utf8')) as Manifest
  } catch {
    throw new ArchiveError('The manifest of the archive is not readable JSON.')
  }
  if (manifest.format !== 1 || typeof manifest.files !== 'object' || !manifest.files)
    throw new ArchiveError('The manifest is not one this version reads.')
  const present = (await filesBelow(into)).filter((file) => file !== MANIFEST)
  const extra = present.filter((file) => !(file in manifest.files))
  if (extra.length) throw new ArchiveError(`The archive holds files its manifest does not list: ${extra.slice(0, 3).join(', ')}.`)
  for (const [file, expected] of Object.entries(manifest.files)) {
    const full = path.join(into, file)
    if (!fs.existsSync(full)) throw new ArchiveError(`The archive lacks ${file}.`)
    if ((await sha256Of(full)) !== expected)
      throw new ArchiveError(`The checksum of ${file} does not match: the archive is damaged.`)
  }
  return manifest
}
