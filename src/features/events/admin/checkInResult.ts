/** What the door's check-in endpoint answers (ticketEndpoints.server.ts). */
export type CheckInResult = {
  result:
    | 'valid'
    | 'checked_in'
    | 'already_checked_in'
    | 'cancelled'
    | 'unpaid'
    | 'unknown'
    | 'undone'
    /** Paid and unused, but for another event than the door's or not for today: no entry. */
    | 'wrong_event'
    | 'wrong_day'
  ticket?: {
    code: string
    attendeeName: string
    ticketTypeName: string
    event: string
    eventId: number | null
    /** ISO instants of the event, for the door's „another day“ warning. */
    eventStart: string | null
    eventEnd: string | null
    checkedInAt: string | null
    /** What was recorded when the door admitted it despite a warning. */
    checkInOverride: string | null
  }
  /** Why the door should look twice before admitting: the event is not today, or not the one chosen. */
  warnings?: CheckInWarning[]
}

export type CheckInWarning = 'other_day' | 'other_event'

/** What the door asks for: look only, let in, or take a check-in back. */
export type CheckInMode = 'check' | 'admit' | 'undo'
export const CHECK_IN_MODES: readonly CheckInMode[] = ['check', 'admit', 'undo']

/** The reason the door gives for admitting a wrong ticket all the same: recorded with it. */
export const OVERRIDE_REASON = { min: 3, max: 300 } as const
