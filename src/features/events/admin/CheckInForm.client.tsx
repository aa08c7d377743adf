'use client'

import { Button } from '@payloadcms/ui'
import { type FormEvent, useRef, useState } from 'react'

import type { CheckInResult } from './checkInResult'
import { startScanner } from './scanner'

const ANSWERS: Record<CheckInResult['result'], { text: string; tone: string }> = {
  checked_in: { text: 'Gültig – eingecheckt', tone: '#0b6b2f' },
  already_checked_in: { text: 'Bereits eingecheckt', tone: '#8a4b00' },
  cancelled: { text: 'Storniert – kein Einlass', tone: '#a4161a' },
  unpaid: { text: 'Nicht bezahlt', tone: '#a4161a' },
  unknown: { text: 'Unbekannter Code', tone: '#a4161a' },
}
const clock = new Intl.DateTimeFormat('de-DE', { timeStyle: 'short', dateStyle: 'short' })

/** Type or scan a code; the answer is spoken by screen readers and large enough to read at arm's length. */
export function CheckInForm() {
  const [code, setCode] = useState('')
  const [answer, setAnswer] = useState<CheckInResult | null>(null)
  const [problem, setProblem] = useState('')
  const [scanning, setScanning] = useState(false)
  const video = useRef<HTMLVideoElement>(null)
  const stop = useRef<(() => void) | null>(null)

  const check = async (value: string, paid = false) => {
    setProblem('')
    const response = await fetch('/api/event-tickets/check-in', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: value, ...(paid ? { paid: true } : {}) }),
    }).catch(() => null)
    if (!response) return setProblem('Keine Verbindung zum Server.')
    const body = (await response.json()) as CheckInResult & { message?: string }
    if (!response.ok) {
      setAnswer(null)
      return setProblem(
        response.status === 400 ? 'Das ist kein Kartencode.' : (body.message ?? 'Fehler.'),
      )
    }
    setAnswer(body)
    setCode('')
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void check(code)
  }

  const scan = async () => {
    if (scanning) {
      stop.current?.()
      setScanning(false)
      return
    }
    setScanning(true)
    stop.current = await startScanner(video.current!, (value) => {
      stop.current?.()
      setScanning(false)
      void check(value)
    }).catch(() => {
      setScanning(false)
      setProblem('Die Kamera ist nicht verfügbar. Bitte den Code eintippen.')
      return null
    })
  }

  return (
    <div style={{ maxWidth: '32rem', display: 'grid', gap: '1rem' }}>
      <form onSubmit={submit} style={{ display: 'grid', gap: '0.5rem' }}>
        <label htmlFor="ticket-code">Kartencode</label>
        <input
          id="ticket-code"
          className="field-type"
          autoComplete="off"
          autoCapitalize="characters"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          style={{ fontSize: '1.25rem', padding: '0.5rem' }}
        />
        <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
          <Button type="submit" size="medium">
            Prüfen
          </Button>
          <Button type="button" buttonStyle="secondary" size="medium" onClick={() => void scan()}>
            {scanning ? 'Kamera stoppen' : 'Mit der Kamera scannen'}
          </Button>
        </div>
      </form>
      <video ref={video} hidden={!scanning} muted playsInline style={{ width: '100%' }} />
      <div role="status" aria-live="polite" aria-label="Ergebnis der Prüfung">
        {problem && <p style={{ color: '#a4161a', fontWeight: 600 }}>{problem}</p>}
        {answer && (
          <CheckInAnswer answer={answer} payAndCheckIn={(code) => void check(code, true)} />
        )}
      </div>
    </div>
  )
}

/** The door's answer, large enough to read at arm's length; unpaid tickets can be paid here. */
function CheckInAnswer({
  answer,
  payAndCheckIn,
}: {
  answer: CheckInResult
  payAndCheckIn: (code: string) => void
}) {
  const shown = ANSWERS[answer.result]
  return (
    <div style={{ borderLeft: `0.5rem solid ${shown.tone}`, paddingLeft: '1rem' }}>
      <p style={{ fontSize: '1.75rem', fontWeight: 700, color: shown.tone, margin: 0 }}>
        {shown.text}
      </p>
      {answer.ticket && (
        <p>
          {answer.ticket.attendeeName} · {answer.ticket.ticketTypeName} · {answer.ticket.event}
          <br />
          Code {answer.ticket.code}
          {answer.ticket.checkedInAt &&
            ` · eingecheckt ${clock.format(new Date(answer.ticket.checkedInAt))}`}
        </p>
      )}
      {answer.result === 'unpaid' && answer.ticket && (
        <Button type="button" size="medium" onClick={() => payAndCheckIn(answer.ticket!.code)}>
          Bezahlt – jetzt einchecken
        </Button>
      )}
    </div>
  )
}
