import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { eachDatabase, startTestPayload, type TestPayload } from '@/test/testPayload'

import { bookingHousekeeping } from './housekeeping.server'
import { sendDueReminders } from './mails/reminders.server'
import { takeUnits } from './slots/claims.server'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

const describeEach = await eachDatabase()
const quiet = { disableRevalidate: true }

describeEach('booking jobs (%s)', (kind) => {
  let instance: TestPayload
  let anna: number
  let cut: number
  const payload = () => instance.payload
  const appointment = (start: string, data: Record<string, unknown> = {}) =>
    payload().create({
      collection: 'appointments',
      data: {
        staffMember: anna,
        services: [cut],
        customerName: 'Kundin',
        customerEmail: 'kundin@example.org',
        start,
        ...data,
      } as never,
      context: quiet,
    })
  const reminders = async () =>
    (
      await payload().find({
        collection: 'mail-outbox',
        where: { subject: { like: 'Erinnerung' } },
        overrideAccess: true,
      })
    ).docs

  beforeAll(async () => {
    instance = await startTestPayload(kind)
    anna = (
      await payload().create({
        collection: 'staff-members',
        data: { name: 'Anna' },
        context: quiet,
      })
    ).id
    cut = (
      await payload().create({
        collection: 'booking-services',
        data: { name: 'Schneiden', priceCents: 4500, durationMinutes: 60, staff: [anna] } as never,
        context: quiet,
      })
    ).id
  }, 120_000)

  afterAll(async () => instance?.cleanup())

  it('reminds once, in time, never for a cancelled appointment, even when two runs race', async () => {
    const soon = await appointment('2027-01-12T09:00:00.000Z')
    await appointment('2027-01-12T11:00:00.000Z', { status: 'cancelled' })
    await appointment('2027-01-20T09:00:00.000Z')
    // The clock moved to a day before the first: 23 hours ahead is due, a week ahead is not.
    const now = new Date('2027-01-11T10:00:00.000Z')
    const counts = await Promise.all([
      sendDueReminders(payload(), now),
      sendDueReminders(payload(), now),
    ])
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1)
    expect(await sendDueReminders(payload(), now)).toBe(0)
    const sent = await reminders()
    expect(sent).toHaveLength(1)
    expect(sent[0]?.subject).toMatch(
      /^Erinnerung an Ihren Termin: Dienstag, 12\. Januar 2027, 10:00 Uhr$/,
    )
    const reminded = await payload().findByID({ collection: 'appointments', id: soon.id })
    expect(reminded.reminderSentAt).toBe(now.toISOString())
  })

  it('deletes customer data after the retention time and frees claims a failed save left', async () => {
    const old = await appointment('2025-06-03T08:00:00.000Z', {
      customerPhone: '030 1',
      note: 'Allergie',
    })
    const recent = await appointment('2026-10-06T08:00:00.000Z')
    await takeUnits(payload(), { staff: anna, units: [1, 2, 3], holder: 'left-by-a-failed-save' })
    const result = await bookingHousekeeping(payload(), new Date(Date.now() + 11 * 60_000))
    expect(result.orphans).toBe(3)
    const cleaned = await payload().findByID({ collection: 'appointments', id: old.id })
    expect(cleaned).toMatchObject({
      customerName: 'gelöscht',
      customerEmail: null,
      customerPhone: null,
      note: null,
      start: '2025-06-03T08:00:00.000Z',
    })
    expect(cleaned.title).not.toContain('Kundin')
    expect(
      (await payload().findByID({ collection: 'appointments', id: recent.id })).customerName,
    ).toBe('Kundin')
    // Its time is still held: a second appointment there is refused.
    await expect(appointment('2025-06-03T08:30:00.000Z')).rejects.toMatchObject({ status: 409 })
  })
})
