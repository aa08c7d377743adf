'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

/** „Jetzt sichern“: makes an archive at once and shows it in the list. */
export function BackupNow() {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null)

  async function backUp() {
    setBusy(true)
    setAnswer(null)
    const response = await fetch('/api/globals/backup-settings/now', {
      method: 'POST',
      credentials: 'include',
    }).catch(() => null)
    const body = (await response?.json().catch(() => ({}))) as { name?: string; message?: string }
    setBusy(false)
    setAnswer(
      response?.ok
        ? { ok: true, text: `Gesichert: ${body.name}` }
        : { ok: false, text: `Nicht gesichert: ${body.message ?? 'keine Verbindung zum Server'}` },
    )
    if (response?.ok) router.refresh()
  }

  return (
    <p>
      <button type="button" className="btn btn--style-secondary" onClick={backUp} disabled={busy}>
        {busy ? 'Sichere …' : 'Jetzt sichern'}
      </button>{' '}
      <span role="status" aria-label="Ergebnis der Sicherung">
        {answer?.text ?? ''}
      </span>
    </p>
  )
}
