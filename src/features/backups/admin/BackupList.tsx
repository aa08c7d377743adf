import type { Payload } from 'payload'

import { isManualArchive } from '../manifest'
import { listArchives } from '../backupRuns.server'
import { MANUAL_KEPT } from '../retention'
import { BackupNow } from './BackupNow.client'

const berlin = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  dateStyle: 'medium',
  timeStyle: 'short',
})

const megabytes = (bytes: number) =>
  `${(bytes / 1024 / 1024).toLocaleString('de-DE', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} MB`

const COUNTED: Array<[string, string]> = [
  ['orders', 'Bestellungen'],
  ['form-submissions', 'Anfragen'],
  ['appointments', 'Termine'],
  ['media', 'Bilder'],
]

/** The archives under „Datensicherung“: date, size, what they hold, and the download. */
export async function BackupList({ payload }: { payload: Payload }) {
  const archives = await listArchives(payload)
  return (
    <section aria-labelledby="backups-title" style={{ marginBottom: '2rem' }}>
      <h2 id="backups-title">Sicherungen</h2>
      <BackupNow />
      <p>
        Nächtliche Sicherungen werden nach den Zahlen unten aufbewahrt. Von Hand erstellte („Jetzt
        sichern“) zählen nicht dazu und ersetzen keine nächtliche; die letzten {MANUAL_KEPT}
        bleiben.
      </p>
      {archives.length === 0 ? (
        <p>Noch keine Sicherung.</p>
      ) : (
        <table aria-label="Sicherungen" style={{ width: '100%', textAlign: 'left' }}>
          <thead>
            <tr>
              <th scope="col">Erstellt</th>
              <th scope="col">Größe</th>
              <th scope="col">Inhalt</th>
              <th scope="col">Herunterladen</th>
            </tr>
          </thead>
          <tbody>
            {archives.map((archive) => (
              <tr key={archive.name}>
                <td>
                  {berlin.format(new Date(archive.createdAt))} Uhr
                  {isManualArchive(archive.name) ? ' (von Hand)' : ''}
                </td>
                <td>{megabytes(archive.bytes)}</td>
                <td>
                  {COUNTED.map(([slug, label]) => `${archive.counts[slug] ?? 0} ${label}`).join(', ')}
                </td>
                <td>
                  <a href={`/api/globals/backup-settings/download/${archive.name}`} download>
                    {archive.name}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
