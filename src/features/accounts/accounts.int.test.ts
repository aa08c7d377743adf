import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { COLLECTIONS } from '@/contracts/slugs'
import { eachDatabase, startTestPayload, type TestPayload } from '@/test/testPayload'

import {
  handleDelete,
  handleExport,
  handleLinkOrders,
  handlePassword,
} from './accountEndpoints.server'
import {
  handleConfirm,
  handleForgot,
  handleLogin,
  handleLogout,
  handleMe,
  handleRegister,
  handleReset,
  REGISTER_ANSWER_MS,
} from './auth/authEndpoints.server'
import { unlockCustomer } from './auth/customerLogin.server'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

const describeEach = await eachDatabase()
const PASSWORD = 'Kerzenlicht-Fahrrad-7'

describeEach('visitor accounts (%s)', (kind) => {
  let instance: TestPayload
  const payload = () => instance.payload
  let ip = 0
  // A fresh client address per call: the per-address limits are tested on their own.
  const address = () => `10.77.${kind === 'sqlite' ? 1 : 2}.${(ip += 1) % 250}`
  const request = (path: string, body: string, cookie = '') =>
    new Request(`http://127.0.0.1${path}`, {
      method: 'POST',
      body,
      headers: {
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': address(),
        ...(cookie ? { cookie } : {}),
      },
    })
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
  const sessionOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('salon_konto='))!
      .split(';')[0]!
  const me = async (cookie: string) =>
    (await (
      await handleMe(
        new Request('http://127.0.0.1/api/account/me', { headers: { cookie } }),
        payload(),
      )
    ).json()) as { signedIn: boolean; name?: string }
  const login = (username: string, password: string) =>
    handleLogin(request('/api/account/login', form({ username, password })), payload())
  const mailsTo = async (to: string) =>
    (
      await payload().find({
        collection: COLLECTIONS.mailOutbox,
        where: { to: { equals: to } },
        sort: 'createdAt',
        overrideAccess: true,
      })
    ).docs
  const linkIn = (text: string, path: string) =>
    new URL(new RegExp(`https?://\\S+${path}\\S*`).exec(text)![0]).searchParams.get('token')!

  async function registerConfirmed(email: string, name = 'Lena Berger') {
    const registered = await handleRegister(
      request('/api/account/register', form({ email, password: PASSWORD, name, privacy: '1' })),
      payload(),
    )
    expect(registered.status).toBe(202)
    const mail = (await mailsTo(email)).at(-1)!
    const token = linkIn(mail.text ?? '', '/mein-konto/bestaetigen')
    const confirmed = await handleConfirm(
      request('/api/account/confirm', form({ token })),
      payload(),
    )
    expect(confirmed.status).toBe(200)
  }

  beforeAll(async () => {
    instance = await startTestPayload(kind)
  })
  afterAll(async () => instance?.cleanup())

  it('answers a new, a pending and a known address alike and in the same time; one „besteht bereits“ mail an hour', async () => {
    const known = `known-${kind}@example.org`
    await registerConfirmed(known)
    const pending = `pending-${kind}@example.org`
    await handleRegister(
      request('/api/account/register', form({ email: pending, password: PASSWORD, privacy: '1' })),
      payload(),
    )
    const register = async (email: string) => {
      const started = performance.now()
      const cpuStarted = process.cpuUsage()
      const answer = await handleRegister(
        request('/api/account/register', form({ email, password: PASSWORD, privacy: '1' })),
        payload(),
      )
      const { user, system } = process.cpuUsage(cpuStarted)
      const ms = performance.now() - started
      return {
        ms,
        cpuMs: (user + system) / 1000,
        answer: `${answer.status} ${await answer.text()}`,
      }
    }
    const answers = []
    for (const email of [`new-${kind}@example.org`, pending, known, known, known, pending])
      answers.push(await register(email))
    expect(new Set(answers.map(({ answer }) => answer))).toEqual(
      new Set(['202 {"mail":"stored","location":"/mein-konto/registrieren?gesendet=stored"}']),
    )
    // Unpadded, the answers spread 160 to 300 ms (a new address costs the password hash and
    // the account). Every one waits for the same instant after its arrival, which only a busy
    // machine can delay, never advance; and the costliest work (processor time, which a busy
    // machine does not stretch) fits well within it, so each answer leaves at that instant.
    for (const { ms } of answers) expect(ms).toBeGreaterThanOrEqual(REGISTER_ANSWER_MS - 1)
    expect(Math.max(...answers.map(({ cpuMs }) => cpuMs))).toBeLessThan(REGISTER_ANSWER_MS / 2)
    const exists = (await mailsTo(known)).filter((mail) => mail.subject.includes('besteht bereits'))
    expect(exists).toHaveLength(1)
  })

  it('registers with double opt-in: no login before the link, the same answer for a known address', async () => {
    const email = `lena-${kind}@example.org`
    const first = await handleRegister(
      request(
        '/api/account/register',
        form({ email, password: PASSWORD, name: 'Lena', privacy: '1' }),
      ),
      payload(),
    )
    expect(first.status).toBe(202)
    expect(await first.json()).toMatchObject({ mail: 'stored' })
    const early = await login(email, PASSWORD)
    expect(early.status).toBe(403)
    expect(((await early.json()) as { code: string }).code).toBe('not_confirmed')

    const token = linkIn((await mailsTo(email))[0]!.text ?? '', '/mein-konto/bestaetigen')
    expect(
      (await handleConfirm(request('/api/account/confirm', form({ token })), payload())).status,
    ).toBe(200)
    // The link works once.
    expect(
      (await handleConfirm(request('/api/account/confirm', form({ token })), payload())).status,
    ).toBe(400)

    const again = await handleRegister(
      request(
        '/api/account/register',
        form({ email, password: PASSWORD, name: 'X', privacy: '1' }),
      ),
      payload(),
    )
    expect(again.status).toBe(202)
    expect((await mailsTo(email)).at(-1)!.subject).toContain('besteht bereits')

    const signedIn = await login(email, PASSWORD)
    expect(signedIn.status).toBe(200)
    expect(await me(sessionOf(signedIn))).toEqual({ signedIn: true, name: 'Lena' })
  })

  it('refuses weak and common passwords with a German reason', async () => {
    for (const password of ['kurz', 'password123', 'hallo123456']) {
      const response = await handleRegister(
        request(
          '/api/account/register',
          form({ email: `weak-${kind}@example.org`, password, privacy: '1' }),
        ),
        payload(),
      )
      expect(response.status).toBe(400)
      expect(((await response.json()) as { fields: { password: string } }).fields.password).toMatch(
        /Passwort/,
      )
    }
  })

  it('locks after five wrong passwords for ten minutes, an unknown name alike; the owner unlocks', async () => {
    const email = `lock-${kind}@example.org`
    await registerConfirmed(email)
    const statuses: number[] = []
    for (let n = 0; n < 5; n += 1) statuses.push((await login(email, 'falsch-falsch-1')).status)
    expect(statuses).toEqual([401, 401, 401, 401, 423])
    const locked = await login(email, PASSWORD)
    expect(locked.status).toBe(423)
    expect(((await locked.json()) as { notice: string }).notice).toContain('10 Minuten gesperrt')
    const stored = await payload().find({
      collection: COLLECTIONS.customers,
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    expect(Date.parse(stored.docs[0]!.lockedUntil!)).toBeGreaterThan(Date.now() + 9 * 60_000)

    const unknown: number[] = []
    for (let n = 0; n < 6; n += 1)
      unknown.push((await login(`nobody-${kind}@example.org`, 'falsch-falsch-1')).status)
    expect(unknown).toEqual([401, 401, 401, 401, 423, 423])

    await unlockCustomer(payload(), stored.docs[0]!)
    expect((await login(email, PASSWORD)).status).toBe(200)
  })

  it('keeps both sessions when one account signs in on two devices at the same moment', async () => {
    const email = `two-${kind}@example.org`
    await registerConfirmed(email)
    const logins = await Promise.all([1, 2, 3, 4].map(() => login(email, PASSWORD)))
    expect(logins.map((response) => response.status)).toEqual([200, 200, 200, 200])
    for (const response of logins) expect((await me(sessionOf(response))).signedIn).toBe(true)
    // Logging out ends that device only.
    const [first, second] = logins
    await handleLogout(request('/api/account/logout', '', sessionOf(first!)), payload())
    expect((await me(sessionOf(first!))).signedIn).toBe(false)
    expect((await me(sessionOf(second!))).signedIn).toBe(true)
  })

  it('ends every session when the password changes, and the reset link works once within an hour', async () => {
    const email = `reset-${kind}@example.org`
    await registerConfirmed(email)
    const phone = sessionOf(await login(email, PASSWORD))
    const laptop = sessionOf(await login(email, PASSWORD))
    const changed = await handlePassword(
      request(
        '/api/account/password',
        form({ current: PASSWORD, password: 'Neues-Passwort-Wolke-9' }),
        laptop,
      ),
      payload(),
    )
    expect(changed.status).toBe(200)
    expect((await me(phone)).signedIn).toBe(false)
    expect((await me(sessionOf(changed))).signedIn).toBe(true)

    // Same answer for an unknown address; the known one gets a link.
    expect(
      (
        await handleForgot(
          request('/api/account/forgot', form({ username: 'nie@example.org' })),
          payload(),
        )
      ).status,
    ).toBe(202)
    expect(
      (await handleForgot(request('/api/account/forgot', form({ username: email })), payload()))
        .status,
    ).toBe(202)
    const token = linkIn(
      (await mailsTo(email)).find((mail) => mail.subject.includes('Neues Passwort'))!.text ?? '',
      '/mein-konto/passwort-neu',
    )
    const reset = await handleReset(
      request('/api/account/reset', form({ token, password: 'Drittes-Passwort-Fluss-4' })),
      payload(),
    )
    expect(reset.status).toBe(200)
    expect((await me(sessionOf(changed))).signedIn).toBe(false)
    expect(
      (
        await handleReset(
          request('/api/account/reset', form({ token, password: 'Viertes-Passwort-Berg-5' })),
          payload(),
        )
      ).status,
    ).toBe(400)

    // An expired link is refused.
    await new Promise((resolve) => setTimeout(resolve, 1100))
    await handleForgot(request('/api/account/forgot', form({ username: email })), payload())
    const customer = (
      await payload().find({
        collection: COLLECTIONS.customers,
        where: { email: { equals: email } },
        overrideAccess: true,
        showHiddenFields: true,
      })
    ).docs[0]!
    await payload().db.updateOne({
      collection: COLLECTIONS.customers,
      id: customer.id,
      data: { resetPasswordExpiration: new Date(Date.now() - 1000).toISOString() },
    })
    const late = linkIn(
      (await mailsTo(email)).filter((mail) => mail.subject.includes('Neues Passwort')).at(-1)
        ?.text ?? '',
      '/mein-konto/passwort-neu',
    )
    expect(
      (
        await handleReset(
          request('/api/account/reset', form({ token: late, password: 'Fuenftes-Passwort-See-6' })),
          payload(),
        )
      ).status,
    ).toBe(400)
  })

  it('exports what is stored and deletes the account, keeping her orders anonymised', async () => {
    const email = `export-${kind}@example.org`
    await registerConfirmed(email, 'Export Kundin')
    const session = sessionOf(await login(email, PASSWORD))
    const customer = (
      await payload().find({
        collection: COLLECTIONS.customers,
        where: { email: { equals: email } },
        overrideAccess: true,
      })
    ).docs[0]!
    const order = await payload().create({
      collection: COLLECTIONS.orders,
      overrideAccess: true,
      data: {
        number: `T-${kind}-1`,
        status: 'open',
        paymentMethod: 'vorkasse',
        accessKey: 'k'.repeat(32),
        email,
        customer: customer.id,
        billing: {
          firstName: 'Export',
          lastName: 'Kundin',
          street: 'Weg 1',
          postcode: '10115',
          city: 'Berlin',
          country: 'DE',
        },
        items: [{ title: 'Haaröl', quantity: 1, unitPriceCents: 1290, lineTotalCents: 1290 }],
        totalCents: 1290,
      },
      context: { disableRevalidate: true },
    })
    // A guest order of her address joins the account when she links it.
    const guest = await payload().create({
      collection: COLLECTIONS.orders,
      overrideAccess: true,
      data: {
        number: `T-${kind}-2`,
        status: 'open',
        paymentMethod: 'vorkasse',
        accessKey: 'g'.repeat(32),
        email,
        items: [{ title: 'Haarkur', quantity: 1, unitPriceCents: 990, lineTotalCents: 990 }],
        totalCents: 990,
      },
      context: { disableRevalidate: true },
    })
    const linked = await handleLinkOrders(
      request('/api/account/link-orders', '', session),
      payload(),
    )
    expect(await linked.json()).toMatchObject({ linked: 1 })
    const joined = await payload().findByID({
      collection: COLLECTIONS.orders,
      id: guest.id,
      overrideAccess: true,
      depth: 0,
    })
    expect(joined.customer).toBe(customer.id)

    // Event tickets booked with her address: one of an ended event, one of a coming one.
    const eventAt = (days: number, slug: string) =>
      payload().create({
        collection: COLLECTIONS.events,
        data: {
          title: slug,
          slug: `${slug}-${kind}`,
          status: 'planned',
          place: { kind: 'salon' },
          start: new Date(Date.now() + days * 86_400_000).toISOString(),
          end: new Date(Date.now() + days * 86_400_000 + 3_600_000).toISOString(),
          ticketTypes: [{ name: 'Teilnahme', priceCents: 0, capacity: 5, maxPerOrder: 2 }],
        },
        context: { disableRevalidate: true },
      })
    const ticketFor = async (days: number, slug: string) => {
      const event = await eventAt(days, slug)
      return payload().create({
        collection: COLLECTIONS.eventTickets,
        data: {
          event: event.id,
          ticketType: event.ticketTypes![0]!.id!,
          attendeeName: 'Export Kundin',
          email,
          status: 'valid',
        },
        context: { disableRevalidate: true },
      })
    }
    const pastTicket = await ticketFor(-30, 'vorbei')
    const comingTicket = await ticketFor(30, 'bald')

    const exported = await handleExport(
      new Request('http://127.0.0.1/api/account/export', { headers: { cookie: session } }),
      payload(),
    )
    expect(exported.headers.get('content-disposition')).toMatch(
      /attachment; filename="meine-daten-/,
    )
    const data = (await exported.json()) as Record<string, unknown> & {
      account: Record<string, unknown>
      orders: Array<{ number: string }>
    }
    expect(data.account.email).toBe(email)
    expect(data.account).not.toHaveProperty('hash')
    expect(data.account).not.toHaveProperty('sessions')
    expect(data.orders.map((one) => one.number).sort()).toEqual([`T-${kind}-1`, `T-${kind}-2`])
    expect((data.eventTickets as Array<{ event: string }>).map((one) => one.event).sort()).toEqual([
      'bald',
      'vorbei',
    ])
    expect(JSON.stringify(data.eventTickets)).not.toContain('bookingKeyHash')

    expect(
      (
        await handleDelete(
          request('/api/account/delete', form({ current: 'falsch' }), session),
          payload(),
        )
      ).status,
    ).toBe(403)
    expect(
      (
        await handleDelete(
          request('/api/account/delete', form({ current: PASSWORD }), session),
          payload(),
        )
      ).status,
    ).toBe(200)
    expect(
      (
        await payload().count({
          collection: COLLECTIONS.customers,
          where: { email: { equals: email } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
    const kept = await payload().findByID({
      collection: COLLECTIONS.orders,
      id: order.id,
      overrideAccess: true,
    })
    expect(kept.totalCents).toBe(1290)
    expect(kept.email).not.toContain('export')
    expect(kept.billing?.lastName).toBe('gelöscht')
    const ticketNow = (id: number) =>
      payload().findByID({ collection: COLLECTIONS.eventTickets, id, overrideAccess: true })
    expect(await ticketNow(pastTicket.id)).toMatchObject({ attendeeName: 'gelöscht' })
    expect((await ticketNow(pastTicket.id)).email).not.toBe(email)
    expect(await ticketNow(comingTicket.id)).toMatchObject({ attendeeName: 'Export Kundin', email })
    expect((await me(session)).signedIn).toBe(false)
  })

  it("never lets a customer's token see or change more than an anonymous visitor", async () => {
    const email = `token-${kind}@example.org`
    await registerConfirmed(email)
    const token = sessionOf(await login(email, PASSWORD)).split('=')[1]!
    const asCustomer = { authorization: `JWT ${token}` }
    for (const collection of payload().config.collections.map((one) => one.slug)) {
      if (collection.startsWith('payload-')) continue
      const get = (headers: Record<string, string>) =>
        instance.rest(
          new Request(`http://localhost:3000/api/${collection}?limit=100&depth=0`, { headers }),
        )
      const [anonymous, customer] = await Promise.all([get({}), get(asCustomer)])
      const count = async (response: Response) =>
        response.ok
          ? ((await response.json()) as { totalDocs: number }).totalDocs
          : -response.status
      expect(`${collection}: ${await count(customer)}`).toBe(
        `${collection}: ${await count(anonymous)}`,
      )
      const write = await instance.rest(
        new Request(`http://localhost:3000/api/${collection}`, {
          method: 'POST',
          headers: { ...asCustomer, 'content-type': 'application/json' },
          body: JSON.stringify({ title: 'x', email: 'x@example.org', password: 'Xx-1234567890' }),
        }),
      )
      expect([401, 403, 404, 405]).toContain(write.status)
    }
    const users = await instance.rest(
      new Request('http://localhost:3000/api/users/1', { headers: asCustomer }),
    )
    expect(users.status).toBeGreaterThanOrEqual(400)
    const access = (await (
      await instance.rest(
        new Request('http://localhost:3000/api/users/access', { headers: asCustomer }),
      )
    ).json()) as { canAccessAdmin: boolean }
    expect(access.canAccessAdmin).toBeFalsy()
  })
})
