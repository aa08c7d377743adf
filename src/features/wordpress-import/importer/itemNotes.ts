import { formatDate } from '@/lib/format'
import { clock } from '@/lib/clock'

import { plainText } from '../content/plainText'
import { isPublic, type WxrItem } from '../wxr/types'
import type { ImportReport } from './report'
import type { ExportScan } from './scan'

/**
 * WordPress's id twice in one file is one item: its last version counts (as in the scan); the
 * earlier ones are passed over, with a note.
 */
export function earlierCopies(scan: ExportScan, report: ImportReport) {
  const occurrences = new Map<number, number>()
  return (entry: WxrItem) => {
    const times = scan.repeated.get(entry.id)
    if (times === undefined) return false
    const seen = (occurrences.get(entry.id) ?? 0) + 1
    occurrences.set(entry.id, seen)
    if (seen === 1)
      report.notes.push({
        title: entry.title || `#${entry.id}`,
        note: `steht ${times}-mal mit derselben WordPress-ID (${entry.id}) in der Datei: die letzte Fassung übernommen`,
      })
    return seen < times
  }
}

/** The comments of an item, kept for the owner's file (spam and deleted ones only counted). */
export function keepComments(entry: WxrItem, report: ImportReport, address: string | undefined) {
  for (const comment of entry.comments) {
    if (comment.approved === 'spam' || comment.approved === 'trash') {
      report.commentsLeftOut += 1
      continue
    }
    report.comments.push({
      item: entry.title || '(ohne Titel)',
      ...(address ? { address } : {}),
      author: comment.author,
      date: comment.date,
      text: plainText(comment.content).trim(),
    })
  }
}

/** What the report says of a page's or post's status: a password dropped, a schedule kept or past. */
export function noteStatus(entry: WxrItem, report: ImportReport) {
  if (entry.status === 'publish' && !isPublic(entry))
    report.notes.push({
      title: entry.title,
      note: 'war mit Passwort geschützt: als Entwurf übernommen, damit der Text nicht öffentlich wird',
    })
  if (entry.status === 'future' && entry.date)
    report.notes.push({
      title: entry.title,
      note:
        Date.parse(entry.date) > clock.ms()
          ? `geplant für ${formatDate(entry.date)}: erscheint dann von selbst`
          : `geplant für ${formatDate(entry.date)} (vorbei): als Entwurf übernommen`,
    })
}
