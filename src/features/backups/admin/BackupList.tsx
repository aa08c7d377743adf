import type { Payload } from 'payload'

import path from 'node:path'

import { backupSettingsFor } from '../backup.server'
import { listArchives } from '../backupRuns.server'
import { archiveKind } from '../manifest'
import { MANUAL_KEPT } from '../retention'
import { ArchiveTable } from './ArchiveTable.client'
import { ArchiveUpload } from './ArchiveUpload.client'
import { BackupNow } from './BackupNow.client'

const berlin = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  dateStyle: 'medium',
  // With seconds: a restore's backup of the state before may follow another in the same minute.
  timeStyle: 'medium',
})

const megabytes = (bytes: number) =>
  `${(bytes / 1024 / 1024).toLocaleString('de-DE', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} MB`

const COUNTED: Array<[string, string]> = [
  ['orders', 'Bestellungen'],
  ['form-submissions', 'Anfragen'],
  ['appointments', 'Termine'],
  ['media', 'Bilder'],
]

/** Where the archives are, said plainly, and what keeps a copy off this server. */
function ArchivePlace({ payload, newest }: { payload: Payload; newest?: string }) {
  const settings = backupSettingsFor(payload)
  if (settings.s3)
    return (
      <p>
        Die Sicherungen liegen im Speicher-Bucket „{settings.s3.bucket}“ unter „backups/“, getrennt
        von diesem Server: Fällt er aus, bleiben sie erhalten.
      </p>
    )
  return (
    <div className="backup-place" style={{ display: 'grid', gap: '0.5rem' }}>
      <p>
        Die Sicherungen liegen auf diesem Server im Ordner <code style={{ overflowWrap: 'anywhere' }}>{path.resolve(settings.backupDir)}</code>.
        Fällt der Server aus oder wird er gelöscht, sind sie mit ihm verloren.
      </p>
      <p>
        <strong>Kopie außerhalb des Servers:</strong> Laden Sie mindestens einmal in der Woche die
        neueste Sicherung herunter und bewahren Sie sie woanders auf (Ihr Computer, ein USB-Stick,
        ein Cloud-Speicher). Hier hochgeladen, lässt sie sich jederzeit wiederherstellen. Sollen die
        Sicherungen von selbst außerhalb liegen, richtet Ihre Technik einmal einen Speicher-Bucket
        ein.
        {newest ? (
          <>
            {' '}
            <a href={`/api/globals/backup-settings/download/${newest}`} download>
              Neueste Sicherung herunterladen
            </a>
          </>
        ) : null}
      </p>
    </div>
  )
}

/**
 * „Datensicherung“: make one now, where they are kept, the archives with download and
 * „Wiederherstellen“, and the upload of one kept elsewhere.
 */
export async function BackupList({ payload }: { payload: Payload }) {
  const archives = await listArchives(payload)
  const rows = archives.map((archive) => ({
    name: archive.name,
    created: berlin.format(new Date(archive.createdAt)),
    kind: archiveKind(archive.name),
    size: megabytes(archive.bytes),
    contents: COUNTED.map(([slug, label]) => `${archive.counts[slug] ?? 0} ${label}`).join(', '),
  }))
  return (
    <section aria-labelledby="backups-title" style={{
        marginBottom: '2rem',
        minWidth: 0,
        maxWidth: '100%',
        display: 'grid',
        gap: '1rem',
      }}>
      <h2 id="backups-title">Sicherungen</h2>
      <BackupNow />
      <ArchivePlace payload={payload} newest={archives[0]?.name} />
      <p>
        Nächtliche Sicherungen werden nach den Zahlen unten aufbewahrt. Von Hand erstellte („Jetzt
        sichern“, hochgeladene und die vor einer Wiederherstellung) zählen nicht dazu und ersetzen
        keine nächtliche; die letzten {MANUAL_KEPT} bleiben.
      </p>
      {rows.length === 0 ? <p>Noch keine Sicherung.</p> : <ArchiveTable rows={rows} />}
      <ArchiveUpload />
    </section>
  )
}
