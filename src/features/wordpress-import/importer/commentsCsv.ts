import { csvDocument } from '@/lib/csv'

import type { ImportReport } from './report'

/** `2024-05-03 10:00:00` (the old site's local time, as the export writes it) → `03.05.2024 10:00`. */
const germanDate = (date: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(date)
  return match ? `${match[3]}.${match[2]}.${match[1]} ${match[4]}:${match[5]}` : date
}

/**
 * The old site's comments as a spreadsheet for the owner: the site has no comments, so they are
 * kept as a file rather than lost (without the writers' mail and IP addresses, which the export
 * carries and nobody here needs).
 */
export const commentsCsv = (report: Pick<ImportReport, 'comments'>) =>
  csvDocument([
    ['Beitrag', 'Adresse hier', 'Name', 'Geschrieben', 'Kommentar'],
    ...report.comments.map((comment) => [
      comment.item,
      comment.address ?? '',
      comment.author,
      germanDate(comment.date),
      comment.text,
    ]),
  ])
