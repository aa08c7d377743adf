import { type Span, union } from './intervals'

/** Every busy time is counted in units of this many minutes (and durations are multiples). */
export const UNIT_MINUTES = 5

/** A service as booking needs it (from „Buchbare Leistungen“). */
export type BookableService = {
  id: number
  name: string
  /** From start to finish, processing time included, buffer not. */
  durationMinutes: number
  /** Colour „Einwirkzeit“: the stylist is free for another client during it. */
  processing?: { startsAfterMinutes: number; minutes: number } | null
  /** Cleaning up afterwards: the stylist is busy, the client is gone. */
  bufferMinutes: number
  staffIds: number[]
  /** A staff member's own duration, by staff id. */
  staffDurations?: Record<number, number>
}

/** What one appointment takes of a staff member's time, in minutes from its start. */
export type ServicePlan = {
  /** The client's time: from start to the end of the last service. */
  minutes: number
  /** The stylist's busy spans, buffer included. */
  busy: Span[]
}

/**
 * The chosen services one after another, as `staffId` does them: each one's busy parts around
 * its processing time, the largest buffer of the chosen services after the last. Null when this
 * staff member does not do one of them.
 */
export function planFor(services: BookableService[], staffId: number): ServicePlan | null {
  if (services.length === 0) return null
  let offset = 0
  const busy: Span[] = []
  for (const service of services) {
    if (!service.staffIds.includes(staffId)) return null
    const duration = service.staffDurations?.[staffId] ?? service.durationMinutes
    const pause = service.processing
    const pauseFits =
      pause && pause.minutes > 0 && pause.startsAfterMinutes + pause.minutes < duration
    if (pauseFits) {
      busy.push({ from: offset, to: offset + pause.startsAfterMinutes })
      busy.push({ from: offset + pause.startsAfterMinutes + pause.minutes, to: offset + duration })
    } else busy.push({ from: offset, to: offset + duration })
    offset += duration
  }
  const buffer = Math.max(...services.map((service) => service.bufferMinutes))
  if (buffer > 0) busy.push({ from: offset, to: offset + buffer })
  return { minutes: offset, busy: union(busy) }
}

/**
 * The time units (epoch minutes / UNIT_MINUTES) a plan starting at `start` occupies: what the
 * database holds once per staff member and unit, so two appointments can never overlap.
 */
export function unitsOf(start: Date, plan: ServicePlan): number[] {
  const first = Math.floor(start.getTime() / 60_000 / UNIT_MINUTES)
  const units: number[] = []
  for (const span of plan.busy) {
    const from = first + Math.floor(span.from / UNIT_MINUTES)
    const to = first + Math.ceil(span.to / UNIT_MINUTES)
    for (let unit = from; unit < to; unit += 1) units.push(unit)
  }
  return units
}

/** The instant of a unit, back from the database. */
export const unitStart = (unit: number): Date => new Date(unit * UNIT_MINUTES * 60_000)
