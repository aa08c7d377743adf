import type { BackupState } from './backupState.server'
import styles from './Overview.module.css'

const berlin = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  dateStyle: 'medium',
  timeStyle: 'short',
})

/**
 * Administrators only: when the last good backup was made, always; a warning instead when it is
 * older than two days (or there is none), with the way to „Datensicherung“.
 */
export function BackupStatus({ state }: { state: BackupState }) {
  if (!state.stale)
    return (
      <p className={styles.muted} data-backup-status>
        Letzte Datensicherung: {berlin.format(new Date(state.lastSuccessAt!))} Uhr ·{' '}
        <a href="/admin/globals/backup-settings">Datensicherung</a>
      </p>
    )
  return (
    <p className={styles.warning} role="alert" data-backup-warning>
      {state.lastSuccessAt
        ? `Die letzte erfolgreiche Datensicherung ist vom ${berlin.format(new Date(state.lastSuccessAt))} Uhr, älter als zwei Tage.`
        : 'Es gibt noch keine erfolgreiche Datensicherung.'}
      {state.lastError ? ` Letzter Fehler: ${state.lastError}` : ''}{' '}
      <a href="/admin/globals/backup-settings">Zur Datensicherung</a>
    </p>
  )
}
