'use client'

import { useFormModified } from '@payloadcms/ui'
import { useState } from 'react'

type Answer = { ok: boolean; text: string }

/**
 * „Testmail senden“ under the mail settings: a mail to the signed-in admin through the saved
 * settings, with what the mail server answered, word for word.
 */
export function TestMail() {
  const isDirty = useFormModified()
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState<Answer | null>(null)

  async function send() {
    setBusy(true)
    setAnswer(null)
    const response = await fetch('/api/mail-outbox/test-mail', {
      method: 'POST',
      credentials: 'include',
    }).catch(() => null)
    const body = (await response?.json().catch(() => ({}))) as {
      to?: string
      response?: string
      message?: string
    }
    setBusy(false)
    setAnswer(
      response?.ok
        ? {
            ok: true,
            text: `Testmail an ${body.to} angenommen. Antwort des Mailservers: ${body.response ?? '—'}`,
          }
        : {
            ok: false,
            text: `Nicht versendet. Antwort des Mailservers: ${body.message ?? 'keine Verbindung'}`,
          },
    )
  }

  return (
    <div className="field-type" style={{ marginBottom: '2rem' }}>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        disabled={busy}
        onClick={send}
      >
        Testmail senden
      </button>
      <p>
        {isDirty
          ? 'Bitte erst speichern: die Testmail nimmt die gespeicherten Einstellungen.'
          : 'Schickt eine kurze E-Mail an Ihre Adresse, mit den gespeicherten Einstellungen.'}
      </p>
      <p role="status" data-ok={answer?.ok}>
        {answer?.text}
      </p>
    </div>
  )
}
