import type { BackupState } from './backupState.server'
import styles from './Overview.module.css'

const berlin = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  dateStyle: 'medium',
  timeStyle: 'short',
})

/**
 * Administrators only: a warning when the last good backup is older than two days (or there is
 * none), with the way to „Datensicherung“. Nothing when all is well.
 */
export function BackupWarning({ state }: { state: BackupState }) {
  if (!state.stale) return null
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
