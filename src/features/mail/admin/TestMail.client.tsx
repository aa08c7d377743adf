'use client'

import { useAuth, useFormModified } from '@payloadcms/ui'
import { useEffect, useRef, useState } from 'react'

import { readTestMailAnswer, type TestMailAnswer } from '@/lib/ui/testMailAnswer'
import { ServerWords } from '@/lib/ui/ServerWords'

/**
 * „Testmail senden“ under the mail settings: a mail to the address she chooses (her own to begin
 * with) through the saved settings: in German whether it went, and what to check if not; the
 * server's words apart. The answer is scrolled into view: at the foot of a long form it came
 * below the screen's edge, and nothing seemed to happen.
 */
export function TestMail() {
  const isDirty = useFormModified()
  const { user } = useAuth()
  const [to, setTo] = useState('')
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState<TestMailAnswer | null>(null)
  const status = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    if (answer) status.current?.scrollIntoView({ block: 'nearest' })
  }, [answer])

  async function send() {
    setBusy(true)
    setAnswer(null)
    const response = await fetch('/api/mail-outbox/test-mail', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: to.trim() || user?.email }),
    }).catch(() => null)
    setAnswer(await readTestMailAnswer(response))
    setBusy(false)
  }

  return (
    <div className="field-type" style={{ marginBottom: '2rem' }}>
      {/* Payload's own email field classes, so it looks like the fields above it. */}
      <div className="field-type email" style={{ marginBottom: '0.75rem' }}>
        <label htmlFor="test-mail-to" className="field-label">
          Testmail senden an
        </label>
        <input
          id="test-mail-to"
          type="email"
          value={to}
          placeholder={user?.email ?? ''}
          onChange={(event) => setTo(event.target.value)}
          // Enter sends the test mail; inside the settings form it would save them instead.
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return
            event.preventDefault()
            if (!busy) void send()
          }}
        />
      </div>
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
          : 'Schickt eine kurze E-Mail an diese Adresse (leer: an Ihre), mit den gespeicherten Einstellungen.'}
      </p>
      <p role="status" data-ok={answer?.ok} ref={status}>
        {answer?.text}
      </p>
      <ServerWords words={answer?.serverWords} />
    </div>
  )
}
