import { createLocalReq } from 'payload'
import { expect, it, vi } from 'vitest'

import { eachDatabase } from '@/test/testPayload'

import {
  CONFIRMATIONS_PER_CLIENT,
  CONFIRMATIONS_PER_RECIPIENT,
  createConfirmationLimits,
} from './confirmationLimits'
import { purgeExpired } from './retention.server'
import { DEFAULT_MESSAGES } from '../messages'
import { deliverDueMail, transportFor } from '@/test/testSmtp'

import { feedbackFixture } from '@/test/feedbackTestKit'

import { replyEndpoint } from '../reply/replyEndpoint.server'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

const describeEachDatabase = await eachDatabase()

describeEachDatabase('contact form mail and storage on %s', (kind) => {
  const fx = feedbackFixture(kind)
  const { smtp, goodFields, post, count } = fx

  it('stores a valid submission, mails salon and sender with escaped HTML, answers mail_sent', async () => {
    smtp.received = []
    const response = await post()
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({
      contact_form_id: fx.formId,
      status: 'mail_sent',
      message: DEFAULT_MESSAGES.mailSent,
      invalid_fields: [],
    })
    expect(body.posted_data_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(body.quiz.kontrollfrage[0]).toEqual(expect.any(String))

    const { docs } = await fx.instance.payload.find({
      collection: 'form-submissions',
      sort: '-createdAt',
      limit: 1,
    })
    const values = Object.fromEntries(
      docs[0]!.answers!.map((answer) => [answer.name, answer.value]),
    )
    expect(values).toMatchObject({
      name: 'Anna <script>alert("x")</script> Muster',
      inspiration: 'https://pinterest.de/pin/1',
      antwortweg: 'Anders: Brief & Siegel',
      datenschutz: 'ja',
    })
    expect(values).not.toHaveProperty('kontrollfrage')
    expect(docs[0]!.page).toMatchObject({ id: fx.pageId })

    expect(smtp.received).toHaveLength(2)
    const notification = smtp.received.find((mail) => mail.subject?.startsWith('Neue Anfrage'))!
    expect(notification.to).toMatchObject({ text: 'hallo@salon-lindenbluete.example' })
    expect(notification.replyTo).toMatchObject({ text: 'anna@example.org' })
    expect(notification.html).not.toMatch(/<script|<img/)
    expect(notification.html).toContain(
      'Anna &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Muster',
    )
    expect(notification.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(notification.text).toContain('Nachricht: Ich hätte gern einen Termin.')
    expect(notification.text).toContain('Gesendet von https://salon.example/kontakt')
    const confirmation = smtp.received.find((mail) => mail !== notification)!
    expect(confirmation.to).toMatchObject({ text: 'anna@example.org' })
    expect(confirmation.html).not.toContain('<script')
    // An address nobody verified gets no text the sender chose (the owner has not allowed it).
    expect(confirmation.text).toContain('E-Mail-Adresse: anna@example.org')
    for (const typed of ['Anna', 'Ich hätte gern', 'pinterest', 'Brief & Siegel'])
      expect(confirmation.text).not.toContain(typed)

    const outbox = await fx.instance.payload.find({
      collection: 'mail-outbox',
      where: { submission: { equals: docs[0]!.id } },
    })
    expect(outbox.docs.map((mail) => mail.status)).toEqual(['sent', 'sent'])
  })

  it('the owner answers from the admin: the mail quotes the request, the reply is kept, sent once', async () => {
    const payload = fx.instance.payload
    await post()
    const { docs } = await payload.find({
      collection: 'form-submissions',
      sort: '-createdAt',
      limit: 1,
      depth: 0,
    })
    const id = docs[0]!.id
    const user = async (roles: string[]) =>
      payload.create({
        collection: 'users',
        data: {
          email: `antwort-${roles[0]}-${kind}@example.org`,
          password: 'Inhaberin-Passwort-1',
          roles,
        } as never,
        context: { disableRevalidate: true },
      })
    const owner = await user(['admin'])
    const editor = await user(['editor'])
    const reply = async (body: unknown, by: { id: number } | null = owner, to = id) =>
      replyEndpoint.handler(
        Object.assign(
          await createLocalReq(
            by ? { user: { ...by, collection: 'users' } as never } : {},
            payload,
          ),
          { routeParams: { id: String(to) }, json: async () => body },
        ),
      )
    smtp.received = []
    const text = 'Gern am Dienstag um 10 Uhr.\nBis bald!'
    // Pressed twice at once: one reply, one mail.
    const answers = await Promise.all([
      reply({ text, key: 'antwort-0001' }),
      reply({ text, key: 'antwort-0001' }),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    const stored = await payload.findByID({ collection: 'form-submissions', id, depth: 0 })
    expect(stored.status).toBe('answered')
    expect(stored.replies).toHaveLength(1)
    expect(stored.replies![0]).toMatchObject({
      by: owner.email,
      to: 'anna@example.org',
      text,
    })
    // Stored in the outbox (no mail server in the settings here), then sent as the queue does.
    expect(await deliverDueMail(payload, { transport: transportFor(smtp.url) })).toEqual({
      due: 1,
      sent: 1,
    })
    const sent = smtp.received.filter((mail) => mail.subject?.startsWith('Ihre Anfrage'))
    expect(sent).toHaveLength(1)
    expect(sent[0]!.to).toMatchObject({ text: 'anna@example.org' })
    expect(sent[0]!.text).toContain('Gern am Dienstag um 10 Uhr.\nBis bald!')
    expect(sent[0]!.text).toMatch(/Ihre Nachricht vom \d{1,2}\. \S+ \d{4} um \d{2}:\d{2} Uhr:/)
    expect(sent[0]!.text).toContain('> Ihre Nachricht: Ich hätte gern einen Termin.\n> <img')
    const outbox = await payload.find({
      collection: 'mail-outbox',
      where: { submission: { equals: id }, subject: { like: 'Ihre Anfrage' } },
    })
    expect(outbox.totalDocs).toBe(1)

    // A status set in the admin keeps the replies; nothing but the endpoint adds one.
    await payload.update({
      collection: 'form-submissions',
      id,
      data: { status: 'done', replies: [] } as never,
    })
    const done = await payload.findByID({ collection: 'form-submissions', id, depth: 0 })
    expect(done).toMatchObject({ status: 'done' })
    expect(done.replies).toHaveLength(1)

    expect((await reply({ text, key: 'antwort-0002' }, editor)).status).toBe(403)
    expect((await reply({ text, key: 'antwort-0002' }, null)).status).toBe(403)
    expect((await reply({ text: ' ', key: 'antwort-0002' })).status).toBe(400)
    expect((await reply({ text, key: 'kurz' })).status).toBe(400)
    expect((await reply({ text, key: 'antwort-0002' }, owner, 999_999)).status).toBe(404)
  })

  it('a form inside a news post is stored and mailed for that post, not a page of the same id (issue 61)', async () => {
    // A post whose id is the contact page's: before, the submission went to that page.
    let post = await fx.instance.payload.create({
      collection: 'posts',
      data: { _status: 'published', title: 'Aktion im Advent' } as never,
      context: { disableRevalidate: true },
    })
    while (post.id < fx.pageId)
      post = await fx.instance.payload.create({
        collection: 'posts',
        data: { _status: 'published', title: `Aktion ${post.id + 1}` } as never,
        context: { disableRevalidate: true },
      })
    smtp.received = []
    const fields = { ...goodFields(), _form_container_post: String(post.id) }
    const response = await fx.post({ ...fields, _form_container_type: 'post' })
    expect((await response.json()).status).toBe('mail_sent')
    const { docs } = await fx.instance.payload.find({
      collection: 'form-submissions',
      sort: '-createdAt',
      limit: 1,
      depth: 0,
    })
    expect(docs[0]!.page ?? null).toBeNull()
    const notification = smtp.received.find((mail) => mail.subject?.startsWith('Neue Anfrage'))!
    expect(notification.text).toContain(`Gesendet von https://salon.example${post.path}`)
  })

  it('caps confirmations per recipient and per client, still storing and notifying', async () => {
    smtp.received = []
    const confirmations = createConfirmationLimits()
    const confirmed = async (fields: Record<string, string>, ip: string) => {
      const before = smtp.received.length
      const body = await (await post(fields, { confirmations, ip })).json()
      expect(body).toMatchObject({ status: 'mail_sent' })
      return smtp.received.slice(before).some((mail) => !mail.subject?.startsWith('Neue Anfrage'))
    }
    const to = (address: string) => ({ ...goodFields(), email: address })
    const results = []
    for (let i = 0; i < CONFIRMATIONS_PER_RECIPIENT + 1; i++)
      results.push(await confirmed(to('victim@example.org'), `203.0.113.${i + 1}`))
    expect(results).toEqual([true, true, true, false])
    const fromOne = []
    for (let i = 0; i < CONFIRMATIONS_PER_CLIENT + 1; i++)
      fromOne.push(await confirmed(to(`person${i}@example.org`), '203.0.113.200'))
    expect(fromOne).toEqual([true, true, true, true, true, false])
    // Every one of them reached the salon.
    expect(smtp.received.filter((mail) => mail.subject?.startsWith('Neue Anfrage'))).toHaveLength(
      CONFIRMATIONS_PER_RECIPIENT + CONFIRMATIONS_PER_CLIENT + 2,
    )
  })

  it('keeps the submission and queues the mail while SMTP is down, then delivers it', async () => {
    await smtp.stop()
    smtp.received = []
    const submissions = await count('form-submissions')
    const response = await post()
    expect(await response.json()).toMatchObject({
      status: 'mail_failed',
      message: DEFAULT_MESSAGES.mailFailed,
    })
    expect(await count('form-submissions')).toBe(submissions + 1)
    const queued = await fx.instance.payload.find({
      collection: 'mail-outbox',
      where: { status: { equals: 'queued' } },
    })
    expect(queued.docs).toHaveLength(2)
    expect(queued.docs[0]).toMatchObject({
      attempts: 1,
      lastError: expect.stringMatching(/ECONNREFUSED|connect/i),
    })
    const retryAt = new Date(queued.docs[0]!.nextAttemptAt!).getTime()
    expect(retryAt - Date.now()).toBeGreaterThan(50_000)

    // Not due yet: nothing is tried.
    expect(
      await deliverDueMail(fx.instance.payload, { transport: transportFor(smtp.url) }),
    ).toEqual({
      due: 0,
      sent: 0,
    })
    await smtp.start()
    const later = new Date(retryAt + 1000)
    expect(
      await deliverDueMail(fx.instance.payload, { transport: transportFor(smtp.url), now: later }),
    ).toEqual({ due: 2, sent: 2 })
    expect(smtp.received).toHaveLength(2)
    expect(smtp.received[0]!.html).not.toContain('<script')
    const sent = await fx.instance.payload.find({
      collection: 'mail-outbox',
      where: { id: { in: queued.docs.map((d) => d.id) } },
    })
    expect(sent.docs.map((mail) => mail.status)).toEqual(['sent', 'sent'])
  })

  it('gives a mail the owner puts back into the queue a fresh set of attempts', async () => {
    const { docs } = await fx.instance.payload.find({
      collection: 'mail-outbox',
      limit: 1,
      depth: 0,
    })
    const mail = await fx.instance.payload.update({
      collection: 'mail-outbox',
      id: docs[0]!.id,
      data: { status: 'failed', attempts: 12, lastError: 'gave up' },
    })
    expect(mail.status).toBe('failed')
    const requeued = await fx.instance.payload.update({
      collection: 'mail-outbox',
      id: mail.id,
      data: { status: 'queued' },
    })
    expect(requeued).toMatchObject({ status: 'queued', attempts: 0, lastError: null })
    expect(Math.abs(new Date(requeued.nextAttemptAt!).getTime() - Date.now())).toBeLessThan(5000)
    expect(
      await deliverDueMail(fx.instance.payload, { transport: transportFor(smtp.url) }),
    ).toEqual({
      due: 1,
      sent: 1,
    })
  })

  it('without SMTP keeps the mails in the outbox and answers mail_sent', async () => {
    const response = await post(goodFields(), { transport: null })
    expect(await response.json()).toMatchObject({ status: 'mail_sent' })
    const stored = await fx.instance.payload.find({
      collection: 'mail-outbox',
      where: { status: { equals: 'stored' } },
    })
    expect(stored.docs).toHaveLength(2)
  })

  it('deletes submissions past the retention period with their mails', async () => {
    const submissions = await count('form-submissions')
    expect(submissions).toBeGreaterThan(0)
    expect(
      await purgeExpired(fx.instance.payload, fx.formId, 180, Date.now() + 179 * 86_400_000),
    ).toBe(0)
    const deleted = await purgeExpired(
      fx.instance.payload,
      fx.formId,
      180,
      Date.now() + 181 * 86_400_000,
    )
    expect(deleted).toBeGreaterThan(0)
    const left = await fx.instance.payload.find({
      collection: 'mail-outbox',
      where: { submission: { exists: true } },
      depth: 0,
    })
    const remaining = await fx.instance.payload.find({
      collection: 'form-submissions',
      depth: 0,
      limit: 0,
    })
    expect(
      left.docs.every((mail) => remaining.docs.some((doc) => doc.id === mail.submission)),
    ).toBe(true)
  })
})
