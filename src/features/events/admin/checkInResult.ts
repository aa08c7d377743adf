/** What the door's check-in endpoint answers (ticketEndpoints.server.ts). */
export type CheckInResult = {
  result: 'checked_in' | 'already_checked_in' | 'cancelled' | 'unpaid' | 'unknown'
  ticket?: {
    code: string
    attendeeName: string
    ticketTypeName: string
    event: string
    checkedInAt: string | null
  }
}
