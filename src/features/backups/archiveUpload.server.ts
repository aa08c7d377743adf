import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'

import { receiveUpload, UploadRefusal } from '@/lib/receiveUpload.server'

import { ArchiveError } from './archive.server'
import { archiveStoreOf } from './archiveStore.server'
import { backupSettingsFor } from './backup.server'
import { archiveName } from './manifest'
import { checkArchive } from './restore.server'
import { RestoreRefusal } from './restoreRun.server'

/** An archive larger than this is refused as it streams in (media make most of one). */
export const MAX_UPLOAD_BYTES = 4 * 1024 ** 3

/** Streams the archive (field `archive`) to `file`; a refusal as the restore's own. */
async function receiveArchive(request: Request, staging: string): Promise<string> {
  const tooLarge = 'The archive is larger than uploads may be.'
  const { files } = await receiveUpload(request, staging, {
    files: { archive: { maxBytes: MAX_UPLOAD_BYTES, tooLarge } },
  }).catch((error: unknown) => {
    if (error instanceof UploadRefusal)
      throw new RestoreRefusal(error.status, error.code, error.message)
    throw error
  })
  if (!files.archive) throw new RestoreRefusal(400, 'no_file', 'The body holds no file.')
  return files.archive.path
}

/**
 * „Sicherung hochladen“: an archive from the owner's computer joins the list once it is checked
 * whole (complete, every checksum right, from this or an older version). It is named by the
 * moment it was made, as one made by hand, so the nightly rotation leaves it alone; restoring it
 * is then the list's „Wiederherstellen“.
 */
export async function addUploadedArchive(
  payload: Payload,
  request: Request,
): Promise<{ name: string; createdAt: string }> {
  const settings = backupSettingsFor(payload)
  await fs.promises.mkdir(settings.backupDir, { recursive: true })
  const staging = await fs.promises.mkdtemp(path.join(settings.backupDir, '.upload-'))
  try {
    const upload = await receiveArchive(request, staging)
    const checked = await checkArchive(payload, upload).catch((error: unknown) => {
      if (error instanceof ArchiveError)
        throw new RestoreRefusal(422, 'archive_refused', error.message)
      throw error
    })
    await checked.discard()
    const { manifest } = checked
    const store = archiveStoreOf(settings)
    const name = archiveName(new Date(manifest.createdAt), { kind: 'manual' })
    const same = (await store.list()).find(
      (entry) => entry.createdAt === manifest.createdAt || entry.name === name,
    )
    if (same)
      throw new RestoreRefusal(
        409,
        'already_listed',
        `This backup is in the list already: ${same.name}.`,
      )
    const file = path.join(settings.backupDir, name)
    const bytes = (await fs.promises.stat(upload)).size
    await fs.promises.rename(upload, file)
    await fs.promises.writeFile(
      file.replace(/\.tar\.gz$/, '.json'),
      JSON.stringify({ ...manifest, files: undefined, bytes }, null, 2),
    )
    await store.keep(file)
    return { name, createdAt: manifest.createdAt }
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true })
  }
}
