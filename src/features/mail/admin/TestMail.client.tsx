'use client'

import { useFormModified } from '@payloadcms/ui'
import { useState } from 'react'

import { readTestMailAnswer, type TestMailAnswer } from '@/lib/ui/testMailAnswer'
import { ServerWords } from '@/lib/ui/ServerWords'

/**
 * „Testmail senden“ under the mail settings: a mail to the signed-in admin through the saved
 * settings: in German whether it went, and what to check if not; the server's words apart.
 */
export function TestMail() {
  const isDirty = useFormModified()
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState<TestMailAnswer | null>(null)

  async function send() {
    setBusy(true)
    setAnswer(null)
    const response = await fetch('/api/mail-outbox/test-mail', {
      method: 'POST',
      credentials: 'include',
    }).catch(() => null)
    setAnswer(await readTestMailAnswer(response))
    setBusy(false)
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
      <ServerWords words={answer?.serverWords} />
    </div>
  )
}
