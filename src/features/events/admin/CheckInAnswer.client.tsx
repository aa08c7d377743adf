'use client'

import { Button } from '@payloadcms/ui'
import { useId, useState } from 'react'

import { OVERRIDE_REASON, type CheckInResult, type CheckInWarning } from './checkInResult'

const ANSWERS: Record<CheckInResult['result'], { text: string; tone: string }> = {
  valid: { text: 'Gültig', tone: '#0b6b2f' },
  checked_in: { text: 'Eingelassen', tone: '#0b6b2f' },
  already_checked_in: { text: 'Bereits eingelassen', tone: '#8a4b00' },
  cancelled: { text: 'Storniert – kein Einlass', tone: '#a4161a' },
  unpaid: { text: 'Nicht bezahlt', tone: '#a4161a' },
  unknown: { text: 'Unbekannter Code', tone: '#a4161a' },
  undone: { text: 'Einlass zurückgenommen', tone: '#3d3d3d' },
  wrong_event: { text: 'Nicht für diese Veranstaltung', tone: '#a4161a' },
  wrong_day: { text: 'Nicht für heute', tone: '#a4161a' },
}

/** The salon's zone, whatever the phone at the door is set to. */
const berlin = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', ...options })
const clock = berlin({ dateStyle: 'short', timeStyle: 'short' })
const day = berlin({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })

function warningText(warning: CheckInWarning, ticket: NonNullable<CheckInResult['ticket']>) {
  const when = ticket.eventStart ? day.format(new Date(ticket.eventStart)) : 'einen anderen Tag'
  if (warning === 'other_day') return `Gilt für ${when}, nicht für heute.`
  return `Gilt für „${ticket.event}“ (${when}), nicht für die Veranstaltung an dieser Tür.`
}

export type DoorActions = {
  /** `override`: why a wrong ticket is admitted all the same (recorded with it). */
  admit: (code: string, paid?: boolean, override?: string) => void
  undo: (code: string) => void
}

/**
 * The door's answer, large enough to read at arm's length. A valid ticket is let in only by a
 * second press, after any warning was on screen; a check-in can be taken back.
 */
export function CheckInAnswer({
  answer,
  actions,
}: {
  answer: CheckInResult
  actions: DoorActions
}) {
  const shown = ANSWERS[answer.result]
  const ticket = answer.ticket
  const warnings = answer.warnings ?? []
  return (
    <div style={{ borderLeft: `0.5rem solid ${shown.tone}`, paddingLeft: '1rem' }}>
      <p style={{ fontSize: '1.75rem', fontWeight: 700, color: shown.tone, margin: 0 }}>
        {shown.text}
      </p>
      {ticket && (
        <p>
          {ticket.attendeeName} · {ticket.ticketTypeName} · {ticket.event}
          <br />
          Code {ticket.code}
          {ticket.checkedInAt && ` · eingelassen ${clock.format(new Date(ticket.checkedInAt))}`}
        </p>
      )}
      {ticket &&
        warnings.map((warning) => (
          <p
            key={warning}
            style={{ color: '#a4161a', fontWeight: 700, fontSize: '1.125rem' }}
            data-warning={warning}
          >
            {warningText(warning, ticket)}
          </p>
        ))}
      {ticket?.checkInOverride && (
        <p data-override>Trotz Warnung eingelassen: {ticket.checkInOverride}</p>
      )}
      {ticket &&
        (answer.result === 'valid' || answer.result === 'undone') &&
        warnings.length === 0 && (
          <Button type="button" size="large" onClick={() => actions.admit(ticket.code)}>
            Einlassen
          </Button>
        )}
      {ticket && answer.result === 'unpaid' && warnings.length === 0 && (
        <Button type="button" size="large" onClick={() => actions.admit(ticket.code, true)}>
          Bezahlt – jetzt einlassen
        </Button>
      )}
      {ticket &&
        warnings.length > 0 &&
        ['valid', 'undone', 'unpaid', 'wrong_event', 'wrong_day'].includes(answer.result) && (
          <Exception
            key={ticket.code}
            unpaid={answer.result === 'unpaid'}
            admit={(reason) => actions.admit(ticket.code, answer.result === 'unpaid', reason)}
          />
        )}
      {ticket && (answer.result === 'checked_in' || answer.result === 'already_checked_in') && (
        <Button
          type="button"
          buttonStyle="secondary"
          size="medium"
          onClick={() => actions.undo(ticket.code)}
        >
          Einlass rückgängig machen
        </Button>
      )}
    </div>
  )
}

/**
 * A wrong ticket is let in only on purpose: a second step, a reason (recorded with the ticket and
 * who admitted it), and a button that says what it does.
 */
function Exception({ unpaid, admit }: { unpaid: boolean; admit: (reason: string) => void }) {
  const [asking, setAsking] = useState(false)
  const [reason, setReason] = useState('')
  const ids = useId()
  if (!asking)
    return (
      <Button type="button" buttonStyle="secondary" size="medium" onClick={() => setAsking(true)}>
        Ausnahme machen …
      </Button>
    )
  const enough = reason.trim().length >= OVERRIDE_REASON.min
  return (
    <div role="group" aria-labelledby={`${ids}-title`} style={{ display: 'grid', gap: '0.5rem' }}>
      <p id={`${ids}-title`} style={{ fontWeight: 700, margin: 0 }}>
        Trotzdem einlassen
      </p>
      <label htmlFor={`${ids}-reason`}>Grund (wird mit der Karte gespeichert)</label>
      <textarea
        id={`${ids}-reason`}
        rows={2}
        maxLength={OVERRIDE_REASON.max}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        style={{ fontSize: '1rem', padding: '0.5rem' }}
      />
      <Button type="button" size="medium" disabled={!enough} onClick={() => admit(reason.trim())}>
        {unpaid ? 'Bezahlt – mit diesem Grund einlassen' : 'Mit diesem Grund einlassen'}
      </Button>
    </div>
  )
}
