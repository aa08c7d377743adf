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


/**
 * Why an archive was made: the nightly rotation, the owner's „Jetzt sichern“ (or an upload), or
 * the state before a restore (which undoes it). The last two are kept apart from the rotation.
 */
export type ArchiveKind = 'nightly' | 'manual' | 'beforeRestore'

const SUFFIX: Record<ArchiveKind, string> = {
  nightly: '',
  manual: '-manuell',
  beforeRestore: '-vor-wiederherstellung',
}

/**
 * `salon-2026-11-28-031500.tar.gz` (the nightly one), `salon-2026-11-28-143012-manuell.tar.gz`
 * or `…-vor-wiederherstellung.tar.gz`: the salon's clock (Europe/Berlin), as the list and the
 * dashboard beside the file show it.
 */
export function archiveName(at: Date, { kind = 'nightly' }: { kind?: ArchiveKind } = {}): string {
  const { year, month, day, hour, minute, second } = berlinClockParts(at)
  const stamp = `${year}-${month}-${day}-${hour}${minute}${second}`
  return `salon-${stamp}${SUFFIX[kind]}.tar.gz`
}

export const ARCHIVE_NAME =
  /^salon-(\d{4})-(\d{2})-(\d{2})-(\d{2})(\d{2})(\d{2})(-manuell|-vor-wiederherstellung)?\.tar\.gz$/

/** The kind an archive's name says; null for any other file. */
export function archiveKind(name: string): ArchiveKind | null {
  const match = ARCHIVE_NAME.exec(name)
  if (!match) return null
  const suffix = match[7] ?? ''
  return (Object.keys(SUFFIX) as ArchiveKind[]).find((kind) => SUFFIX[kind] === suffix) ?? null
}

/** Outside the nightly rotation: made by hand, uploaded, or the state before a restore. */
export const isManualArchive = (name: string) => {
  const kind = archiveKind(name)
  return kind === 'manual' || kind === 'beforeRestore'
}

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
