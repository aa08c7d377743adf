'use client'

import { Button, ConfirmationModal, useModal } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import type { ArchiveKind } from '../manifest'
import { AnswerBox } from './AnswerBox'
import { restoreAnswer, type RestoreAnswer } from './restoreAnswer'

export type ArchiveRow = {
  name: string
  /** „27.11.2026, 03:00“, the salon's clock. */
  created: string
  kind: ArchiveKind | null
  size: string
  contents: string
}

const CONFIRM = 'restore-archive'

/** Beside the date: which of two archives of one afternoon is which. */
const KIND_WORDS: Record<ArchiveKind, string> = {
  nightly: '',
  manual: ' (von Hand)',
  beforeRestore: ' (Stand vor einer Wiederherstellung)',
}

/**
 * The archives under „Datensicherung“ with their download and „Wiederherstellen“: she is told
 * what is replaced and that the present state is backed up first, and confirms; the answer
 * stays above the list.
 */
export function ArchiveTable({ rows }: { rows: ArchiveRow[] }) {
  const router = useRouter()
  const { openModal } = useModal()
  const [chosen, setChosen] = useState<ArchiveRow | null>(null)
  const [answer, setAnswer] = useState<RestoreAnswer | null>(null)

  async function restore() {
    if (!chosen) return
    setAnswer(null)
    const response = await fetch(
      `/api/globals/backup-settings/restore/${encodeURIComponent(chosen.name)}`,
      { method: 'POST', credentials: 'include' },
    ).catch(() => null)
    const body = (await response?.json().catch(() => ({}))) as Record<string, string>
    setAnswer(restoreAnswer(response?.status ?? 0, body, chosen.created))
    if (response) router.refresh()
  }

  return (
    <>
      <div role="status" aria-label="Ergebnis der Wiederherstellung">
        <AnswerBox answer={answer} />
      </div>
      <div style={{ overflowX: 'auto' }}>
        <table aria-label="Sicherungen" style={{ width: '100%', textAlign: 'left' }}>
          <thead>
            <tr>
              <th scope="col">Erstellt</th>
              <th scope="col">Wiederherstellen</th>
              <th scope="col">Größe</th>
              <th scope="col">Inhalt</th>
              <th scope="col">Herunterladen</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name}>
                <td>
                  {row.created} Uhr{row.kind ? KIND_WORDS[row.kind] : ''}
                </td>
                <td>
                  <Button
                    buttonStyle="secondary"
                    size="small"
                    margin={false}
                    aria-label={`Stand vom ${row.created} Uhr wiederherstellen`}
                    onClick={() => {
                      setChosen(row)
                      openModal(CONFIRM)
                    }}
                  >
                    Wiederherstellen
                  </Button>
                </td>
                <td>{row.size}</td>
                <td>{row.contents}</td>
                <td>
                  <a href={`/api/globals/backup-settings/download/${row.name}`} download>
                    {row.name}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmationModal
        modalSlug={CONFIRM}
        heading="Sicherung wiederherstellen?"
        body={
          <>
            <p>
              Die Website wird auf den Stand vom {chosen?.created} Uhr zurückgesetzt: Seiten,
              Einstellungen, Termine, Bestellungen, Anfragen, Konten und Bilder. Was seitdem
              hinzukam oder geändert wurde, geht dabei verloren.
            </p>
            <p>
              Vorher wird der jetzige Stand als Sicherung („Stand vor einer Wiederherstellung“) abgelegt; mit ihr lässt sich
              das rückgängig machen. Für die wenigen Sekunden der Wiederherstellung ist die Website
              nicht erreichbar. Danach gilt das Passwort vom Stand der Sicherung.
            </p>
          </>
        }
        confirmLabel="Jetzt wiederherstellen"
        confirmingLabel="Stelle wieder her …"
        cancelLabel="Abbrechen"
        onConfirm={restore}
      />
    </>
  )
}
