import { berlinDate, berlinMinuteOfDay, berlinWeekday } from '@/lib/berlinTime'
import type { Schedule } from '@/lib/openingHours/schedule'
import { WEEKDAYS } from '@/lib/weekdays'

import { union } from './intervals'
import { workingSpans, type StaffTime } from './slots'

/** An appointment as the hours check reads it: its client time and who does it. */
export type BookedTime = { start: string; end: string; staffId: number }

/** A booked appointment the hours no longer cover, with what the owner needs to decide. */
export type StrandedAppointment = {
  id: number
  start: string
  end: string
  customerName: string
  customerEmail: string
  staff: string
  services: string
  reason: string
  depositCents: number
  depositPaid: string | null
  depositRefundedCents: number
}

/** Why a booked time no longer lies within the hours, in the owner's words. */
export type OutsideReason =
  | { kind: 'salonClosed'; note?: string }
  | { kind: 'absent'; staff: string }
  | { kind: 'outsideHours'; staff: string }

const DAY_MINUTES = 24 * 60

/**
 * Why `booked` lies outside its staff member's bookable time of its day (the salon's hours, a
 * special day, her own week and absences, as online booking reads them), or null when it lies
 * within one span of it. The owner may book outside the hours on purpose; this is what a change
 * of the hours leaves stranded, and she decides what becomes of it.
 */
export function whyOutside(
  booked: BookedTime,
  staff: StaffTime,
  salon: Schedule,
): OutsideReason | null {
  const date = berlinDate(booked.start)
  const from = berlinMinuteOfDay(booked.start)
  const to = berlinDate(booked.end) === date ? berlinMinuteOfDay(booked.end) : DAY_MINUTES + 1
  const spans = union(workingSpans(staff, date, salon))
  if (spans.some((span) => span.from <= from && to <= span.to)) return null
  const special = salon.special.find((period) => period.from <= date && date <= period.until)
  const salonDay = special ? special.ranges : salon.week[WEEKDAYS[berlinWeekday(date)]!.value]
  const salonHasHours = special !== undefined || Object.values(salon.week).some((r) => r.length)
  if (salonHasHours && salonDay.length === 0)
    return { kind: 'salonClosed', ...(special?.note ? { note: special.note } : {}) }
  const absent = staff.absences.some(
    (absence) => absence.from <= date && date <= absence.until && absence.ranges.length === 0,
  )
  return absent
    ? { kind: 'absent', staff: staff.name }
    : { kind: 'outsideHours', staff: staff.name }
}

/** The reason as the owner reads it beside the appointment. */
export function reasonText(reason: OutsideReason): string {
  switch (reason.kind) {
    case 'salonClosed':
      return reason.note ? `Salon geschlossen (${reason.note})` : 'Salon geschlossen'
    case 'absent':
      return `${reason.staff} ist an diesem Tag abwesend`
    case 'outsideHours':
      return `Außerhalb der Öffnungszeiten oder der Arbeitszeit von ${reason.staff}`
  }
}
