'use client'

import { Button, toast } from '@payloadcms/ui'
import { useState } from 'react'

/** „Teilnehmer benachrichtigen“: subject and text, one mail to every attendee through the outbox. */
export function NotifyForm({ eventId }: { eventId: string | number }) {
  const [subject, setSubject] = useState('')
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)

  const send = async () => {
    setBusy(true)
    try {
      const response = await fetch(`/api/events/${eventId}/notify`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ subject, message }),
      })
      const body = (await response.json()) as { mails?: number; message?: string }
      if (!response.ok) return toast.error(body.message ?? 'Das hat nicht geklappt.')
      toast.success(`${body.mails ?? 0} Nachricht(en) liegen im Postausgang.`)
      setSubject('')
      setMessage('')
    } catch {
      toast.error('Keine Verbindung zum Server. Bitte erneut versuchen.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <fieldset style={{ marginBlock: '1.5rem', display: 'grid', gap: '0.5rem', maxWidth: '40rem' }}>
      <legend>Teilnehmer benachrichtigen</legend>
      <label htmlFor="notify-subject">Betreff</label>
      <input
        id="notify-subject"
        className="field-type"
        value={subject}
        maxLength={200}
        onChange={(event) => setSubject(event.target.value)}
      />
      <label htmlFor="notify-message">Nachricht</label>
      <textarea
        id="notify-message"
        rows={5}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <div>
        <Button
          buttonStyle="secondary"
          size="medium"
          disabled={busy || !subject.trim() || !message.trim()}
          onClick={() => void send()}
        >
          An alle Teilnehmer senden
        </Button>
      </div>
    </fieldset>
  )
}
