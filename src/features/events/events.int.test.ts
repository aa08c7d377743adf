import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { eachDatabase, startTestPayload, type TestPayload } from '@/test/testPayload'
import type { Event } from '@/payload-types'

import { copyEventEndpoint, notifyAttendeesEndpoint } from './admin/eventEndpoints.server'
import { checkInEndpoint } from './admin/ticketEndpoints.server'
import { handleEventIcs } from './eventFiles.server'
import { ERASED_EMAIL, eventsHousekeeping } from './housekeeping.server'
import { bookingByKey } from './tickets/manageBooking.server'
import {
  handleCancelPost,
  handleTicketPost,
  handleWaitlistPost,
} from './tickets/ticketEndpoint.server'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

const describeEach = await eachDatabase()
const quiet = { disableRevalidate: true }
const DAY = 86_400_000

describeEach('events with tickets (%s)', (kind) => {
  let instance: TestPayload
  const payload = () => instance.payload
  let ip = 0
  const address = () => `10.55.${kind === 'sqlite' ? 1 : 2}.${(ip += 1) % 250}`

  const post = (
    handler: typeof handleTicketPost,
    path: string,
    body: string,
    headers: Record<string, string> = {},
  ) =>
    handler(
      new Request(`http://127.0.0.1${path}`, {
        method: 'POST',
        body,
        headers: {
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': address(),
          ...headers,
        },
      }),
      payload(),
    )

  const makeEvent = async (
    slug: string,
    type: Record<string, unknown>,
    extra: Partial<Event> = {},
  ) =>
    payload().create({
      collection: 'events',
      data: {
        title: `Kurs ${slug}`,
        slug,
        start: new Date(Date.now() + 10 * DAY).toISOString(),
        end: new Date(Date.now() + 10 * DAY + 3 * 3_600_000).toISOString(),
        ticketTypes: [{ name: 'Teilnahme', priceCents: 0, capacity: 3, maxPerOrder: 4, ...type }],
        ...extra,
      } as never,
      context: quiet,
    })

  const form = (event: Event, fields: Record<string, string | number>) =>
    new URLSearchParams({
      event: String(event.id),
      ticketType: event.ticketTypes![0]!.id!,
      email: 'gast@example.org',
      privacy: '1',
      ...Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)])),
    }).toString()

  const book = (event: Event, quantity = 1, fields: Record<string, string> = {}) =>
    post(
      handleTicketPost,
      '/api/events/tickets',
      form(event, {
        quantity,
        ...Object.fromEntries(
          Array.from({ length: quantity }, (_, i) => [`name-${i + 1}`, `Gast ${i + 1}`]),
        ),
        ...fields,
      }),
    )

  const placesLeft = async (event: Event) =>
    (
      await payload().find({
        collection: 'event-places',
        where: { event: { equals: event.id } },
        overrideAccess: true,
      })
    ).docs[0]!.placesLeft

  const tickets = async (event: Event, where: Record<string, unknown> = {}) =>
    (
      await payload().count({
        collection: 'event-tickets',
        where: { and: [{ event: { equals: event.id } }, where] } as never,
        overrideAccess: true,
      })
    ).totalDocs

  beforeAll(async () => {
    instance = await startTestPayload(kind)
    await payload().updateGlobal({
      slug: 'site-settings',
      data: { businessName: 'Salon Test', email: 'salon@example.org' } as never,
      context: quiet,
    })
  }, 120_000)

  afterAll(async () => instance?.cleanup())

  it('books free tickets: codes, the mail with PDF and calendar, the booking page by its key', async () => {
    const event = await makeEvent('frei', {})
    const answer = await book(event, 2, { email: 'Anna@Example.org' })
    expect(answer.status).toBe(201)
    const body = (await answer.json()) as { location: string; tickets: { code: string }[] }
    expect(body.tickets).toHaveLength(2)
    expect(body.tickets[0]!.code).toMatch(/^[0-9A-Z]{20}$/)
    expect(await placesLeft(event)).toBe(1)
    const key = body.location.split('/').pop()!
    const booking = await bookingByKey(payload(), key)
    expect(booking?.tickets.map((ticket) => ticket.attendeeName)).toEqual(['Gast 1', 'Gast 2'])
    expect(await bookingByKey(payload(), 'A'.repeat(24))).toBeNull()
    const { docs: mails } = await payload().find({
      collection: 'mail-outbox',
      where: { to: { equals: 'anna@example.org' } },
      overrideAccess: true,
    })
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain(body.tickets[0]!.code.slice(0, 4))
    expect(mails[0]!.text).toContain('kein Widerrufsrecht')
    const files = (mails[0]!.attachments as { filename: string }[]).map((file) => file.filename)
    expect(files).toEqual(['karten.pdf', 'veranstaltung.ics'])
  })

  it('never sells more places than there are, however many book at the same moment', async () => {
    const event = await makeEvent('ansturm', { capacity: 5, maxPerOrder: 2 })
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, index) => book(event, index % 2 === 0 ? 1 : 2)),
    )
    const statuses = results.map((result) => result.status)
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true)
    const sold = await tickets(event)
    expect(sold).toBeLessThanOrEqual(5)
    expect(sold).toBeGreaterThanOrEqual(4)
    expect(await placesLeft(event)).toBe(5 - sold)
    // Nothing left for the next: a clear refusal, nothing written.
    if (sold === 5) expect((await book(event, 1)).status).toBe(409)
  })

  it('keeps to the sale window and the per-order maximum', async () => {
    const later = await makeEvent('spaeter', {
      saleStart: new Date(Date.now() + DAY).toISOString(),
    })
    const over = await makeEvent('vorbei', { saleEnd: new Date(Date.now() - 60_000).toISOString() })
    const begun = await makeEvent('begonnen', {}, {
      start: new Date(Date.now() - 60_000).toISOString(),
      end: new Date(Date.now() + 3_600_000).toISOString(),
    } as Partial<Event>)
    const small = await makeEvent('klein', { capacity: 10, maxPerOrder: 2 })
    for (const [event, code] of [
      [later, 'sale_not_yet'],
      [over, 'sale_over'],
      [begun, 'sale_over'],
    ] as const) {
      const answer = await book(event, 1)
      expect(answer.status).toBe(409)
      expect(((await answer.json()) as { code: string }).code).toBe(code)
      expect(await tickets(event)).toBe(0)
    }
    const tooMany = await book(small, 3)
    expect(tooMany.status).toBe(400)
    expect(((await tooMany.json()) as { fields: Record<string, string> }).fields.quantity).toBe(
      'Höchstens 2 Karten je Buchung.',
    )
    const noName = await book(small, 2, { 'name-2': '' })
    expect(noName.status).toBe(400)
    expect(await tickets(small)).toBe(0)
    expect(await placesLeft(small)).toBe(10)
  })

  it('gives a place back by the link, tells the waiting list, and closes with the window', async () => {
    const event = await makeEvent('storno', { capacity: 1 }, { cancelHours: 24 })
    const booked = (await (await book(event, 1, { email: 'erste@example.org' })).json()) as {
      location: string
    }
    const key = booked.location.split('/').pop()!
    // Sold out: the waiting list takes her; a free place would have sent her to the form.
    const waiting = await post(
      handleWaitlistPost,
      '/api/events/waitlist',
      form(event, { name: 'Wartende', email: 'wartet@example.org' }),
    )
    expect(waiting.status).toBe(201)
    // The owner reads what she waits for by the ticket type's name, in a list as in the entry.
    const entries = await payload().find({
      collection: 'event-waitlist',
      where: { event: { equals: event.id } },
      depth: 0,
      overrideAccess: true,
    })
    expect(entries.docs.map((entry) => entry.ticketTypeName)).toEqual([event.ticketTypes![0]!.name])
    const cancelled = await post(handleCancelPost, '/api/events/cancel', `key=${key}`)
    expect(cancelled.status).toBe(200)
    expect(await placesLeft(event)).toBe(1)
    expect(await tickets(event, { status: { equals: 'cancelled' } })).toBe(1)
    const offer = await payload().find({
      collection: 'mail-outbox',
      where: { to: { equals: 'wartet@example.org' } },
      overrideAccess: true,
    })
    expect(offer.docs[0]?.subject).toBe(`Ein Platz ist frei: ${event.title}`)
    const again = await post(handleCancelPost, '/api/events/cancel', `key=${key}`)
    expect(again.status).toBe(409)
    // Inside the last 24 hours: no more cancelling by link.
    const soon = await makeEvent('bald', {}, {
      start: new Date(Date.now() + 3_600_000).toISOString(),
      end: new Date(Date.now() + 7_200_000).toISOString(),
      cancelHours: 24,
    } as Partial<Event>)
    const late = (await (await book(soon, 1)).json()) as { location: string }
    const refused = await post(
      handleCancelPost,
      '/api/events/cancel',
      `key=${late.location.split('/').pop()}`,
    )
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { code: string }).code).toBe('cancel_closed')
  })

  it('follows the owner: capacity changes move the count, her own tickets take places too', async () => {
    const event = await makeEvent('besitzerin', { capacity: 2 })
    await book(event, 2)
    expect(await placesLeft(event)).toBe(0)
    const type = event.ticketTypes![0]!
    const manual = {
      event: event.id,
      ticketType: type.id!,
      attendeeName: 'Telefonisch',
      email: 'tel@example.org',
      status: 'valid' as const,
    }
    await expect(
      payload().create({ collection: 'event-tickets', data: manual, context: quiet }),
    ).rejects.toMatchObject({ status: 409 })
    await payload().update({
      collection: 'events',
      id: event.id,
      data: { ticketTypes: [{ ...type, capacity: 3 }] },
      context: quiet,
    })
    expect(await placesLeft(event)).toBe(1)
    await payload().create({ collection: 'event-tickets', data: manual, context: quiet })
    expect(await placesLeft(event)).toBe(0)
    await expect(
      payload().delete({ collection: 'events', id: event.id, context: quiet }),
    ).rejects.toMatchObject({ status: 409 })
  })

  it('writes calendar files in Berlin time across both changes of summer time', async () => {
    const autumn = await makeEvent('herbstnacht', {}, {
      start: '2026-10-24T22:30:00.000Z',
      end: '2026-10-25T02:30:00.000Z',
    } as Partial<Event>)
    const spring = await makeEvent('fruehlingsnacht', {}, {
      start: '2027-03-28T00:30:00.000Z',
      end: '2027-03-28T01:30:00.000Z',
    } as Partial<Event>)
    const ics = async (event: Event) =>
      (
        await handleEventIcs(new Request('http://127.0.0.1/'), payload(), `${event.slug}.ics`)
      ).text()
    const autumnIcs = await ics(autumn)
    expect(autumnIcs).toContain('DTSTART;TZID=Europe/Berlin:20261025T003000')
    expect(autumnIcs).toContain('DTEND;TZID=Europe/Berlin:20261025T033000')
    const springIcs = await ics(spring)
    expect(springIcs).toContain('DTSTART;TZID=Europe/Berlin:20270328T013000')
    expect(springIcs).toContain('DTEND;TZID=Europe/Berlin:20270328T033000')
  })

  it('copies an event, notifies its attendees and admits a ticket once at two doors', async () => {
    const staff = { collection: 'users', id: 1, roles: ['editor'], email: 'tuer@salon.example' }
    const request = (id: number | null, body: unknown = {}, user: unknown = staff) =>
      ({
        payload: payload(),
        user,
        routeParams: id ? { id: String(id) } : {},
        json: async () => body,
        url: 'http://127.0.0.1/api',
      }) as never
    const event = await makeEvent('vorlage', {
      capacity: 4,
      questions: [{ question: 'Haarlänge?' }],
    })
    const booked = (await (await book(event, 2, { email: 'paar@example.org' })).json()) as {
      tickets: { code: string }[]
    }

    const copied = await copyEventEndpoint.handler(request(event.id))
    expect(copied.status).toBe(201)
    const copy = await payload().findByID({
      collection: 'events',
      id: ((await copied.json()) as { id: number }).id,
    })
    expect(copy).toMatchObject({
      title: 'Kurs vorlage (Kopie)',
      slug: 'vorlage-kopie',
      published: false,
    })
    expect(copy.ticketTypes?.[0]).toMatchObject({
      capacity: 4,
      questions: [{ question: 'Haarlänge?' }],
    })
    expect(copy.ticketTypes?.[0]?.id).not.toBe(event.ticketTypes?.[0]?.id)
    expect(await placesLeft(copy)).toBe(4)
    expect(await tickets(copy)).toBe(0)
    const second = await copyEventEndpoint.handler(request(event.id))
    expect(
      (
        await payload().findByID({
          collection: 'events',
          id: ((await second.json()) as { id: number }).id,
        })
      ).slug,
    ).toBe('vorlage-kopie-2')

    const notified = await notifyAttendeesEndpoint.handler(
      request(event.id, { subject: 'Raumänderung', message: 'Wir treffen uns im ersten Stock.' }),
    )
    expect(await notified.json()).toEqual({ mails: 1 })
    expect((await notifyAttendeesEndpoint.handler(request(event.id, { subject: '' }))).status).toBe(
      400,
    )
    expect((await copyEventEndpoint.handler(request(event.id, {}, null))).status).toBe(403)
    expect(
      (
        await copyEventEndpoint.handler(
          request(event.id, {}, { collection: 'customers', id: 1, roles: ['admin'] }),
        )
      ).status,
    ).toBe(403)

    // The door looks first: nothing is marked until „Einlassen“. The event is ten days away: at
    // another event's door its ticket is „Nicht für diese Veranstaltung“, at its own „Nicht für
    // heute“, and neither admits without a reason, which is recorded with who gave it.
    const door = async (body: Record<string, unknown>) =>
      (await (await checkInEndpoint.handler(request(null, body))).json()) as {
        result: string
        warnings?: string[]
        ticket?: { checkedInAt: string | null; eventId: number; checkInOverride: string | null }
      }
    const other = booked.tickets[1]!.code
    const looked = await door({ code: other, mode: 'check', event: event.id + 1000 })
    expect(looked.result).toBe('wrong_event')
    expect(looked.ticket?.checkedInAt).toBeNull()
    expect(looked.warnings).toEqual(['other_day', 'other_event'])
    const refused = await door({ code: other, mode: 'admit', event: event.id })
    expect(refused).toMatchObject({ result: 'wrong_day', warnings: ['other_day'] })
    expect(refused.ticket?.checkedInAt).toBeNull()
    expect(
      (await checkInEndpoint.handler(request(null, { code: other, override: ' x ' }))).status,
    ).toBe(400)
    const admitted = await door({ code: other, mode: 'admit', override: 'Kommt zur Probe' })
    expect(admitted.result).toBe('checked_in')
    const record = 'Nicht für heute – Grund: Kommt zur Probe – tuer@salon.example'
    expect(admitted.ticket?.checkInOverride).toBe(record)
    const stored = await payload().find({
      collection: 'event-tickets',
      where: { code: { equals: other.replace(/-/g, '') } },
      overrideAccess: true,
    })
    expect(stored.docs[0]?.checkInOverride).toBe(record)
    expect((await door({ code: other, mode: 'check' })).result).toBe('already_checked_in')
    const undone = await door({ code: other, mode: 'undo' })
    expect(undone.result).toBe('undone')
    expect(undone.ticket?.checkedInAt).toBeNull()
    expect(undone.ticket?.checkInOverride).toBeNull()
    expect((await door({ code: other, mode: 'check' })).result).toBe('wrong_day')
    expect(
      (await checkInEndpoint.handler(request(null, { code: other, mode: 'open' }))).status,
    ).toBe(400)

    const code = booked.tickets[0]!.code
    const doors = await Promise.all(
      [1, 2].map(
        async () =>
          (await (
            await checkInEndpoint.handler(request(null, { code, override: 'Probe' }))
          ).json()) as {
            result: string
          },
      ),
    )
    expect(doors.map((door) => door.result).sort()).toEqual(['already_checked_in', 'checked_in'])
  })

  it('deletes attendee data after each event’s retention and waiting lists once it ended', async () => {
    const ended = (slug: string, daysAgo: number, keepAttendeesMonths: number) =>
      makeEvent(slug, { capacity: 5 }, {
        start: new Date(Date.now() - daysAgo * DAY - 7_200_000).toISOString(),
        end: new Date(Date.now() - daysAgo * DAY).toISOString(),
        keepAttendeesMonths,
      } as Partial<Event>)
    const old = await ended('lange-her', 200, 6)
    const recent = await ended('kuerzlich', 20, 6)
    for (const event of [old, recent]) {
      const type = event.ticketTypes![0]!.id!
      await payload().create({
        collection: 'event-tickets',
        data: {
          event: event.id,
          ticketType: type,
          attendeeName: 'Alte Gästin',
          email: 'alt@example.org',
          status: 'valid',
          answers: [{ question: 'Haarlänge?', answer: 'lang' }],
        },
        context: quiet,
      })
      await payload().create({
        collection: 'event-waitlist',
        data: { event: event.id, ticketType: type, name: 'Wartet', email: 'w@example.org' },
        context: quiet,
      })
    }
    const result = await eventsHousekeeping(payload())
    expect(result.anonymised).toBe(1)
    const ticketOf = async (event: Event) =>
      (
        await payload().find({
          collection: 'event-tickets',
          where: { event: { equals: event.id } },
        })
      ).docs[0]!
    expect(await ticketOf(old)).toMatchObject({
      attendeeName: 'gelöscht',
      email: ERASED_EMAIL,
      answers: [],
    })
    expect(await ticketOf(recent)).toMatchObject({
      attendeeName: 'Alte Gästin',
      email: 'alt@example.org',
    })
    const waiting = await payload().count({
      collection: 'event-waitlist',
      where: { event: { in: [old.id, recent.id] } },
    })
    expect(waiting.totalDocs).toBe(0)
    // A second run has nothing left to do.
    expect((await eventsHousekeeping(payload())).anonymised).toBe(0)
  })

  it('answers bad input to every event endpoint with a 4xx JSON error and changes nothing', async () => {
    const event = await makeEvent('falsch', { capacity: 5 })
    const before = await placesLeft(event)
    const cases: Array<[typeof handleTicketPost, string, string, Record<string, string>?]> = [
      [handleTicketPost, '/api/events/tickets', 'event=abc&ticketType=x&quantity=1'],
      [handleTicketPost, '/api/events/tickets', form(event, { ticketType: 'nope', quantity: 1 })],
      [handleTicketPost, '/api/events/tickets', form(event, { quantity: -1, 'name-1': 'A B' })],
      [
        handleTicketPost,
        '/api/events/tickets',
        form(event, { quantity: 1, 'name-1': 'Gast', email: 'x' }),
      ],
      [
        handleTicketPost,
        '/api/events/tickets',
        form(event, { quantity: 1, 'name-1': 'Gast', privacy: '' }),
      ],
      [
        handleTicketPost,
        '/api/events/tickets',
        '{"event":1}',
        { 'content-type': 'application/json' },
      ],
      [handleTicketPost, '/api/events/tickets', `x=${'a'.repeat(40_000)}`],
      [handleCancelPost, '/api/events/cancel', 'key=short'],
      [handleCancelPost, '/api/events/cancel', `key=${'A'.repeat(24)}&ticket=abc`],
      [
        handleWaitlistPost,
        '/api/events/waitlist',
        form(event, { name: 'Zu früh', email: 'w@example.org' }),
      ],
      [
        handleWaitlistPost,
        '/api/events/waitlist',
        'event=999999&ticketType=x&name=A%20B&email=a@b.de&privacy=1',
      ],
    ]
    for (const [handler, path, body, headers] of cases) {
      const answer = await post(handler, path, body, headers)
      expect(answer.status, `${path} ${body.slice(0, 60)}`).toBeGreaterThanOrEqual(400)
      expect(answer.status).toBeLessThan(500)
      const json = (await answer.json()) as { code?: string; message?: string }
      expect(typeof json.code).toBe('string')
      expect(typeof json.message).toBe('string')
    }
    expect(await placesLeft(event)).toBe(before)
    expect(await tickets(event)).toBe(0)
    expect(
      (
        await payload().count({
          collection: 'event-waitlist',
          where: { event: { equals: event.id } },
        })
      ).totalDocs,
    ).toBe(0)
  })
})
