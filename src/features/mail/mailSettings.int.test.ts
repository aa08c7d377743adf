import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { env } from '@/lib/env'
import { deliverDueMail, OUTBOX, queueMail } from './outbox'
import { decryptPassword, MAIL_SETTINGS, siteMail } from './siteTransport'
import { eachDatabase, startTestPayload, type TestPayload } from '@/test/testPayload'
import { TestSmtp } from '@/test/testSmtp'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

const describeEach = await eachDatabase()

describeEach('mail settings in the admin (%s)', (kind) => {
  let instance: TestPayload
  const smtp = new TestSmtp()
  const adminEmail = `chefin-mail-${kind}@example.test`
  let cookie = ''

  const asAdmin = (path: string, init: RequestInit = {}) =>
    instance.rest(
      new Request(`http://localhost:3000${path}`, {
        ...init,
        // The admin's own origin: Payload takes a session cookie only from there.
        headers: {
          'content-type': 'application/json',
          origin: env().serverUrl,
          cookie,
          ...(init.headers ?? {}),
        },
      }),
    )
  const saveSettings = async (data: Record<string, unknown>) => {
    const response = await asAdmin(`/api/globals/${MAIL_SETTINGS}`, {
      method: 'POST',
      body: JSON.stringify(data),
    })
    expect(response.status, await response.clone().text()).toBe(200)
    return (await response.json()) as { result: Record<string, unknown> }
  }
  const stored = () =>
    instance.payload.findGlobal({ slug: 'mail-settings', overrideAccess: true, depth: 0 })

  beforeAll(async () => {
    await smtp.start()
    instance = await startTestPayload(kind)
    await instance.payload.create({
      collection: 'users',
      data: { email: adminEmail, password: 'mail-admin-pass-123', roles: ['admin'] },
    })
    const login = await instance.rest(
      new Request('http://localhost:3000/api/users/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.77.0.1' },
        body: JSON.stringify({ email: adminEmail, password: 'mail-admin-pass-123' }),
      }),
    )
    cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
  })
  afterAll(async () => {
    await instance?.cleanup()
    await smtp.stop()
  })

  it('stores the password encrypted and never gives it back, not even to the admin', async () => {
    const saved = await saveSettings({
      preset: 'own',
      host: '127.0.0.1',
      port: smtp.port,
      security: 'none',
      user: 'salon',
      password: 'geheim-123',
      fromName: 'Salon Test',
      fromAddress: 'post@salon.example',
    })
    expect(saved.result.password).toBe('')
    expect(saved.result).not.toHaveProperty('passwordEncrypted')
    const read = await (await asAdmin(`/api/globals/${MAIL_SETTINGS}`)).json()
    expect(read.password).toBe('')
    expect(read).not.toHaveProperty('passwordEncrypted')
    const raw = (await stored()) as { passwordEncrypted?: string; password?: string }
    expect(raw.passwordEncrypted).not.toContain('geheim')
    expect(decryptPassword(raw.passwordEncrypted, env().payloadSecret)).toBe('geheim-123')
    // Saved again without typing it: the stored password stays.
    await saveSettings({ fromName: 'Salon Test GmbH' })
    const again = (await stored()) as { passwordEncrypted?: string }
    expect(decryptPassword(again.passwordEncrypted, env().payloadSecret)).toBe('geheim-123')
    // Anonymous and editors read nothing.
    const anonymous = await instance.rest(
      new Request(`http://localhost:3000/api/globals/${MAIL_SETTINGS}`),
    )
    expect(anonymous.status).toBe(403)
  })

  it('sends what waited in the outbox once a mail server is set, with the configured sender', async () => {
    await saveSettings({ host: '', preset: 'own' })
    expect((await siteMail(instance.payload)).transport).toBeNull()
    await queueMail(
      instance.payload,
      [
        {
          from: 'formular@salon.example',
          to: 'kundin@example.org',
          subject: `Wartet ${kind}`,
          text: 'Hallo',
          html: '<p>Hallo</p>',
        },
      ],
      { transport: null },
    )
    await saveSettings({ host: '127.0.0.1', port: smtp.port, security: 'none', user: '' })
    const { transport, source } = await siteMail(instance.payload)
    expect(source).toBe('admin')
    const result = await deliverDueMail(instance.payload, { transport })
    expect(result.sent).toBeGreaterThanOrEqual(1)
    const mail = smtp.received.find((received) => received.subject === `Wartet ${kind}`)!
    expect(mail.from?.text).toBe('"Salon Test GmbH" <post@salon.example>')
    expect(mail.replyTo?.text).toBe('formular@salon.example')
    const { docs } = await instance.payload.find({
      collection: OUTBOX,
      where: { subject: { equals: `Wartet ${kind}` } },
      overrideAccess: true,
    })
    expect(docs[0]!.status).toBe('sent')
  })

  it('answers „Testmail senden“ with what the mail server said', async () => {
    const response = await asAdmin('/api/mail-outbox/test-mail', { method: 'POST' })
    const body = (await response.json()) as { to: string; response: string; explanation: string }
    expect(response.status).toBe(200)
    expect(body.to).toBe(adminEmail)
    expect(body.response).toMatch(/^250 /)
    expect(body.explanation).toBe('Der Mailserver hat die Testmail angenommen.')
    // It went out, so the outbox (and the dashboard's „Zuletzt versendet“) says so.
    const { docs } = await instance.payload.find({
      collection: OUTBOX,
      where: { and: [{ to: { equals: adminEmail } }, { subject: { contains: 'Testmail' } }] },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ status: 'sent', sentAt: expect.any(String) })
    // To an address she chooses (her salon's mailbox rather than her login), checked first.
    const chosen = await asAdmin('/api/mail-outbox/test-mail', {
      method: 'POST',
      body: JSON.stringify({ to: 'postfach@salon.example' }),
    })
    expect(chosen.status).toBe(200)
    expect(((await chosen.json()) as { to: string }).to).toBe('postfach@salon.example')
    expect(
      smtp.received.some(
        (mail) => !Array.isArray(mail.to) && mail.to?.text === 'postfach@salon.example',
      ),
    ).toBe(true)
    const wrong = await asAdmin('/api/mail-outbox/test-mail', {
      method: 'POST',
      body: JSON.stringify({ to: 'kein Postfach' }),
    })
    expect(wrong.status).toBe(400)
    expect(((await wrong.json()) as { code: string }).code).toBe('invalid_address')
    // A server that is not there: the error, not a promise; German for the owner.
    await saveSettings({ host: '127.0.0.1', port: 1, security: 'none' })
    const failed = await asAdmin('/api/mail-outbox/test-mail', { method: 'POST' })
    expect(failed.status).toBe(502)
    const refusal = (await failed.json()) as { message: string; explanation: string }
    expect(refusal.message).toMatch(/ECONNREFUSED|connect/i)
    expect(refusal.explanation).toBe(
      'Der Mailserver ist nicht erreichbar: Bitte Serveradresse und Port prüfen.',
    )
  })

  it('comes with the salon’s name and address as sender until the owner sets her own', async () => {
    await instance.payload.updateGlobal({
      slug: 'site-settings',
      data: { businessName: 'Salon Vorbelegt', email: 'post@vorbelegt.example' } as never,
      overrideAccess: true,
    })
    await saveSettings({ fromName: '', fromAddress: '' })
    const read = await (await asAdmin(`/api/globals/${MAIL_SETTINGS}`)).json()
    expect(read).toMatchObject({
      fromName: 'Salon Vorbelegt',
      fromAddress: 'post@vorbelegt.example',
    })
    await saveSettings({ fromAddress: 'eigenes@postfach.example' })
    expect(await stored()).toMatchObject({ fromAddress: 'eigenes@postfach.example' })
  })

  it('fills server, port and encryption from a provider preset', async () => {
    await saveSettings({ preset: 'ionos', host: '', port: null })
    const { serverOf } = await import('./siteTransport')
    expect(serverOf((await stored()) as never)).toEqual({
      host: 'smtp.ionos.de',
      port: 465,
      security: 'tls',
    })
  })
})
