import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { handleLogin, handleRegister } from '@/features/accounts/auth/authEndpoints.server'
import { handleBookingPost } from '@/features/booking/bookingEndpoint.server'
import { handleTicketPost } from '@/features/events/tickets/ticketEndpoint.server'
import { purgeOldSuspects, releaseSuspect } from '@/features/spam-review'
import { addDays, berlinDate } from '@/lib/berlinTime'
import type { SpamSuspect } from '@/payload-types'
import { eachDatabase, startTestPayload, type TestPayload } from '@/test/testPayload'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

const describeEach = await eachDatabase()
const quiet = { disableRevalidate: true }
const TRAP = 'bitte_leer_lassen=x'
const DAY = 24 * 3600_000

/**
 * „Spam-Verdacht“ across the features that hold (issue 42): a robot-trap hit is kept, claims
 * nothing and mails nobody; „Freigeben“ runs the normal flow; after 30 days it is gone.
 */
describeEach('Spam-Verdacht (%s)', (kind) => {
  let instance: TestPayload
  const payload = () => instance.payload
  let ip = 0
  const post = (
    handler: (request: Request, payload: TestPayload['payload']) => Promise<Response>,
    path: string,
    body: string,
  ) =>
    handler(
      new Request(`http://127.0.0.1${path}`, {
        method: 'POST',
        body,
        headers: {
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': `10.91.${kind === 'sqlite' ? 1 : 2}.${(ip += 1)}`,
        },
      }),
      payload(),
    )
  const count = async (collection: 'appointments' | 'event-tickets' | 'mail-outbox') =>
    (await payload().count({ collection, overrideAccess: true })).totalDocs
  const latestHeld = async () =>
    (
      await payload().find({
        collection: 'spam-suspects',
        sort: '-createdAt',
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0] as SpamSuspect
  const release = async (suspect: SpamSuspect) =>
    releaseSuspect(payload(), {
      id: suspect.id,
      kind: suspect.kind,
      data: suspect.data as Record<string, unknown>,
    })
  const mailsTo = async (to: string) =>
    (
      await payload().find({
        collection: 'mail-outbox',
        where: { to: { equals: to } },
        overrideAccess: true,
      })
    ).docs

  let service = 0
  let event = { id: 0, type: '' }
  const day = addDays(berlinDate(new Date()), 8)

  beforeAll(async () => {
    instance = await startTestPayload(kind)
    await payload().updateGlobal({
      slug: 'site-settings',
      data: { businessName: 'Salon Test', email: 'salon@example.org', phone: '030 999' } as never,
      context: quiet,
    })
    const weekHours = Object.fromEntries(
      ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'].map((day) => [day, '09:00–18:00']),
    )
    const anna = await payload().create({
      collection: 'staff-members',
      data: { name: 'Anna', ownHours: true, weekHours } as never,
      context: quiet,
    })
    service = (
      await payload().create({
        collection: 'booking-services',
        data: {
          name: 'Schneiden',
          priceCents: 4500,
          durationMinutes: 60,
          staff: [anna.id],
        } as never,
        context: quiet,
      })
    ).id
    const created = await payload().create({
      collection: 'events',
      data: {
        title: 'Flechtkurs',
        slug: 'flechtkurs-spam',
        start: new Date(Date.now() + 10 * DAY).toISOString(),
        end: new Date(Date.now() + 10 * DAY + 3 * 3_600_000).toISOString(),
        ticketTypes: [{ name: 'Teilnahme', priceCents: 0, capacity: 3, maxPerOrder: 2 }],
      } as never,
      context: quiet,
    })
    event = { id: created.id, type: created.ticketTypes![0]!.id! }
  }, 120_000)

  afterAll(async () => instance?.cleanup())

  it('holds a booking that filled the trap without claiming its time, and books it on release', async () => {
    const choice = `leistung=${service}&team=egal&tag=${day}&zeit=10:00`
    const details = 'name=Rita%20Roboter&email=rita%40example.org&phone=030%201234567&privacy=1'
    const before = await count('appointments')
    const held = await post(
      handleBookingPost,
      '/api/booking/appointments',
      `${choice}&${details}&${TRAP}`,
    )
    expect(held.status).toBe(202)
    expect(await held.json()).toMatchObject({ status: 'held' })
    expect(await count('appointments')).toBe(before)
    expect(await mailsTo('rita@example.org')).toHaveLength(0)
    const suspect = await latestHeld()
    // What the owner reads before releasing: every detail, the services by name.
    expect(suspect.details).toContain('Name: Rita Roboter')
    expect(suspect.details).toContain('Leistungen: Schneiden')
    expect(suspect).toMatchObject({
      kind: 'booking',
      reason: 'trap',
      status: 'held',
      email: 'rita@example.org',
    })

    // The held booking claims nothing: a person books the very same time meanwhile.
    const other = await post(
      handleBookingPost,
      '/api/booking/appointments',
      `${choice}&name=Paula%20Person&email=paula%40example.org&phone=030%207654321&privacy=1`,
    )
    expect(other.status).toBe(201)
    // Released now, the time is gone: the owner reads why, nothing is booked twice.
    const late = (await release(suspect))!
    expect(late).toMatchObject({ released: false })
    expect(late.note).toMatch(/vergeben/)
    expect((await latestHeld()).status).toBe('failed')

    const second = await post(
      handleBookingPost,
      '/api/booking/appointments',
      `leistung=${service}&team=egal&tag=${day}&zeit=14:00&${details}&${TRAP}`,
    )
    expect(second.status).toBe(202)
    // Two clicks at once (two tabs, two administrators): one books, the other is told it is done.
    const secondHeld = await latestHeld()
    const both = await Promise.all([release(secondHeld), release(secondHeld)])
    expect(both.filter((answer) => answer === null)).toHaveLength(1)
    const outcome = both.find((answer) => answer !== null)!
    expect(outcome.released).toBe(true)
    expect(outcome.note).toContain('14:00 Uhr gebucht')
    expect(await count('appointments')).toBe(before + 2)
    expect(await mailsTo('rita@example.org')).toHaveLength(1)
    expect(await latestHeld()).toMatchObject({ status: 'released', outcome: outcome.note })
  })

  it('holds a ticket registration without a place and books it on release', async () => {
    const body = new URLSearchParams({
      event: String(event.id),
      ticketType: event.type,
      email: 'gast@example.org',
      privacy: '1',
      quantity: '2',
      'name-1': 'Gast Eins',
      'name-2': 'Gast Zwei',
    }).toString()
    const held = await post(handleTicketPost, '/api/events/tickets', `${body}&${TRAP}`)
    expect(held.status).toBe(202)
    expect(await count('event-tickets')).toBe(0)
    const suspect = await latestHeld()
    expect(suspect).toMatchObject({ kind: 'tickets', email: 'gast@example.org' })
    expect(JSON.stringify(suspect.data)).not.toContain('bitte_leer_lassen')
    const outcome = (await release(suspect))!
    expect(outcome).toMatchObject({ released: true })
    expect(await count('event-tickets')).toBe(2)
    expect((await mailsTo('gast@example.org')).length).toBeGreaterThan(0)
  })

  it('holds a registration as an account that gets no mail and cannot log in, until released', async () => {
    const body = 'name=Rosa&email=rosa%40example.org&password=Kerzenlicht-Fahrrad-7&privacy=1'
    const held = await post(handleRegister, '/api/account/register', `${body}&${TRAP}`)
    expect(held.status).toBe(202)
    expect(await held.json()).toMatchObject({ mail: 'held' })
    const [customer] = (
      await payload().find({
        collection: 'customers',
        where: { email: { equals: 'rosa@example.org' } },
        overrideAccess: true,
      })
    ).docs
    expect(customer).toMatchObject({ heldAsSpam: true, confirmed: false })
    const login = await post(
      handleLogin,
      '/api/account/login',
      'username=rosa%40example.org&password=Kerzenlicht-Fahrrad-7',
    )
    expect(login.status).toBe(403)
    expect(await mailsTo('rosa@example.org')).toHaveLength(0)
    const suspect = await latestHeld()
    expect(JSON.stringify(suspect.data)).not.toContain('Kerzenlicht')
    expect(await release(suspect)).toMatchObject({ released: true })
    const mails = await mailsTo('rosa@example.org')
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toMatch(/bestätigen/i)
  })

  it('deletes entries after 30 days, with a held account nobody confirmed', async () => {
    const body = 'email=spaeter%40example.org&password=Kerzenlicht-Fahrrad-7&privacy=1'
    expect((await post(handleRegister, '/api/account/register', `${body}&${TRAP}`)).status).toBe(
      202,
    )
    const customers = async () =>
      (
        await payload().count({
          collection: 'customers',
          where: { email: { equals: 'spaeter@example.org' } },
          overrideAccess: true,
        })
      ).totalDocs
    expect(await customers()).toBe(1)
    expect(await purgeOldSuspects(payload(), Date.now())).toBe(0)
    const all = (await payload().count({ collection: 'spam-suspects', overrideAccess: true }))
      .totalDocs
    expect(await purgeOldSuspects(payload(), Date.now() + 31 * DAY)).toBe(all)
    expect(await customers()).toBe(0)
    // Released accounts stay.
    expect(
      (
        await payload().count({
          collection: 'customers',
          where: { email: { equals: 'rosa@example.org' } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(1)
  })
})
