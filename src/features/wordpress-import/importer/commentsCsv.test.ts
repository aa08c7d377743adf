import { describe, expect, it } from 'vitest'

import { commentsCsv } from './commentsCsv'
import { emptyReport, reportText } from './report'

describe('the old site’s comments', () => {
  it('become a spreadsheet for German programs, without a formula a cell could run', () => {
    const csv = commentsCsv({
      comments: [
        {
          item: 'Worth A Thousand Words',
          address: '/aktuelles/worth-a-thousand-words',
          author: 'Lena',
          date: '2024-05-03 10:01:00',
          text: 'Schönes "Bild"!',
        },
        { item: 'Hello world!', author: '=HYPERLINK("x")', date: '', text: '@all' },
      ],
    })
    expect(csv.startsWith('\uFEFF')).toBe(true)
    expect(csv.split('\r\n')).toEqual([
      '\uFEFF"Beitrag";"Adresse hier";"Name";"Geschrieben";"Kommentar"',
      '"Worth A Thousand Words";"/aktuelles/worth-a-thousand-words";"Lena";"03.05.2024 10:01";"Schönes ""Bild""!"',
      `"Hello world!";"";"'=HYPERLINK(""x"")";"";"'@all"`,
      '',
    ])
  })

  it('are counted in the report, with what was left out, and each imported item is listed', () => {
    const report = emptyReport(false, 'Kleines Blog')
    report.counts.Beiträge = { created: 1, updated: 0 }
    report.comments.push({ item: 'A', author: 'B', date: '', text: 'C' })
    report.commentsLeftOut = 1
    report.items.push({
      kind: 'Beiträge',
      title: 'A',
      created: true,
      address: '/aktuelles/a',
      edit: '/admin/collections/posts/1',
    })
    report.refusedMedia.push({
      title: 'Logo',
      file: '2024/05/x.png',
      reason: 'Textdatei, kein Bild',
    })
    report.missingMedia.push({
      title: 'Boot',
      url: 'https://a.example/boat.jpg',
      reason: 'keine Medien hochgeladen; alter Server a.example antwortet nicht',
    })
    const text = reportText(report)
    expect(text).toContain(
      'Kommentare: 1 (die Website zeigt keine Kommentare; sie werden als Tabelle zum Herunterladen aufbewahrt); 1 als Spam oder gelöscht markierte nicht übernommen',
    )
    expect(text).toContain('Übernommen (1):\n  - Beiträge: A (neu) → /aktuelles/a')
    expect(text).toContain(
      'Dateien, die die Mediathek nicht aufnimmt (1):\n  - 2024/05/x.png (Logo): Textdatei, kein Bild',
    )
    expect(text).toContain(
      'Fehlende Medien (1):\n  - Boot: https://a.example/boat.jpg – keine Medien hochgeladen; alter Server a.example antwortet nicht',
    )
  })
})
