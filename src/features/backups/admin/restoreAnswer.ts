/** What the owner reads after „Wiederherstellen“ or „Hochladen“: German, true, and what to do. */
export type RestoreAnswer = { ok: boolean; text: string; details?: string }

/** A refusal the site has no words of its own for, or no answer at all. */
const otherwise = (status: number, details: string | undefined, refused: string, offline: string) => ({
  ok: false,
  details,
  text: status ? refused : offline,
})

const TOO_LARGE = 'Die Datei ist größer, als hier hochgeladen werden kann (höchstens 4 GB).'

/** The answer of `/restore/<name>` in German (`created`: the archive's date as the list shows it). */
export function restoreAnswer(
  status: number,
  body: Record<string, string | undefined>,
  created: string,
): RestoreAnswer {
  if (status === 200)
    return {
      ok: true,
      text: `Wiederhergestellt: Die Website zeigt den Stand vom ${created} Uhr. Der Stand davor ist als ${body.safetyBackup} gesichert; „Wiederherstellen“ in seiner Zeile macht dies rückgängig.`,
    }
  const details = body.message
  switch (body.code) {
    case 'archive_refused':
      return {
        ok: false,
        details,
        text: 'Nicht wiederhergestellt, nichts wurde geändert: Die Sicherung ist unvollständig, beschädigt oder stammt von einer neueren Version der Website.',
      }
    case 'backup_failed':
      return {
        ok: false,
        details,
        text: 'Nicht wiederhergestellt, nichts wurde geändert: Der jetzige Stand ließ sich vorher nicht sichern (genug Speicherplatz?).',
      }
    case 'restore_failed':
      return {
        ok: false,
        details,
        text: `Die Wiederherstellung ist mittendrin fehlgeschlagen. Der Stand davor ist als ${body.safetyBackup} gesichert: Stellen Sie diese Sicherung wieder her, oder wenden Sie sich an Ihre Technik.`,
      }
    case 'restore_running':
      return { ok: false, text: 'Es läuft bereits eine Wiederherstellung. Bitte warten.' }
    case 'not_found':
      return { ok: false, text: 'Diese Sicherung gibt es nicht mehr. Die Liste ist neu geladen.' }
    case 'forbidden':
      return { ok: false, text: 'Nur Administratorinnen dürfen Sicherungen wiederherstellen.' }
    default:
      return otherwise(
        status,
        details,
        'Nicht wiederhergestellt: Der Server hat die Anfrage abgelehnt.',
        'Keine Verbindung zum Server; ob wiederhergestellt wurde, zeigt die Liste nach dem Neuladen.',
      )
  }
}

/** The answer of `/upload` in German. */
export function uploadAnswer(status: number, body: Record<string, string | undefined>): RestoreAnswer {
  if (status === 201)
    return {
      ok: true,
      text: `Geprüft und in die Liste aufgenommen: ${body.name}. Zum Zurücksetzen wählen Sie „Wiederherstellen“ in ihrer Zeile.`,
    }
  const details = body.message
  switch (body.code) {
    case 'archive_refused':
      return {
        ok: false,
        details,
        text: 'Nicht aufgenommen: Die Datei ist keine vollständige Sicherung dieser Website, ist beschädigt oder stammt von einer neueren Version.',
      }
    case 'already_listed':
      return { ok: false, details, text: 'Diese Sicherung steht schon in der Liste.' }
    case 'too_large':
      return { ok: false, text: TOO_LARGE }
    case 'no_file':
      return { ok: false, text: 'Bitte wählen Sie zuerst eine Datei (salon-….tar.gz).' }
    default:
      return otherwise(
        status,
        details,
        'Nicht aufgenommen: Der Server hat die Datei abgelehnt.',
        'Keine Verbindung zum Server; die Datei wurde nicht aufgenommen.',
      )
  }
}
