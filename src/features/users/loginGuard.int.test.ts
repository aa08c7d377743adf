import crypto from 'node:crypto'

import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { COLLECTIONS } from '@/contracts/slugs'
import { eachDatabase, startTestPayload, type TestPayload } from '@/test/testPayload'

import { LOGIN_POLICY } from './loginGuard'

const describeEachDatabase = await eachDatabase()

/** The password hashes an answer computed: rounds and key length of each. */
type HashWork = { rounds: number; keyLength: number }[]

type Attempt = { status: number; body: string; cookies: string[]; hashed: HashWork }

describeEachDatabase('login protection on %s', (kind) => {
  let instance: TestPayload
  // The guard's counters live in the process; each database's run uses its own names.
  const owner = `chefin-${kind}@example.test`
  const password = 'richtiges-passwort-123'
  const home = kind === 'sqlite' ? '198.51.100.10' : '198.51.100.20'
  let device = ''

  const login = async (
    email: string,
    secret: string,
    address: string,
    cookie = '',
  ): Promise<Attempt> => {
    // Payload's check and the guard's both call `crypto.pbkdf2` at the time of the check.
    const pbkdf2 = vi.spyOn(crypto, 'pbkdf2')
    try {
      const response = await instance.rest(
        new Request('http://localhost:3000/api/users/login', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': address,
            'accept-language': 'de',
            ...(cookie ? { cookie } : {}),
          },
          body: JSON.stringify({ email, password: secret }),
        }),
      )
      const body = await response.text()
      const hashed = pbkdf2.mock.calls.map(([, , rounds, keyLength]) => ({ rounds, keyLength }))
      return { status: response.status, body, cookies: response.headers.getSetCookie(), hashed }
    } finally {
      pbkdf2.mockRestore()
    }
  }

  beforeAll(async () => {
    instance = await startTestPayload(kind)
    await instance.payload.create({
      collection: 'users',
      data: { email: owner, password, roles: ['admin'] },
    })
    // She has signed in before, from her salon's address and browser.
    const first = await login(owner, password, home)
    expect(first.status).toBe(200)
    device = first.cookies
      .find((cookie) => cookie.startsWith('salon_device_users='))!
      .split(';')[0]!
    expect(device).toMatch(/^salon_device_users=[\w-]{32}\.\d{13}\.[\w-]{32}$/)
  })
  afterAll(async () => instance?.cleanup())

  it('keeps every session when the owner signs in on several devices at the same moment', async () => {
    const logins = await Promise.all([1, 2, 3, 4].map(() => login(owner, password, home, device)))
    expect(logins.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
    for (const answer of logins) {
      const token = JSON.parse(answer.body).token as string
      const me = await instance.rest(
        new Request('http://localhost:3000/api/users/me', {
          headers: { authorization: `JWT ${token}` },
        }),
      )
      expect(((await me.json()) as { user: { email: string } | null }).user?.email).toBe(owner)
    }
  })

  it('slows one address down after a few failures and never refuses the owner elsewhere', async () => {
    const attacker = kind === 'sqlite' ? '203.0.113.7' : '203.0.113.8'
    const answers: number[] = []
    for (let i = 0; i < 50; i++) answers.push((await login(owner, `falsch-${i}`, attacker)).status)
    expect(answers.filter((status) => status === 401)).toHaveLength(
      LOGIN_POLICY.freeFailuresPerAddress,
    )
    expect(answers.filter((status) => status === 429)).toHaveLength(
      50 - LOGIN_POLICY.freeFailuresPerAddress,
    )
    const waiting = await login(owner, password, attacker)
    expect(waiting.status).toBe(429)
    expect(JSON.parse(waiting.body).errors[0].message).toMatch(/Bitte warten Sie \d+ Sekunden/)
    expect((await login(owner, password, home)).status).toBe(200)
  })

  it('locks an account only for strangers after many failures from many addresses, and mails her the unlock link', async () => {
    const rotating = (i: number) => `192.0.2.${i + (kind === 'sqlite' ? 1 : 101)}`
    const answers: number[] = []
    for (let i = 0; i < 50; i++) answers.push((await login(owner, `rate-${i}`, rotating(i))).status)
    expect(new Set(answers)).toEqual(new Set([401]))

    // Her salon's address and her browser (from anywhere) still get in.
    expect((await login(owner, password, home)).status).toBe(200)
    expect((await login(owner, password, '100.64.0.1', device)).status).toBe(200)

    // A new place with the right password learns of the lock; with a wrong one, nothing.
    const stranger = kind === 'sqlite' ? '100.64.1.1' : '100.64.2.1'
    const locked = await login(owner, password, stranger)
    expect(locked.status).toBe(403)
    expect(JSON.parse(locked.body).errors[0].message).toMatch(/vorübergehend gesperrt/)
    const wrong = await login(owner, 'falsch', `${stranger}0`)
    const unknown = await login(`niemand-${kind}@example.test`, 'falsch', `${stranger}1`)
    expect(wrong.status).toBe(401)
    expect(wrong.body).toBe(unknown.body)

    const { docs } = await instance.payload.find({
      collection: COLLECTIONS.mailOutbox,
      where: { to: { equals: owner } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]!.subject).toMatch(/vorübergehend gesperrt/)
    const link = /https?:\/\/\S+\/api\/users\/login-unlock\?token=([\w.-]+)/.exec(docs[0]!.text)
    expect(link).not.toBeNull()

    // The link shows a button; only its post unlocks (mail scanners open links).
    const shown = await instance.rest(
      new Request(`http://localhost:3000/api/users/login-unlock?token=${link![1]}`),
    )
    expect(shown.status).toBe(200)
    expect(await shown.text()).toContain('Anmeldung jetzt entsperren')
    expect((await login(owner, password, stranger)).status).toBe(403)
    const unlocked = await instance.rest(
      new Request('http://localhost:3000/api/users/login-unlock', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: link![1]! }),
      }),
    )
    expect(unlocked.status).toBe(200)
    expect(await unlocked.text()).toContain('Anmeldung entsperrt')
    expect((await login(owner, password, stranger)).status).toBe(200)

    const forged = await instance.rest(
      new Request('http://localhost:3000/api/users/login-unlock', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: `${'a'.repeat(32)}.9999999999999.${'b'.repeat(32)}` }),
      }),
    )
    expect(forged.status).toBe(400)
  })

  it('answers an unknown and a known address alike, with the same work', async () => {
    const known: Attempt[] = []
    const unknown: Attempt[] = []
    for (let i = 0; i < 3; i++) {
      known.push(await login(owner, `falsch-${i}`, `10.${kind === 'sqlite' ? 1 : 2}.0.${i}`))
      unknown.push(
        await login(
          `unbekannt-${i}-${kind}@example.test`,
          'falsch',
          `10.${kind === 'sqlite' ? 3 : 4}.0.${i}`,
        ),
      )
    }
    expect(new Set([...known, ...unknown].map((attempt) => attempt.status))).toEqual(new Set([401]))
    expect(new Set([...known, ...unknown].map((attempt) => attempt.body)).size).toBe(1)
    // The same work, counted, not timed (a busy machine stretches both the clock and, on shared
    // cores, the processor time): a leak would be the whole password hash (600,000 rounds, over
    // 100 ms) skipped for an unknown address, or a cheaper stand-in for it.
    const oneHash = [{ rounds: 600_000, keyLength: 32 }]
    for (const attempt of [...known, ...unknown]) expect(attempt.hashed).toEqual(oneHash)
  })
})
