import { describe, expect, it } from 'vitest'

import { bookingLimit, cancelDeadline, canCancel, isPast, saleState } from './eventRules'

const event = { start: '2026-12-12T09:00:00Z', end: '2026-12-12T12:00:00Z', status: 'planned' }

describe('event rules', () => {
  it('sell between the sale window and the start', () => {
    const type = { saleStart: '2026-12-01T00:00:00Z', saleEnd: '2026-12-10T23:00:00Z' }
    expect(saleState(event, type, new Date('2026-11-30T23:59:59Z'))).toBe('not_yet')
    expect(saleState(event, type, new Date('2026-12-01T00:00:00Z'))).toBe('open')
    expect(saleState(event, type, new Date('2026-12-10T23:00:01Z'))).toBe('over')
    expect(saleState(event, {}, new Date('2026-12-12T08:59:59Z'))).toBe('open')
    expect(saleState(event, {}, new Date('2026-12-12T09:00:00Z'))).toBe('over')
    expect(saleState({ ...event, status: 'cancelled' }, {}, new Date('2026-12-01'))).toBe(
      'cancelled',
    )
  })

  it('limit a booking to the per-order maximum and the places left', () => {
    expect(bookingLimit(4, 10)).toBe(4)
    expect(bookingLimit(4, 2)).toBe(2)
    expect(bookingLimit(4, -1)).toBe(0)
  })

  it('let attendees cancel until the owner’s window closes', () => {
    const withWindow = { ...event, cancelHours: 48 }
    expect(cancelDeadline(withWindow).toISOString()).toBe('2026-12-10T09:00:00.000Z')
    expect(canCancel(withWindow, new Date('2026-12-10T09:00:00Z'))).toBe(true)
    expect(canCancel(withWindow, new Date('2026-12-10T09:00:01Z'))).toBe(false)
    expect(canCancel({ ...withWindow, status: 'cancelled' }, new Date('2026-12-01'))).toBe(false)
  })

  it('move an event to the past once it has ended', () => {
    expect(isPast(event, new Date('2026-12-12T11:59:59Z'))).toBe(false)
    expect(isPast(event, new Date('2026-12-12T12:00:01Z'))).toBe(true)
  })
})
