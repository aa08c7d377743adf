'use client'

import { Button } from '@payloadcms/ui'
import { type FormEvent, useRef, useState } from 'react'

import { CheckInAnswer } from './CheckInAnswer.client'
import type { CheckInMode, CheckInResult } from './checkInResult'
import { startScanner } from './scanner'

/** An event the door may admit to (CheckInView.tsx): today's and the coming ones. */
export type DoorEvent = { id: number; label: string }

/** The camera: on and off by one button; a read code ends the scan. */
function useScanner(onCode: (code: string) => void, onProblem: () => void) {
  const [scanning, setScanning] = useState(false)
  const video = useRef<HTMLVideoElement>(null)
  const stop = useRef<(() => void) | null>(null)
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
      onCode(value)
    }).catch(() => {
      setScanning(false)
      onProblem()
      return null
    })
  }
  return { scanning, video, scan }
}

function DoorEventSelect({
  events,
  value,
  onChange,
}: {
  events: DoorEvent[]
  value: string
  onChange: (value: string) => void
}) {
  return (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <label htmlFor="door-event">Einlass für</label>
      <select
        id="door-event"
        className="field-type"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        style={{ fontSize: '1rem', padding: '0.5rem' }}
      >
        <option value="">Alle Veranstaltungen</option>
        {events.map((event) => (
          <option key={event.id} value={event.id}>
            {event.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/**
 * Type or scan a code: the door first sees what the ticket is („Gültig“, with a warning for another
 * day's or another event's ticket), then lets the guest in with a second press, and can take a
 * check-in back. The answer is spoken by screen readers.
 */
export function CheckInForm({
  events,
  initialEvent,
}: {
  events: DoorEvent[]
  initialEvent: number | null
}) {
  const [code, setCode] = useState('')
  const [doorEvent, setDoorEvent] = useState(initialEvent ? String(initialEvent) : '')
  const [answer, setAnswer] = useState<CheckInResult | null>(null)
  const [problem, setProblem] = useState('')

  // Only the latest question's answer is shown: a slower earlier one never replaces it.
  const latest = useRef(0)
  const ask = async (value: string, mode: CheckInMode, paid = false, override?: string) => {
    const asked = (latest.current += 1)
    setProblem('')
    setAnswer(null)
    const response = await fetch('/api/event-tickets/check-in', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        code: value,
        mode,
        ...(paid ? { paid: true } : {}),
        ...(override ? { override } : {}),
        ...(doorEvent ? { event: Number(doorEvent) } : {}),
      }),
    }).catch(() => null)
    const body = (await response?.json().catch(() => ({}))) as
      (CheckInResult & { message?: string }) | undefined
    if (asked !== latest.current) return
    if (!response) return setProblem('Keine Verbindung zum Server.')
    if (!response.ok) {
      setAnswer(null)
      return setProblem(
        response.status === 400 ? 'Das ist kein Kartencode.' : 'Fehler beim Prüfen der Karte.',
      )
    }
    setAnswer(body ?? null)
    if (mode === 'check') setCode('')
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void ask(code, 'check')
  }

  const { scanning, video, scan } = useScanner(
    (value) => void ask(value, 'check'),
    () => setProblem('Die Kamera ist nicht verfügbar. Bitte den Code eintippen.'),
  )

  return (
    <div style={{ maxWidth: '32rem', display: 'grid', gap: '1rem' }}>
      <DoorEventSelect events={events} value={doorEvent} onChange={setDoorEvent} />
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
          <CheckInAnswer
            answer={answer}
            actions={{
              admit: (ticketCode, paid, override) => void ask(ticketCode, 'admit', paid, override),
              undo: (ticketCode) => void ask(ticketCode, 'undo'),
            }}
          />
        )}
      </div>
    </div>
  )
}
