import { describe, expect, it, vi } from 'vitest'

import { spamHandlingOf } from '@/contracts/spamReview'
import { HELD_NOTICE } from '@/lib/visitorAnswer'
import { createRateLimiter } from '@/lib/rateLimit'
import { eachDatabase } from '@/test/testPayload'

import { demoContactForm } from '../../../seed/contactForm'
import { createConfirmationLimits } from './confirmationLimits'
import { handleFeedback } from './feedback.server'
import { DEFAULT_MESSAGES } from '../messages'
import { transportFor } from '@/test/testSmtp'
import { questionHash } from './quiz.server'

import { feedbackFixture, QUIZ_QUESTION, SECRET } from '@/test/feedbackTestKit'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

const describeEachDatabase = await eachDatabase()

describeEachDatabase('contact form outcomes in Contact Form 7’s order on %s', (kind) => {
  const fx = feedbackFixture(kind)
  const { smtp, goodFields, post, count } = fx

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
    const unitTag = `cf-f${fx.formId}-p${fx.pageId}-abc123`
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
    const failing = Object.create(fx.instance.payload, {
      create: {
        value: async () => {
          throw new Error('disk full')
        },
      },
    }) as typeof fx.instance.payload
    const response = await handleFeedback(
      new Request(`http://localhost/api/contact/v1/contact-forms/${fx.formId}/feedback`, {
        method: 'POST',
        headers: { accept: 'application/json', 'x-forwarded-for': '192.0.2.9' },
        body: (() => {
          const data = new FormData()
          for (const [name, value] of Object.entries(goodFields())) data.append(name, value)
          return data
        })(),
      }),
      String(fx.formId),
      {
        payload: failing,
        secret: SECRET,
        transport: transportFor(smtp.url),
        limiter: createRateLimiter({ name: 'test', limit: 10, windowMs: 1000, redisUrl: null }),
        floodGuard: createRateLimiter({
          name: 'test',
          limit: 60,
          windowMs: 60_000,
          redisUrl: null,
        }),
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

  it('holds a filled honeypot and haste for review once the fields are valid, storing no submission', async () => {
    const before = await count('form-submissions')
    const held = await count('spam-suspects')
    for (const fields of [
      { ...goodFields(), _hp_homepage: 'http://spam.example' },
      { ...goodFields(), _form_started: String(Date.now() - 500) },
      { ...goodFields(), _form_started: 'later' },
      { ...goodFields(), _form_started: '-1' },
    ]) {
      const response = await post(fields)
      expect(response.status).toBe(200)
      expect(await response.json()).toMatchObject({ status: 'spam', message: HELD_NOTICE })
    }
    expect(await count('form-submissions')).toBe(before)
    expect(await count('spam-suspects')).toBe(held + 4)
    // „Freigeben“: stored as a submission with the form's mails, as if it had come normally.
    const { docs } = await fx.instance.payload.find({
      collection: 'spam-suspects',
      sort: '-createdAt',
      limit: 1,
      overrideAccess: true,
    })
    const mails = await count('mail-outbox')
    const outcome = await spamHandlingOf(fx.instance.payload, 'contact')!.release(
      fx.instance.payload,
      docs[0]!.data as Record<string, unknown>,
    )
    expect(outcome.released).toBe(true)
    expect(await count('form-submissions')).toBe(before + 1)
    expect(await count('mail-outbox')).toBeGreaterThan(mails)
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

  it('limits sends per address at the spam stage with the form’s own spam message (429)', async () => {
    const spamMessage = 'Zu viele Nachrichten in kurzer Zeit – bitte rufen Sie uns an.'
    const limited = Number(
      (
        await fx.instance.payload.create({
          collection: 'contact-forms',
          data: { ...demoContactForm, title: 'Begrenzt', messages: { spam: spamMessage } },
        })
      ).id,
    )
    const limiter = createRateLimiter({
      name: 'test',
      limit: 10,
      windowMs: 10 * 60_000,
      redisUrl: null,
    })
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
    const floodGuard = createRateLimiter({
      name: 'test',
      limit: 60,
      windowMs: 60_000,
      redisUrl: null,
    })
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
})
