import type { AddressInfo } from 'node:net'

import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createRateLimiter } from '@/lib/rateLimit'
import { databaseKinds, startTestPayload, type TestPayload } from '@/test/testPayload'

import { DEMO_FORM_TITLE, demoContactForm } from '../../seed/contactForm'
import {
  CONFIRMATIONS_PER_CLIENT,
  CONFIRMATIONS_PER_RECIPIENT,
  createConfirmationLimits,
} from './confirmationLimits'
import { handleFeedback, handleRefill } from './feedback.server'
import { purgeExpired } from './retention.server'
import { DEFAULT_MESSAGES } from './messages'
import { deliverDueMail, transportFor } from './outbox.server'
import { questionHash } from './quiz.server'
import { MAX_BODY_BYTES } from './readForm.server'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

const SECRET = 'feedback-test-secret-feedback-test-secret'
const QUIZ_QUESTION = demoContactForm.fields![7]!.quiz![0]!.question

/** A real SMTP server on 127.0.0.1 that parses what it receives; it can stop and come back. */
class TestSmtp {
  received: ParsedMail[] = []
  port = 0
  private server?: SMTPServer
  async start() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream).then((mail) => {
          this.received.push(mail)
          callback()
        }, callback)
      },
    })
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve))
    this.port = (this.server.server.address() as AddressInfo).port
  }
  async stop() {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()))
  }
  get url() {
    return `smtp://127.0.0.1:${this.port}`
  }
}

const kinds = await databaseKinds()

describe.each(kinds)('contact form endpoint on %s', (kind) => {
  let instance: TestPayload
  let formId: number
  let pageId: number
  const smtp = new TestSmtp()
  let ipCounter = 0

  beforeAll(async () => {
    instance = await startTestPayload(kind)
    await smtp.start()
    formId = Number(
      (await instance.payload.create({ collection: 'contact-forms', data: demoContactForm })).id,
    )
    pageId = Number(
      (
        await instance.payload.create({
          collection: 'pages',
          data: { title: 'Kontakt', slug: 'kontakt', _status: 'published' },
          context: { disableRevalidate: true },
        })
      ).id,
    )
  }, 120_000)
  afterAll(async () => {
    await smtp.stop()
    await instance?.cleanup()
  })

  const goodFields = (): Record<string, string> => ({
    _form_id: String(formId),
    _form_version: '1.0',
    _form_locale: 'de_DE',
    _form_unit_tag: `cf-f${formId}-p${pageId}-abc123`,
    _form_container_post: String(pageId),
    _form_started: String(Date.now() - 10_000),
    _hp_homepage: '',
    name: 'Anna <script>alert("x")</script> Muster',
    email: 'anna@example.org',
    telefon: '+49 30 1234567',
    inspiration: 'pinterest.de/pin/1',
    antwortweg: 'Anders',
    'antwortweg-free-2': 'Brief & Siegel',
    nachricht: 'Ich hätte gern einen Termin.\n<img src=x onerror=alert(1)>',
    datenschutz: '1',
    kontrollfrage: 'sieben',
    _quiz_answer_kontrollfrage: questionHash(SECRET, formId, 'kontrollfrage', QUIZ_QUESTION),
  })

  const post = (
    fields: Record<string, string | string[]> = goodFields(),
    {
      id = String(formId),
      transport = transportFor(smtp.url),
      limiter = createRateLimiter({ limit: 10_000, windowMs: 60_000 }),
      floodGuard = createRateLimiter({ limit: 10_000, windowMs: 60_000 }),
      confirmations = createConfirmationLimits(),
      accept = 'application/json',
      ip = `198.51.100.${(ipCounter++ % 250) + 1}`,
      body,
      contentType,
    }: {
      id?: string
      transport?: ReturnType<typeof transportFor>
      limiter?: ReturnType<typeof createRateLimiter>
      floodGuard?: ReturnType<typeof createRateLimiter>
      confirmations?: ReturnType<typeof createConfirmationLimits>
      accept?: string
      ip?: string
      body?: BodyInit
      contentType?: string
    } = {},
  ) => {
    const data = new FormData()
    for (const [name, value] of Object.entries(fields))
      for (const entry of Array.isArray(value) ? value : [value]) data.append(name, entry)
    const headers: Record<string, string> = { accept, 'x-forwarded-for': ip }
    if (contentType) headers['content-type'] = contentType
    return handleFeedback(
      new Request(`http://localhost/api/contact/v1/contact-forms/${id}/feedback`, {
        method: 'POST',
        headers,
        body: body ?? data,
      }),
      id,
      {
        payload: instance.payload,
        secret: SECRET,
        transport,
        limiter,
        floodGuard,
        confirmations,
        serverUrl: 'https://salon.example',
      },
    )
  }
  const count = async (collection: 'form-submissions' | 'mail-outbox') =>
    (await instance.payload.count({ collection })).totalDocs

  it('stores a valid submission, mails salon and sender with escaped HTML, answers mail_sent', async () => {
    smtp.received = []
    const response = await post()
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({
      contact_form_id: formId,
      status: 'mail_sent',
      message: DEFAULT_MESSAGES.mailSent,
      invalid_fields: [],
    })
    expect(body.posted_data_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(body.quiz.kontrollfrage[0]).toEqual(expect.any(String))

    const { docs } = await instance.payload.find({
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
    expect(docs[0]!.page).toMatchObject({ id: pageId })

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

    const outbox = await instance.payload.find({
      collection: 'mail-outbox',
      where: { submission: { equals: docs[0]!.id } },
    })
    expect(outbox.docs.map((mail) => mail.status)).toEqual(['sent', 'sent'])
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
    const queued = await instance.payload.find({
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
    expect(await deliverDueMail(instance.payload, { transport: transportFor(smtp.url) })).toEqual({
      due: 0,
      sent: 0,
    })
    await smtp.start()
    const later = new Date(retryAt + 1000)
    expect(
      await deliverDueMail(instance.payload, { transport: transportFor(smtp.url), now: later }),
    ).toEqual({ due: 2, sent: 2 })
    expect(smtp.received).toHaveLength(2)
    expect(smtp.received[0]!.html).not.toContain('<script')
    const sent = await instance.payload.find({
      collection: 'mail-outbox',
      where: { id: { in: queued.docs.map((d) => d.id) } },
    })
    expect(sent.docs.map((mail) => mail.status)).toEqual(['sent', 'sent'])
  })

  it('gives a mail the owner puts back into the queue a fresh set of attempts', async () => {
    const { docs } = await instance.payload.find({ collection: 'mail-outbox', limit: 1, depth: 0 })
    const mail = await instance.payload.update({
      collection: 'mail-outbox',
      id: docs[0]!.id,
      data: { status: 'failed', attempts: 12, lastError: 'gave up' },
    })
    expect(mail.status).toBe('failed')
    const requeued = await instance.payload.update({
      collection: 'mail-outbox',
      id: mail.id,
      data: { status: 'queued' },
    })
    expect(requeued).toMatchObject({ status: 'queued', attempts: 0, lastError: null })
    expect(Math.abs(new Date(requeued.nextAttemptAt!).getTime() - Date.now())).toBeLessThan(5000)
    expect(await deliverDueMail(instance.payload, { transport: transportFor(smtp.url) })).toEqual({
      due: 1,
      sent: 1,
    })
  })

  it('without SMTP keeps the mails in the outbox and answers mail_sent', async () => {
    const response = await post(goodFields(), { transport: null })
    expect(await response.json()).toMatchObject({ status: 'mail_sent' })
    const stored = await instance.payload.find({
      collection: 'mail-outbox',
      where: { status: { equals: 'stored' } },
    })
    expect(stored.docs).toHaveLength(2)
  })

  it('reports invalid fields with wrapper selector, ids and messages, storing nothing', async () => {
    const before = await count('form-submissions')
    const response = await post({
      ...goodFields(),
      name: '',
      email: 'kaputt',
      nachricht: 'kurz',
      kontrollfrage: '8',
    })
    const body = await response.json()
    expect(body.status).toBe('validation_failed')
    expect(body.message).toBe(DEFAULT_MESSAGES.validationError)
    const unitTag = `cf-f${formId}-p${pageId}-abc123`
    expect(body.invalid_fields).toEqual([
      {
        into: '[data-field-wrap="name"]',
        message: DEFAULT_MESSAGES.required,
        idref: `${unitTag}-name`,
        error_id: `${unitTag}-name-error`,
      },
      {
        into: '[data-field-wrap="email"]',
        message: DEFAULT_MESSAGES.invalidEmail,
        idref: `${unitTag}-email`,
        error_id: `${unitTag}-email-error`,
      },
      {
        into: '[data-field-wrap="nachricht"]',
        message: DEFAULT_MESSAGES.tooShort,
        idref: `${unitTag}-nachricht`,
        error_id: `${unitTag}-nachricht-error`,
      },
      {
        into: '[data-field-wrap="kontrollfrage"]',
        message: DEFAULT_MESSAGES.quizWrong,
        idref: `${unitTag}-kontrollfrage`,
        error_id: `${unitTag}-kontrollfrage-error`,
      },
    ])
    expect(await count('form-submissions')).toBe(before)
  })

  it('answers aborted (HTTP 200, as CF7) when the submission cannot be stored, sending nothing', async () => {
    smtp.received = []
    const failing = Object.create(instance.payload, {
      create: {
        value: async () => {
          throw new Error('disk full')
        },
      },
    }) as typeof instance.payload
    const response = await handleFeedback(
      new Request(`http://localhost/api/contact/v1/contact-forms/${formId}/feedback`, {
        method: 'POST',
        headers: { accept: 'application/json', 'x-forwarded-for': '192.0.2.9' },
        body: (() => {
          const data = new FormData()
          for (const [name, value] of Object.entries(goodFields())) data.append(name, value)
          return data
        })(),
      }),
      String(formId),
      {
        payload: failing,
        secret: SECRET,
        transport: transportFor(smtp.url),
        limiter: createRateLimiter({ limit: 10, windowMs: 1000 }),
        floodGuard: createRateLimiter({ limit: 60, windowMs: 60_000 }),
        confirmations: createConfirmationLimits(),
        serverUrl: 'https://salon.example',
      },
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      status: 'aborted',
      message: DEFAULT_MESSAGES.aborted,
    })
    expect(smtp.received).toHaveLength(0)
  })

  it('answers acceptance_missing when the consent box is not ticked', async () => {
    const fields = goodFields()
    delete (fields as Partial<typeof fields>).datenschutz
    expect(await (await post(fields)).json()).toMatchObject({
      status: 'acceptance_missing',
      message: DEFAULT_MESSAGES.acceptanceMissing,
    })
  })

  it('calls a filled honeypot and haste spam once the fields are valid, and stores nothing', async () => {
    const before = await count('form-submissions')
    for (const fields of [
      { ...goodFields(), _hp_homepage: 'http://spam.example' },
      { ...goodFields(), _form_started: String(Date.now() - 500) },
      { ...goodFields(), _form_started: 'later' },
      { ...goodFields(), _form_started: '-1' },
    ]) {
      const response = await post(fields)
      expect(response.status).toBe(200)
      expect(await response.json()).toMatchObject({
        status: 'spam',
        message: DEFAULT_MESSAGES.spam,
      })
    }
    expect(await count('form-submissions')).toBe(before)
  })

  it('lets a post without a start time through only with the quiz answered right', async () => {
    // A visitor without JavaScript sends the cached HTML's 0; the quiz proves a person.
    expect(await (await post({ ...goodFields(), _form_started: '0' })).json()).toMatchObject({
      status: 'mail_sent',
    })
    expect(
      await (await post({ ...goodFields(), _form_started: '0', kontrollfrage: 'acht' })).json(),
    ).toMatchObject({ status: 'validation_failed' })
  })

  it('refuses bad requests with 4xx JSON errors and never stores them', async () => {
    const before = await count('form-submissions')
    const expectError = async (response: Response, status: number, code: string) => {
      expect(response.status).toBe(status)
      expect(await response.json()).toMatchObject({ code, message: expect.any(String) })
    }
    await expectError(await post(goodFields(), { id: '999999' }), 404, 'not_found')
    await expectError(await post(goodFields(), { id: 'abc' }), 404, 'not_found')
    const missing = goodFields()
    delete (missing as Partial<typeof missing>)._form_unit_tag
    await expectError(await post(missing), 400, 'missing_hidden_fields')
    await expectError(
      await post({ ...goodFields(), _form_id: '1234' }),
      400,
      'missing_hidden_fields',
    )
    await expectError(
      await post({ ...goodFields(), _form_unit_tag: '"><script>' }),
      400,
      'missing_hidden_fields',
    )
    await expectError(
      await post(goodFields(), {
        body: new Uint8Array(10 * 1024 * 1024),
        contentType: 'multipart/form-data; boundary=x',
      }),
      413,
      'body_too_large',
    )
    await expectError(
      await post(goodFields(), { body: '{"name":"x"}', contentType: 'application/json' }),
      415,
      'unsupported_media_type',
    )
    await expectError(
      await post(goodFields(), {
        body: Buffer.from('name=%FF%FE&_form_id=1'),
        contentType: 'application/x-www-form-urlencoded',
      }),
      400,
      'invalid_encoding',
    )
    await expectError(
      await post(goodFields(), {
        body: Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x3d, 0xc3, 0x28]),
        contentType: 'application/x-www-form-urlencoded',
      }),
      400,
      'invalid_encoding',
    )
    // Mixed case, as browsers send it: the boundary must not be lower-cased.
    const boundary = '----WebKitFormBoundaryAbC'
    const multipart = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n`),
      Buffer.from([0xff, 0xfe, 0x41]),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    await expectError(
      await post(goodFields(), {
        body: multipart,
        contentType: `multipart/form-data; boundary=${boundary}`,
      }),
      400,
      'invalid_encoding',
    )
    await expectError(
      await post(goodFields(), {
        body: 'garbage',
        contentType: 'multipart/form-data; boundary=zzz',
      }),
      400,
      'invalid_body',
    )
    expect(await count('form-submissions')).toBe(before)
  })

  it('refuses a 1 MB field as too long and keeps the body limit above real forms', async () => {
    const response = await post({ ...goodFields(), name: 'x'.repeat(1024 * 1024) })
    const body = await response.json()
    expect(body.status).toBe('validation_failed')
    expect(body.invalid_fields[0]).toMatchObject({
      into: '[data-field-wrap="name"]',
      message: DEFAULT_MESSAGES.tooLong,
    })
    expect(MAX_BODY_BYTES).toBeGreaterThan(1024 * 1024)
  })

  it('limits sends per address at the spam stage with the form’s own spam message (429)', async () => {
    const spamMessage = 'Zu viele Nachrichten in kurzer Zeit – bitte rufen Sie uns an.'
    const limited = Number(
      (
        await instance.payload.create({
          collection: 'contact-forms',
          data: { ...demoContactForm, title: 'Begrenzt', messages: { spam: spamMessage } },
        })
      ).id,
    )
    const limiter = createRateLimiter({ limit: 10, windowMs: 10 * 60_000 })
    const send = (fields: Record<string, string>) =>
      post(
        {
          ...fields,
          _form_id: String(limited),
          _quiz_answer_kontrollfrage: questionHash(SECRET, limited, 'kontrollfrage', QUIZ_QUESTION),
        },
        { id: String(limited), limiter, transport: null, ip: '203.0.113.200' },
      )
    // Posts with field errors are answered with their tips and do not use up the limit.
    for (let i = 0; i < 12; i += 1) {
      expect(await (await send({ ...goodFields(), name: '' })).json()).toMatchObject({
        status: 'validation_failed',
      })
    }
    const statuses: number[] = []
    for (let i = 0; i < 12; i += 1) statuses.push((await send(goodFields())).status)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200))
    const refused = await send(goodFields())
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await refused.json()).toMatchObject({ status: 'spam', message: spamMessage })
  })

  it('answers a flood of posts from one address with 429 before reading them', async () => {
    const floodGuard = createRateLimiter({ limit: 60, windowMs: 60_000 })
    const responses = await Promise.all(
      Array.from({ length: 200 }, () =>
        post({ ...goodFields(), name: '' }, { floodGuard, ip: '203.0.113.201' }),
      ),
    )
    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(60)
    expect(statuses.filter((status) => status === 429)).toHaveLength(140)
    const limited = responses.find((response) => response.status === 429)!
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await limited.json()).toMatchObject({
      code: 'rate_limited',
      message: expect.any(String),
    })
  })

  describe('checks in Contact Form 7’s order: fields, acceptance, spam', () => {
    const invalidNames = async (response: Response) => {
      const body = (await response.json()) as {
        status: string
        invalid_fields: Array<{ into: string; message: string }>
      }
      expect(body.status).toBe('validation_failed')
      return body.invalid_fields.map((field) => field.into)
    }

    it('a wrong e-mail sent within 3 seconds gets the field tip, not spam', async () => {
      const names = await invalidNames(
        await post({ ...goodFields(), email: 'anna@', _form_started: String(Date.now() - 500) }),
      )
      expect(names).toEqual(['[data-field-wrap="email"]'])
    })

    it('an empty post from an API client gets validation_failed with invalid_fields', async () => {
      const { _form_id, _form_version, _form_locale, _form_unit_tag } = goodFields()
      const names = await invalidNames(
        await post({ _form_id, _form_version, _form_locale, _form_unit_tag } as Record<
          string,
          string
        >),
      )
      expect(names).toEqual(
        expect.arrayContaining([
          '[data-field-wrap="name"]',
          '[data-field-wrap="email"]',
          '[data-field-wrap="kontrollfrage"]',
        ]),
      )
    })

    it('a filled honeypot with empty required fields gets the field tips', async () => {
      const names = await invalidNames(
        await post({ ...goodFields(), _hp_homepage: 'http://spam.example', name: '' }),
      )
      expect(names).toEqual(['[data-field-wrap="name"]'])
    })

    it('a quick post with the consent box unticked is acceptance_missing', async () => {
      const fields: Record<string, string> = {
        ...goodFields(),
        _form_started: String(Date.now() - 500),
      }
      delete fields.datenschutz
      expect(await (await post(fields)).json()).toMatchObject({
        status: 'acceptance_missing',
        message: DEFAULT_MESSAGES.acceptanceMissing,
      })
    })

    it.each([
      ['an unknown question hash', { _quiz_answer_kontrollfrage: 'forged' }],
      ['a wrong answer', { kontrollfrage: 'acht' }],
      ['an empty answer', { kontrollfrage: '' }],
    ])(
      '%s is a field error on the quiz with the quiz message, beside other errors',
      async (_, quiz) => {
        const response = await post({ ...goodFields(), ...quiz, email: 'anna@' })
        const body = (await response.json()) as {
          status: string
          invalid_fields: Array<{ into: string; message: string }>
        }
        expect(response.status).toBe(200)
        expect(body.status).toBe('validation_failed')
        expect(body.invalid_fields).toEqual([
          expect.objectContaining({ into: '[data-field-wrap="email"]' }),
          expect.objectContaining({
            into: '[data-field-wrap="kontrollfrage"]',
            message: DEFAULT_MESSAGES.quizWrong,
          }),
        ])
      },
    )
  })

  it('answers a form sent without script with a German HTML page', async () => {
    const response = await post(
      { ...goodFields(), name: '' },
      { accept: 'text/html,application/xhtml+xml' },
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    const html = await response.text()
    expect(html).toContain('Nachricht nicht gesendet')
    expect(html).toContain(`<strong>Ihr Name:</strong> ${DEFAULT_MESSAGES.required}`)
    const sent = await (await post(goodFields(), { accept: 'text/html', transport: null })).text()
    expect(sent).toContain('Nachricht gesendet')
    expect(sent).toContain(DEFAULT_MESSAGES.mailSent)
  })

  it('stores uploaded files privately and refuses wrong types and sizes', async () => {
    const fileForm = await instance.payload.create({
      collection: 'contact-forms',
      data: {
        title: 'Bewerbung',
        retentionDays: 30,
        spam: { minFillSeconds: 0 },
        fields: [
          {
            type: 'file',
            name: 'lebenslauf',
            label: 'Lebenslauf',
            required: true,
            accept: '.pdf',
            maxFileSizeKb: 100,
          },
        ],
        mail: { recipients: 'jobs@salon.example', subject: 'Bewerbung', body: '[_all_fields]' },
      },
    })
    const send = (file: File, started = String(Date.now() - 10_000)) => {
      const data = new FormData()
      for (const [name, value] of Object.entries({
        _form_id: String(fileForm.id),
        _form_version: '1.0',
        _form_locale: 'de_DE',
        _form_unit_tag: 'cf-file',
        _form_started: started,
      }))
        data.append(name, value)
      data.append('lebenslauf', file)
      return handleFeedback(
        new Request('http://localhost/x', {
          method: 'POST',
          body: data,
          headers: { accept: 'application/json' },
        }),
        String(fileForm.id),
        {
          payload: instance.payload,
          secret: SECRET,
          transport: null,
          limiter: createRateLimiter({ limit: 100, windowMs: 1000 }),
          floodGuard: createRateLimiter({ limit: 100, windowMs: 1000 }),
          confirmations: createConfirmationLimits(),
          serverUrl: 'https://salon.example',
        },
      ).then((response) => response.json())
    }
    expect(await send(new File(['MZ'], 'virus.exe'))).toMatchObject({
      status: 'validation_failed',
      invalid_fields: [{ message: DEFAULT_MESSAGES.fileType }],
    })
    expect(await send(new File([new Uint8Array(200 * 1024)], 'cv.pdf'))).toMatchObject({
      status: 'validation_failed',
      invalid_fields: [{ message: DEFAULT_MESSAGES.fileTooLarge }],
    })
    // The start time the cached HTML carries: no script ran, and this form has no quiz.
    const pdf = () => new File(['%PDF-1.4'], 'Mein Lebenslauf.pdf', { type: 'application/pdf' })
    expect(await send(pdf(), '0')).toMatchObject({ status: 'spam' })
    expect(await send(pdf())).toMatchObject({ status: 'mail_sent' })
    const { docs } = await instance.payload.find({
      collection: 'form-submissions',
      where: { form: { equals: fileForm.id } },
    })
    expect(docs[0]!.attachments).toHaveLength(1)
    const attachment = docs[0]!.attachments![0] as { filename: string }
    expect(attachment.filename).toBe('Mein_Lebenslauf.pdf')
    // Personal data: nobody reads attachments without being an admin.
    await expect(
      instance.payload.find({ collection: 'form-attachments', overrideAccess: false }),
    ).rejects.toThrow()
  })

  it('hands out fresh quiz questions on refill; 404 for unknown forms', async () => {
    const response = await handleRefill(String(formId), {
      payload: instance.payload,
      secret: SECRET,
    })
    expect(response.headers.get('cache-control')).toBe('no-store')
    const { quiz } = await response.json()
    const [question, hash] = quiz.kontrollfrage
    const pair = demoContactForm.fields![7]!.quiz!.find(
      (candidate) => candidate.question === question,
    )
    expect(pair).toBeDefined()
    expect(hash).toBe(questionHash(SECRET, formId, 'kontrollfrage', question))
    expect(
      (await handleRefill('424242', { payload: instance.payload, secret: SECRET })).status,
    ).toBe(404)
  })

  it('deletes submissions past the retention period with their mails', async () => {
    const submissions = await count('form-submissions')
    expect(submissions).toBeGreaterThan(0)
    expect(await purgeExpired(instance.payload, formId, 180, Date.now() + 179 * 86_400_000)).toBe(0)
    const deleted = await purgeExpired(instance.payload, formId, 180, Date.now() + 181 * 86_400_000)
    expect(deleted).toBeGreaterThan(0)
    const left = await instance.payload.find({
      collection: 'mail-outbox',
      where: { submission: { exists: true } },
      depth: 0,
    })
    const remaining = await instance.payload.find({
      collection: 'form-submissions',
      depth: 0,
      limit: 0,
    })
    expect(
      left.docs.every((mail) => remaining.docs.some((doc) => doc.id === mail.submission)),
    ).toBe(true)
    expect(DEMO_FORM_TITLE).toBe('Kontaktformular')
  })
})
