'use client'

import { Button } from '@payloadcms/ui'

import type { CheckInResult, CheckInWarning } from './checkInResult'

const ANSWERS: Record<CheckInResult['result'], { text: string; tone: string }> = {
  valid: { text: 'Gültig', tone: '#0b6b2f' },
  checked_in: { text: 'Eingelassen', tone: '#0b6b2f' },
  already_checked_in: { text: 'Bereits eingelassen', tone: '#8a4b00' },
  cancelled: { text: 'Storniert – kein Einlass', tone: '#a4161a' },
  unpaid: { text: 'Nicht bezahlt', tone: '#a4161a' },
  unknown: { text: 'Unbekannter Code', tone: '#a4161a' },
  undone: { text: 'Einlass zurückgenommen', tone: '#3d3d3d' },
}

/** The salon's zone, whatever the phone at the door is set to. */
const berlin = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', ...options })
const clock = berlin({ dateStyle: 'short', timeStyle: 'short' })
const day = berlin({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })

function warningText(warning: CheckInWarning, ticket: NonNullable<CheckInResult['ticket']>) {
  if (warning === 'other_day')
    return `Achtung: Diese Karte gilt für ${ticket.eventStart ? day.format(new Date(ticket.eventStart)) : 'einen anderen Tag'}, nicht für heute.`
  return `Achtung: Diese Karte gilt für „${ticket.event}“, nicht für die Veranstaltung an dieser Tür.`
}

export type DoorActions = {
  admit: (code: string, paid?: boolean) => void
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
            style={{ color: '#8a4b00', fontWeight: 700, fontSize: '1.125rem' }}
            data-warning={warning}
          >
            {warningText(warning, ticket)}
          </p>
        ))}
      {ticket && (answer.result === 'valid' || answer.result === 'undone') && (
        <Button type="button" size="large" onClick={() => actions.admit(ticket.code)}>
          {warnings.length > 0 ? 'Trotzdem einlassen' : 'Einlassen'}
        </Button>
      )}
      {ticket && answer.result === 'unpaid' && (
        <Button type="button" size="large" onClick={() => actions.admit(ticket.code, true)}>
          {warnings.length > 0 ? 'Bezahlt – trotzdem einlassen' : 'Bezahlt – jetzt einlassen'}
        </Button>
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
