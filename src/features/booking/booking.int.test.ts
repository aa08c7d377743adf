import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { addDays, berlinDate, berlinInstant } from '@/lib/berlinTime'
import { clock } from '@/lib/clock'
import { createLocalReq } from 'payload'

import { eachDatabase, startTestPayload, type TestPayload } from '@/test/testPayload'

import { cancelEndpoint, freeTimesEndpoint, moveEndpoint } from './admin/ownerActions.server'
import { outsideHoursEndpoint } from './admin/outsideHours.server'
import { handleBookingPost } from './bookingEndpoint.server'
import { handleStaffFeed } from './admin/calendarEndpoints.server'
import { handleManagePost } from './manage/manage.server'
import { bookingPageData } from './pages/bookingPage.server'
import { handleSlotsGet } from './slots/slotsEndpoint.server'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

const describeEach = await eachDatabase()
const quiet = { disableRevalidate: true }
const EVERY_DAY = Object.fromEntries(
  ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'].map((day) => [day, '09:00–18:00']),
)

describeEach('booking through its endpoints (%s)', (kind) => {
  let instance: TestPayload
  let anna: number
  let ben: number
  let cut: number
  const payload = () => instance.payload
  // A week ahead: clear of the minimum notice, inside the horizon, any weekday (staff work daily).
  const day = addDays(berlinDate(new Date()), 7)
  const address = (n: number) => `10.44.${kind === 'sqlite' ? 1 : 2}.${n}`

  const post = (handler: typeof handleBookingPost, path: string, body: string, ip = 1) =>
    handler(
      new Request(`http://127.0.0.1${path}`, {
        method: 'POST',
        body,
        headers: {
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': address(ip),
        },
      }),
      payload(),
    )
  const details = (email: string) =>
    `name=Maria%20Muster&email=${encodeURIComponent(email)}&phone=030%201234567&privacy=1`
  let nextIp = 1
  // Each booking from its own address: twenty per address and ten minutes is the endpoint's limit.
  const book = (choice: string, email = 'maria@example.org', ip = (nextIp += 1)) =>
    post(handleBookingPost, '/api/booking/appointments', `${choice}&${details(email)}`, ip)
  const slots = async (query: string) =>
    handleSlotsGet(
      new Request(`http://127.0.0.1/api/booking/slots?${query}`, {
        headers: { 'x-forwarded-for': address(9) },
      }),
      payload(),
    )
  const outboxTo = async (to: string) =>
    (
      await payload().find({
        collection: 'mail-outbox',
        where: { to: { equals: to } },
        sort: 'createdAt',
        overrideAccess: true,
      })
    ).docs

  beforeAll(async () => {
    instance = await startTestPayload(kind)
    await payload().updateGlobal({
      slug: 'site-settings',
      data: { businessName: 'Salon Test', email: 'salon@example.org', phone: '030 999' } as never,
      context: quiet,
    })
    const staff = (name: string) =>
      payload().create({
        collection: 'staff-members',
        data: { name, ownHours: true, weekHours: EVERY_DAY },
        context: quiet,
      })
    anna = (await staff('Anna')).id
    ben = (await staff('Ben')).id
    cut = (
      await payload().create({
        collection: 'booking-services',
        data: {
          name: 'Schneiden',
          priceCents: 4500,
          from: true,
          durationMinutes: 60,
          staff: [anna, ben],
        } as never,
        context: quiet,
      })
    ).id
  }, 120_000)

  afterAll(async () => instance?.cleanup())

  it('lists free times of a day and refuses malformed questions in English', async () => {
    const answer = await slots(`leistung=${cut}&team=egal&tag=${day}`)
    expect(answer.status).toBe(200)
    const body = (await answer.json()) as { slots: Array<{ time: string; staff: number[] }> }
    expect(body.slots[0]?.time).toBe('09:00')
    expect(body.slots[0]?.staff.sort()).toEqual([anna, ben].sort())
    expect(body.slots.at(-1)?.time).toBe('17:00')
    expect((await slots('leistung=999&team=egal')).status).toBe(400)
    expect(await (await slots(`leistung=${cut}`)).json()).toMatchObject({ code: 'missing_staff' })
  })

  it('offers only times inside the salon’s hours of that day, whatever the staff’s own hours', async () => {
    const weekday = ['su', 'mo', 'tu', 'we', 'th', 'fr', 'sa'][
      new Date(`${day}T12:00:00Z`).getUTCDay()
    ]!
    const setHours = (weekHours: Record<string, string>) =>
      payload().updateGlobal({
        slug: 'site-settings',
        data: { weekHours } as never,
        context: quiet,
      })
    try {
      await setHours({ ...EVERY_DAY, [weekday]: '09:00–14:00' })
      const body = (await (await slots(`leistung=${cut}&team=egal&tag=${day}`)).json()) as {
        slots: Array<{ time: string }>
      }
      // A 60-minute cut: the last start is 13:00, never 14:15 or 14:30.
      expect(body.slots.at(-1)?.time).toBe('13:00')
      expect(body.slots.some((slot) => slot.time > '13:00')).toBe(false)
      const late = await book(`leistung=${cut}&team=egal&tag=${day}&zeit=15:00`)
      expect(late.status).toBe(409)
      expect(await late.json()).toMatchObject({ code: 'time_not_bookable' })
    } finally {
      await setHours(EVERY_DAY)
    }
  })

  it('books for „Egal“ with whoever is free, then refuses the full time with the times still free', async () => {
    const choice = `leistung=${cut}&team=egal&tag=${day}&zeit=10:00`
    const first = await book(choice, 'a@example.org')
    expect(first.status).toBe(201)
    const second = await book(choice, 'b@example.org')
    expect(second.status).toBe(201)
    const booked = await payload().find({
      collection: 'appointments',
      where: { start: { equals: berlinInstant(day, 600).toISOString() } },
      depth: 0,
    })
    expect(booked.docs.map((doc) => doc.staffMember).sort()).toEqual([anna, ben].sort())
    expect(booked.docs[0]).toMatchObject({
      status: 'confirmed',
      source: 'online',
      priceText: expect.stringMatching(/^ab 45,00\s€$/),
    })
    const third = await book(choice, 'c@example.org')
    expect(third.status).toBe(409)
    const refusal = (await third.json()) as { code: string; notice: string }
    expect(refusal.code).toBe('slot_taken')
    expect(refusal.notice).toContain('09:00 Uhr')
    // The customer's confirmation with the calendar file, and the salon's notice.
    const mails = await outboxTo('a@example.org')
    expect(mails[0]?.subject).toMatch(/^Ihr Termin ist gebucht: .+, 10:00 Uhr$/)
    expect(mails[0]?.text).toMatch(/\/termin\/verwalten\/\d+\?key=/)
    expect(JSON.stringify(mails[0]?.attachments)).toContain('termin.ics')
    expect((await outboxTo('salon@example.org')).length).toBeGreaterThanOrEqual(2)
  })

  it('of 20 simultaneous bookings of Anna’s last free time exactly one succeeds', async () => {
    const choice = `leistung=${cut}&team=${anna}&tag=${day}&zeit=15:00`
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        book(choice, `race${index}@example.org`, 100 + index),
      ),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(19)
  })

  it('at a month’s end with nothing left in it, the day step opens on the month of the next free day', async () => {
    // 23:30 on the last day of a month some weeks ahead: nothing of that month is bookable.
    const later = addDays(berlinDate(new Date()), 40)
    const firstOfNext = new Date(`${later.slice(0, 7)}-15T12:00:00Z`)
    firstOfNext.setUTCMonth(firstOfNext.getUTCMonth() + 1, 1)
    const nextMonth = firstOfNext.toISOString().slice(0, 7)
    const monthEnd = addDays(`${nextMonth}-01`, -1)
    const now = berlinInstant(monthEnd, 23 * 60 + 30)
    const opened = await bookingPageData(
      payload(),
      new URLSearchParams(`leistung=${cut}&team=egal`),
      now,
    )
    expect(opened.month?.value).toBe(nextMonth)
    expect(opened.month?.freeDays.size).toBeGreaterThan(0)
    expect(opened.month?.previous).toBe(monthEnd.slice(0, 7))
    // Paged back to it herself: the empty month, and which day is next.
    const paged = await bookingPageData(
      payload(),
      new URLSearchParams(`leistung=${cut}&team=egal&monat=${monthEnd.slice(0, 7)}`),
      now,
    )
    expect(paged.month?.value).toBe(monthEnd.slice(0, 7))
    expect(paged.month?.freeDays.size).toBe(0)
    expect(paged.nextFreeDay?.slice(0, 7)).toBe(nextMonth)
  })

  it.each([
    ['the year’s end', '2026-12-31', 23 * 60 + 50, '2027-01'],
    ['a month’s end on a Sunday evening', '2027-02-28', 22 * 60, '2027-03'],
    ['the night before summer time', '2027-03-27', 23 * 60 + 30, '2027-03'],
  ])(
    'on the site’s clock at %s the day step opens where the next free day is, never in the past',
    async (_, date, minute, month) => {
      // The server's clock, not the machine's: the same answer on whatever day this runs.
      clock.startAt(berlinInstant(date, minute))
      try {
        const opened = await bookingPageData(
          payload(),
          new URLSearchParams(`leistung=${cut}&team=egal`),
        )
        expect(opened.month?.value).toBe(month)
        const days = [...(opened.month?.freeDays ?? [])]
        expect(days.length).toBeGreaterThan(0)
        // Nothing is left of that day at that hour, and nothing before it is offered.
        for (const free of days) expect(free > date).toBe(true)
      } finally {
        clock.startAt(new Date(Date.now()))
      }
    },
  )

  it('refuses bad input and too many open appointments and holds a filled honeypot, booking nothing', async () => {
    const count = async () => (await payload().count({ collection: 'appointments' })).totalDocs
    const before = await count()
    const invalid = await post(
      handleBookingPost,
      '/api/booking/appointments',
      `leistung=${cut}&team=egal&tag=${day}&zeit=11:00&name=&email=nope&phone=1`,
    )
    expect(invalid.status).toBe(400)
    expect(await invalid.json()).toMatchObject({
      code: 'invalid_fields',
      fields: { name: expect.any(String), email: expect.any(String), privacy: expect.any(String) },
    })
    const bot = await post(
      handleBookingPost,
      '/api/booking/appointments',
      `leistung=${cut}&team=egal&tag=${day}&zeit=11:00&${details('bot@example.org')}&bitte_leer_lassen=x`,
    )
    // Held for the owner's review (Spam-Verdacht), claiming no time: the count below stays.
    expect(bot.status).toBe(202)
    expect(await bot.json()).toMatchObject({ status: 'held' })
    const past = await book(
      `leistung=${cut}&team=egal&tag=${addDays(berlinDate(new Date()), -1)}&zeit=11:00`,
    )
    expect(past.status).toBe(409)
    // It never was free: not „gerade vergeben“ (issue 42).
    expect(await past.json()).toMatchObject({ code: 'time_not_bookable' })
    const far = await book(
      `leistung=${cut}&team=egal&tag=${addDays(berlinDate(new Date()), 90)}&zeit=11:00`,
    )
    expect(far.status).toBe(409)
    const night = await book(`leistung=${cut}&team=egal&tag=${day}&zeit=21:00`)
    expect(night.status).toBe(409)
    expect(await night.json()).toMatchObject({ code: 'time_not_bookable' })
    expect((await book(`leistung=${cut}&team=77777&tag=${day}&zeit=11:00`)).status).toBe(400)
    expect(await count()).toBe(before)
    for (const time of ['12:00', '13:00', '14:00'])
      expect(
        (await book(`leistung=${cut}&team=egal&tag=${day}&zeit=${time}`, 'often@example.org'))
          .status,
      ).toBe(201)
    const fourth = await book(
      `leistung=${cut}&team=egal&tag=${day}&zeit=16:00`,
      'often@example.org',
    )
    expect(await fourth.json()).toMatchObject({ code: 'too_many_open' })
  })

  it('the owner moves to a free time of the same staff member and cancels with a reason, both mailed', async () => {
    const owner = await payload().create({
      collection: 'users',
      data: {
        email: `inhaberin-${kind}@example.org`,
        password: 'Inhaberin-Passwort-1',
        roles: ['admin'],
      },
      context: quiet,
    })
    const ownerReq = async (id: number, body: unknown = {}, query = '') =>
      Object.assign(
        await createLocalReq({ user: { ...owner, collection: 'users' } as never }, payload()),
        { routeParams: { id: String(id) }, json: async () => body, url: `http://x/api${query}` },
      )
    const later = addDays(day, 3)
    const answer = await book(
      `leistung=${cut}&team=${anna}&tag=${later}&zeit=09:00`,
      'owner-move@example.org',
    )
    const { id } = (await answer.json()) as { id: number }

    const free = (await (
      await freeTimesEndpoint.handler(await ownerReq(id, {}, `?tag=${later}`))
    ).json()) as { times: string[] }
    // Her own 09:00 is offered again (it is this appointment's), 24-hour times.
    expect(free.times).toContain('09:00')
    expect(free.times).toContain('16:00')
    const moved = await moveEndpoint.handler(await ownerReq(id, { tag: later, zeit: '16:00' }))
    expect(moved.status).toBe(200)
    const doc = await payload().findByID({ collection: 'appointments', id })
    expect(doc.start).toBe(berlinInstant(later, 16 * 60).toISOString())
    expect((await outboxTo('owner-move@example.org')).map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Ihr Termin wurde verlegt/)]),
    )
    // A time outside her hours is refused in German.
    const night = await moveEndpoint.handler(await ownerReq(id, { tag: later, zeit: '21:00' }))
    expect(night.status).toBe(409)
    expect(await night.json()).toMatchObject({
      code: 'slot_taken',
      message: expect.stringMatching(/nicht frei/),
    })

    const cancelled = await cancelEndpoint.handler(
      await ownerReq(id, { reason: 'Die Stylistin ist krank.' }),
    )
    expect(cancelled.status).toBe(200)
    const mails = await outboxTo('owner-move@example.org')
    const notice = mails.find((mail) => /^Ihr Termin wurde abgesagt/.test(mail.subject))
    expect(notice?.text).toContain('Grund: Die Stylistin ist krank.')
    // Once cancelled, nothing more to move.
    expect(
      (await moveEndpoint.handler(await ownerReq(id, { tag: later, zeit: '10:00' }))).status,
    ).toBe(409)
    // Not for visitors.
    const visitor = Object.assign(await createLocalReq({}, payload()), {
      routeParams: { id: String(id) },
      json: async () => ({}),
      url: 'http://x/api',
    })
    expect((await cancelEndpoint.handler(visitor)).status).toBe(403)
  })

  it('a day closed or a staff member away names what stays booked, until it is moved or cancelled', async () => {
    const owner = await payload().create({
      collection: 'users',
      data: {
        email: `inhaberin-tage-${kind}@example.org`,
        password: 'Inhaberin-Passwort-1',
        roles: ['admin'],
      },
      context: quiet,
    })
    const asOwner = async (query = '', id?: number, body: unknown = {}) =>
      Object.assign(
        await createLocalReq({ user: { ...owner, collection: 'users' } as never }, payload()),
        {
          routeParams: id ? { id: String(id) } : {},
          json: async () => body,
          url: `http://x/api/appointments/outside-hours${query}`,
        },
      )
    type Listed = { appointments: Array<{ id: number; reason: string; services: string }> }
    const outside = async (query = '') =>
      (await (await outsideHoursEndpoint.handler(await asOwner(query))).json()) as Listed
    const closed = addDays(day, 20)
    const away = addDays(day, 21)
    const bookOn = async (date: string, email: string) =>
      (
        (await (
          await book(`leistung=${cut}&team=${anna}&tag=${date}&zeit=10:00`, email)
        ).json()) as { id: number }
      ).id
    const onClosed = await bookOn(closed, 'geschlossen@example.org')
    const onAway = await bookOn(away, 'abwesend@example.org')
    expect((await outside()).appointments.map((item) => item.id)).not.toContain(onClosed)

    try {
      await payload().updateGlobal({
        slug: 'site-settings',
        data: { specialDays: [{ from: closed, until: closed, note: 'Fortbildung' }] } as never,
        context: quiet,
      })
      await payload().update({
        collection: 'staff-members',
        id: anna,
        data: { absences: [{ from: away, until: away, reason: 'vacation' }] } as never,
        context: quiet,
      })
      const listed = (await outside()).appointments
      expect(listed.find((item) => item.id === onClosed)).toMatchObject({
        reason: 'Salon geschlossen (Fortbildung)',
        services: 'Schneiden',
      })
      expect(listed.find((item) => item.id === onAway)?.reason).toBe(
        'Anna ist an diesem Tag abwesend',
      )
      // Narrowed to a staff member: Ben has nothing outside his hours.
      expect((await outside(`?mitarbeiterin=${ben}`)).appointments).toEqual([])
      expect((await outside(`?mitarbeiterin=${anna}`)).appointments).toHaveLength(2)

      // Moved to a day the salon is open, cancelled: neither is listed any more.
      const moved = await moveEndpoint.handler(
        await asOwner('', onClosed, { tag: addDays(day, 22), zeit: '11:00' }),
      )
      expect(moved.status).toBe(200)
      expect((await cancelEndpoint.handler(await asOwner('', onAway, {}))).status).toBe(200)
      const left = (await outside()).appointments.map((item) => item.id)
      expect(left).not.toContain(onClosed)
      expect(left).not.toContain(onAway)
    } finally {
      await payload().updateGlobal({
        slug: 'site-settings',
        data: { specialDays: [] } as never,
        context: quiet,
      })
      await payload().update({
        collection: 'staff-members',
        id: anna,
        data: { absences: [] } as never,
        context: quiet,
      })
    }

    // Staff only; a staff member is a positive number.
    const visitor = Object.assign(await createLocalReq({}, payload()), {
      url: 'http://x/api/appointments/outside-hours',
    })
    expect((await outsideHoursEndpoint.handler(visitor)).status).toBe(403)
    expect((await outsideHoursEndpoint.handler(await asOwner('?mitarbeiterin=x'))).status).toBe(400)
  })

  it('cancels and moves by the signed link only, and frees the old time', async () => {
    const answer = await book(
      `leistung=${cut}&team=${anna}&tag=${addDays(day, 1)}&zeit=09:00`,
      'move@example.org',
    )
    const { id, location } = (await answer.json()) as { id: number; location: string }
    const key = new URL(location, 'http://x').searchParams.get('key')!
    const manage = (body: string) => post(handleManagePost, '/api/booking/manage', body)
    // One character changed (a key that already ends in x once made this a valid key).
    const wrongKey = `${key.slice(0, -1)}${key.endsWith('x') ? 'y' : 'x'}`
    expect((await manage(`id=${id}&key=${wrongKey}&action=cancel`)).status).toBe(404)
    expect((await manage(`id=${id + 1}&key=${key}&action=cancel`)).status).toBe(404)
    // Onto a taken time (Ben's 10:00 is free, Anna's 10:00 on `day` is taken): refused.
    expect(
      (await manage(`id=${id}&key=${key}&action=move&team=${anna}&tag=${day}&zeit=10:00`)).status,
    ).toBe(409)
    const moved = await manage(
      `id=${id}&key=${key}&action=move&team=${anna}&tag=${addDays(day, 1)}&zeit=09:30`,
    )
    expect(moved.status).toBe(200)
    expect(await moved.json()).toMatchObject({
      start: berlinInstant(addDays(day, 1), 570).toISOString(),
    })
    expect((await outboxTo('move@example.org')).at(-1)?.subject).toMatch(
      /^Ihr Termin wurde verlegt/,
    )
    const cancelled = await manage(`id=${id}&key=${key}&action=cancel`)
    expect(await cancelled.json()).toMatchObject({ status: 'cancelled' })
    expect(
      (
        await book(
          `leistung=${cut}&team=${anna}&tag=${addDays(day, 1)}&zeit=09:30`,
          'next@example.org',
        )
      ).status,
    ).toBe(201)
    expect((await manage(`id=${id}&key=${key}&action=move&tag=${day}&zeit=17:00`)).status).toBe(409)
  })

  it('serves each staff member’s calendar feed by its token; a renewed token ends the old link', async () => {
    const member = await payload().findByID({
      collection: 'staff-members',
      id: anna,
      overrideAccess: true,
    })
    const token = member.feedToken!
    const feed = await handleStaffFeed(new Request('http://127.0.0.1/'), payload(), `${token}.ics`)
    expect(feed.headers.get('content-type')).toContain('text/calendar')
    const ics = await feed.text()
    expect(ics).toContain('BEGIN:VTIMEZONE')
    expect(ics).toMatch(new RegExp(`DTSTART;TZID=Europe/Berlin:${day.replace(/-/g, '')}T100000`))
    await payload().update({
      collection: 'staff-members',
      id: anna,
      data: { renewFeedToken: true } as never,
      context: quiet,
    })
    expect(
      (await handleStaffFeed(new Request('http://127.0.0.1/'), payload(), `${token}.ics`)).status,
    ).toBe(404)
    expect(
      (await handleStaffFeed(new Request('http://127.0.0.1/'), payload(), 'x'.repeat(32))).status,
    ).toBe(404)
  })

  it('in „Anfrage“ mode the booking waits for the salon, whose answer reaches the customer', async () => {
    await payload().updateGlobal({
      slug: 'booking-settings',
      data: { mode: 'request' },
      context: quiet,
    })
    try {
      const answer = await book(
        `leistung=${cut}&team=${ben}&tag=${addDays(day, 2)}&zeit=11:00`,
        'anfrage@example.org',
      )
      const { id, status } = (await answer.json()) as { id: number; status: string }
      expect(status).toBe('requested')
      expect((await outboxTo('anfrage@example.org'))[0]?.subject).toMatch(
        /^Ihre Terminanfrage ist eingegangen: /,
      )
      // The salon confirms in the admin (a staff user's save).
      const owner = await payload().create({
        collection: 'users',
        data: {
          email: 'chefin@example.org',
          password: 'Chefin-Passwort-1',
          roles: ['admin'],
          name: 'Chefin',
        } as never,
        context: quiet,
      })
      await payload().update({
        collection: 'appointments',
        id,
        data: { status: 'confirmed' },
        user: owner,
        overrideAccess: false,
        context: quiet,
      })
      const mails = await outboxTo('anfrage@example.org')
      expect(mails.at(-1)?.subject).toMatch(/^Ihr Termin ist bestätigt: /)
      expect(JSON.stringify(mails.at(-1)?.attachments)).toContain('termin.ics')
    } finally {
      await payload().updateGlobal({
        slug: 'booking-settings',
        data: { mode: 'instant' },
        context: quiet,
      })
    }
  })
})
