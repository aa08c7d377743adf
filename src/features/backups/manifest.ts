import { berlinClockParts, berlinInstant } from '@/lib/berlinTime'

/** What `manifest.json` in every archive says; checked before anything is restored. */
export type Manifest = {
  format: 1
  product: string
  version: string
  createdAt: string
  database: 'sqlite' | 'postgres'
  /** The newest migration applied when the backup was made; its step name fits both databases. */
  lastMigration: string | null
  /** Rows per collection (and per table) at the instant of the snapshot. */
  counts: Record<string, number>
  /** SHA-256 of every other file in the archive, by its path there. */
  files: Record<string, string>
  /** Settings that are not in the archive and must be set again after a restore. */
  notIncluded: string[]
}

export const MANIFEST = 'manifest.json'

/** Never in an archive; the manifest lists them so whoever restores knows what to set. */
export const NOT_INCLUDED = [
  'PAYLOAD_SECRET, or the secret file beside the database (data/payload-secret): without the same secret, signed-in sessions end and the SMTP password must be entered again',
  'The SMTP password of „E-Mail-Versand“ in the admin (removed from the archive): enter it again',
  'SMTP_URL, S3_* credentials, REDIS_URL and METRICS_TOKEN from the environment',
]

/** Columns blanked in every archive: secrets, even encrypted ones. */
export const REDACTED: Record<string, string[]> = { mail_settings: ['password_encrypted'] }

/** 1.2.10 > 1.2.9: numeric parts compared one by one. */
export function compareVersions(a: string, b: string): number {
  const left = a.split(/[.-]/).map((part) => Number.parseInt(part, 10) || 0)
  const right = b.split(/[.-]/).map((part) => Number.parseInt(part, 10) || 0)
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0)
    if (difference !== 0) return Math.sign(difference)
  }
  return 0
}


/** The suffix of an archive the owner asked for („Jetzt sichern“): kept apart from the rotation. */
const MANUAL = '-manuell'

/**
 * `salon-2026-11-28-031500.tar.gz` (the nightly one) or `salon-2026-11-28-143012-manuell.tar.gz`:
 * the salon's clock (Europe/Berlin), as the list and the dashboard beside the file show it.
 */
export function archiveName(at: Date, { manual = false } = {}): string {
  const { year, month, day, hour, minute, second } = berlinClockParts(at)
  const stamp = `${year}-${month}-${day}-${hour}${minute}${second}`
  return `salon-${stamp}${manual ? MANUAL : ''}.tar.gz`
}

export const ARCHIVE_NAME =
  /^salon-(\d{4})-(\d{2})-(\d{2})-(\d{2})(\d{2})(\d{2})(-manuell)?\.tar\.gz$/

export const isManualArchive = (name: string) => ARCHIVE_NAME.exec(name)?.[7] === MANUAL

/**
 * When an archive was made, from its name (Berlin time; names before 28.11.2026 were UTC, their
 * manifests say the moment exactly); null for any other file.
 */
export function archiveDate(name: string): Date | null {
  const match = ARCHIVE_NAME.exec(name)
  if (!match) return null
  const [, y, mo, d, h, mi, s] = match
  const instant = berlinInstant(`${y}-${mo}-${d}`, Number(h) * 60 + Number(mi))
  return new Date(instant.getTime() + Number(s) * 1000)
}
