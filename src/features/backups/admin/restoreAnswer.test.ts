import { describe, expect, it } from 'vitest'

import { restoreAnswer, uploadAnswer } from './restoreAnswer'

describe('what the owner reads after „Wiederherstellen“ and „Hochladen“', () => {
  it('names the restored state and the archive that undoes it', () => {
    const answer = restoreAnswer(
      200,
      { safetyBackup: 'salon-2026-11-28-101500-manuell.tar.gz' },
      '27.11.2026, 03:00',
    )
    expect(answer.ok).toBe(true)
    expect(answer.text).toContain('Stand vom 27.11.2026, 03:00 Uhr')
    expect(answer.text).toContain('salon-2026-11-28-101500-manuell.tar.gz')
  })

  it('says in German that nothing changed, with the English reason folded away', () => {
    const refused = restoreAnswer(422, { code: 'archive_refused', message: 'checksum' }, 'x')
    expect(refused).toMatchObject({ ok: false, details: 'checksum' })
    expect(refused.text).toMatch(/^Nicht wiederhergestellt, nichts wurde geändert/)
    const failed = restoreAnswer(500, { code: 'restore_failed', safetyBackup: 'salon-a.tar.gz' }, 'x')
    expect(failed.text).toContain('salon-a.tar.gz')
    expect(restoreAnswer(0, {}, 'x').text).toContain('Keine Verbindung')
  })

  it('answers an upload by what happened to the file', () => {
    expect(uploadAnswer(201, { name: 'salon-b.tar.gz' }).text).toContain('salon-b.tar.gz')
    expect(uploadAnswer(409, { code: 'already_listed' }).text).toBe(
      'Diese Sicherung steht schon in der Liste.',
    )
    expect(uploadAnswer(413, { code: 'too_large' }).text).toContain('4 GB')
    expect(uploadAnswer(400, { code: 'no_file' }).ok).toBe(false)
  })
})
