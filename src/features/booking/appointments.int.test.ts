import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { eachDatabase, startTestPayload, type TestPayload } from '@/test/testPayload'

import { takenBetween } from './slots/claims.server'
import { unitStart } from './slots/servicePlan'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

const describeEach = await eachDatabase()
const quiet = { disableRevalidate: true }

describeEach('appointments hold their time in the database (%s)', (kind) => {
  let instance: TestPayload
  let anna: number
  let ben: number
  let cut: number
  let colour: number
  const payload = () => instance.payload

  const book = (data: Record<string, unknown>) =>
    payload().create({
      collection: 'appointments',
      data: { staffMember: anna, services: [cut], customerName: 'Kundin', ...data } as never,
      context: quiet,
    })
  const count = async () => (await payload().count({ collection: 'appointments' })).totalDocs

  beforeAll(async () => {
    instance = await startTestPayload(kind)
    const staff = (name: string) =>
      payload().create({ collection: 'staff-members', data: { name }, context: quiet })
    anna = (await staff('Anna')).id
    ben = (await staff('Ben')).id
    const service = (data: Record<string, unknown>) =>
      payload().create({
        collection: 'booking-services',
        data: { priceCents: 4500, staff: [anna, ben], ...data } as never,
        context: quiet,
      })
    cut = (await service({ name: 'Schneiden', durationMinutes: 60 })).id
    colour = (
      await service({
        name: 'Färben',
        durationMinutes: 80,
        bufferMinutes: 10,
        processing: { startsAfterMinutes: 30, minutes: 30 },
      })
    ).id
  }, 120_000)

  afterAll(async () => instance?.cleanup())

  it('works out the end and refuses an overlapping second appointment', async () => {
    const first = await book({ start: '2026-12-01T09:00:00.000Z' })
    expect(first.end).toBe('2026-12-01T10:00:00.000Z')
    expect(first.title).toMatch(/^Di\., 01\.12\., 10:00 · Kundin$/)
    const before = await count()
    await expect(book({ start: '2026-12-01T09:30:00.000Z' })).rejects.toMatchObject({ status: 409 })
    expect(await count()).toBe(before)
    // Another staff member at the same time, and the same one right after: both fine.
    await book({ staffMember: ben, start: '2026-12-01T09:30:00.000Z' })
    await book({ start: '2026-12-01T10:00:00.000Z' })
  })

  it('of 10 simultaneous bookings of one time exactly one gets it', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) =>
        book({ start: '2026-12-02T09:00:00.000Z', customerName: `Kundin ${index}` }),
      ),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    for (const result of results)
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ status: 409 })
    const { totalDocs } = await payload().count({
      collection: 'appointments',
      where: { start: { equals: '2026-12-02T09:00:00.000Z' } },
    })
    expect(totalDocs).toBe(1)
  })

  it('lets another client into the processing time, not into the buffer', async () => {
    await book({ services: [colour], start: '2026-12-03T09:00:00.000Z' })
    // 09:30–10:00 UTC is the colour's processing time: a 30-minute block fits.
    await book({
      kind: 'blocked',
      services: [],
      start: '2026-12-03T09:30:00.000Z',
      end: '2026-12-03T10:00:00.000Z',
    })
    // 10:20–10:30 is its buffer.
    await expect(
      book({
        kind: 'blocked',
        services: [],
        start: '2026-12-03T10:20:00.000Z',
        end: '2026-12-03T10:40:00.000Z',
      }),
    ).rejects.toMatchObject({ status: 409 })
  })

  it('moves onto a free time, not onto a taken one, and frees the old time', async () => {
    const other = await book({ start: '2026-12-04T12:00:00.000Z' })
    const moved = await book({ start: '2026-12-04T09:00:00.000Z' })
    await expect(
      payload().update({
        collection: 'appointments',
        id: moved.id,
        data: { start: '2026-12-04T11:30:00.000Z' },
        context: quiet,
      }),
    ).rejects.toMatchObject({ status: 409 })
    // Refused: it still holds 09:00.
    expect((await payload().findByID({ collection: 'appointments', id: moved.id })).start).toBe(
      '2026-12-04T09:00:00.000Z',
    )
    await expect(book({ start: '2026-12-04T09:00:00.000Z' })).rejects.toMatchObject({ status: 409 })
    // A half-overlapping move onto its own time is fine.
    await payload().update({
      collection: 'appointments',
      id: moved.id,
      data: { start: '2026-12-04T09:30:00.000Z' },
      context: quiet,
    })
    await book({ start: '2026-12-04T08:30:00.000Z' })
    // To another staff member: Anna's 09:30 is free again.
    await payload().update({
      collection: 'appointments',
      id: moved.id,
      data: { staffMember: ben },
      context: quiet,
    })
    await book({ start: '2026-12-04T09:30:00.000Z' })
    expect(other.id).toBeGreaterThan(0)
  })

  it('frees the time when cancelled or deleted', async () => {
    const first = await book({ start: '2026-12-05T09:00:00.000Z' })
    await payload().update({
      collection: 'appointments',
      id: first.id,
      data: { status: 'cancelled' },
      context: quiet,
    })
    const second = await book({ start: '2026-12-05T09:00:00.000Z' })
    await payload().delete({ collection: 'appointments', id: second.id, context: quiet })
    await book({ start: '2026-12-05T09:00:00.000Z' })
    const from = Date.parse('2026-12-05T00:00:00Z') / 300_000
    const taken = await takenBetween(payload(), from, from + 288)
    expect(
      [...(taken.get(anna) ?? [])].map((unit) => unitStart(unit).toISOString()).sort()[0],
    ).toBe('2026-12-05T09:00:00.000Z')
    expect(taken.get(anna)?.size).toBe(12)
  })

  it('refuses a start that is not on the 5-minute grid', async () => {
    await expect(book({ start: '2026-12-06T09:03:00.000Z' })).rejects.toMatchObject({ status: 400 })
  })
})
