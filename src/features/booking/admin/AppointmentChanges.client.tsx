'use client'

import { Button } from '@payloadcms/ui'
import { useEffect, useId, useState } from 'react'

const berlinDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(iso))
const longDay = (date: string) =>
  new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(`${date}T12:00:00Z`))

/** The free start times of this appointment's staff member on `day`, „HH:mm“. */
async function freeTimes(id: string | number, day: string): Promise<string[]> {
  const response = await fetch(`/api/appointments/${id}/free-times?tag=${day}`, {
    credentials: 'include',
  }).catch(() => null)
  const answer = (await response?.json().catch(() => null)) as { times?: string[] } | null
  return answer?.times ?? []
}

async function post(path: string, body: unknown): Promise<string | null> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => null)
  if (!response) return 'Keine Verbindung zum Server.'
  if (response.ok) return null
  const answer = (await response.json().catch(() => ({}))) as { message?: string }
  return answer.message ?? 'Das hat nicht geklappt.'
}

type Done = () => void

/** Moves one appointment to a free time of its staff member on a chosen day, after a second press. */
export function MoveAction({
  id,
  start,
  tells,
  onDone,
}: {
  id: string | number
  start: string
  tells: string
  onDone: Done
}) {
  const ids = useId()
  const [day, setDay] = useState(start ? berlinDay(start) : '')
  const [times, setTimes] = useState<string[] | null>(null)
  const [chosen, setChosen] = useState('')
  const [problem, setProblem] = useState('')
  const load = async (value: string) => {
    setDay(value)
    setChosen('')
    setProblem('')
    setTimes(value ? await freeTimes(id, value) : null)
  }
  // The appointment's own day at once: the usual move is to another time of the same day.
  const initialDay = start ? berlinDay(start) : ''
  useEffect(() => {
    if (!initialDay) return
    let current = true
    void freeTimes(id, initialDay).then((found) => current && setTimes(found))
    return () => {
      current = false
    }
  }, [id, initialDay])
  const move = async () => {
    const failed = await post(`/api/appointments/${id}/move`, { tag: day, zeit: chosen })
    if (failed) return setProblem(failed)
    onDone()
  }
  return (
    <section aria-labelledby={`${ids}-move`}>
      <h3 id={`${ids}-move`}>Verlegen</h3>
      <label htmlFor={`${ids}-day`}>Neuer Tag</label>
      <input
        id={`${ids}-day`}
        type="date"
        value={day}
        onChange={(event) => void load(event.target.value)}
        style={{ display: 'block', marginBottom: '0.5rem' }}
      />
      {times && times.length === 0 && <p>An diesem Tag ist bei ihr nichts frei.</p>}
      {times && times.length > 0 && (
        <div
          role="group"
          aria-label={`Freie Zeiten am ${longDay(day)}`}
          style={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem' }}
        >
          {times.map((time) => (
            <Button
              key={time}
              type="button"
              size="small"
              buttonStyle={time === chosen ? 'primary' : 'secondary'}
              aria-pressed={time === chosen}
              onClick={() => setChosen(time)}
            >
              {time}
            </Button>
          ))}
        </div>
      )}
      {chosen && (
        <div role="alertdialog" aria-label="Verlegen bestätigen">
          <p>
            Auf {longDay(day)}, {chosen} Uhr verlegen? {tells}
          </p>
          <Button type="button" size="small" onClick={() => void move()}>
            Verlegen bestätigen
          </Button>
        </div>
      )}
      {problem && (
        <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {problem}
        </p>
      )}
    </section>
  )
}

/** Cancels one appointment with an optional reason for the mail, after a second press. */
export function CancelAction({
  id,
  tells,
  deposit,
  onDone,
}: {
  id: string | number
  tells: string
  /** What becomes of a paid deposit, said before the owner confirms. */
  deposit: string
  onDone: Done
}) {
  const ids = useId()
  const [asking, setAsking] = useState(false)
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState('')
  const cancel = async () => {
    const failed = await post(`/api/appointments/${id}/cancel`, { reason })
    if (failed) return setProblem(failed)
    onDone()
  }
  return (
    <section aria-labelledby={`${ids}-cancel`}>
      <h3 id={`${ids}-cancel`}>Absagen</h3>
      {!asking ? (
        <Button type="button" size="small" buttonStyle="secondary" onClick={() => setAsking(true)}>
          Termin absagen …
        </Button>
      ) : (
        <div role="alertdialog" aria-label="Absage bestätigen">
          <label htmlFor={`${ids}-reason`}>Grund (steht in der E-Mail, freiwillig)</label>
          <textarea
            id={`${ids}-reason`}
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            style={{ display: 'block', width: '100%' }}
          />
          <p>{tells}</p>
          {deposit && <p data-deposit-on-cancel>{deposit}</p>}
          <Button type="button" size="small" onClick={() => void cancel()}>
            Absage bestätigen
          </Button>{' '}
          <Button
            type="button"
            size="small"
            buttonStyle="secondary"
            onClick={() => setAsking(false)}
          >
            Nicht absagen
          </Button>
        </div>
      )}
      {problem && (
        <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {problem}
        </p>
      )}
    </section>
  )
}

/** Who learns of a move or a cancellation, said before the owner confirms it. */
export const tellsCustomer = (email: string) =>
  email
    ? `Die Kundin wird per E-Mail an ${email} informiert.`
    : 'Es ist keine E-Mail-Adresse hinterlegt: Bitte informieren Sie die Kundin selbst.'
