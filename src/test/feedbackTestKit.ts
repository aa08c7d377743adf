/**
 * The contact form's integration tests share this: a real Payload per database with the demo
 * form, a test SMTP server, and a post helper. Kept in src/test/ (it imports vitest and the seed),
 * never in a feature's production folder.
 */
import { afterAll, beforeAll, expect } from 'vitest'

import { createConfirmationLimits } from '@/features/contact-forms/submission/confirmationLimits'
import { handleFeedback } from '@/features/contact-forms/submission/feedback.server'
import { questionHash } from '@/features/contact-forms/submission/quiz.server'
import { transportFor } from '@/features/mail/outbox'
import { createRateLimiter } from '@/lib/rateLimit'
import { demoContactForm } from '@/seed/contactForm'

import { type DatabaseKind, startTestPayload, type TestPayload } from './testPayload'
import { TestSmtp } from './testSmtp'

export { TestSmtp }

export const SECRET = 'feedback-test-secret-feedback-test-secret'
export const QUIZ_QUESTION = demoContactForm.fields![7]!.quiz![0]!.question

/** Every field of the demo form filled in right, as a visitor sends it 10 s after the page opened. */
const validPost = (formId: number, pageId: number): Record<string, string> => ({
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

/** A post to the feedback endpoint as a browser (multipart) or API client sends it. */
function feedbackRequest(
  fields: Record<string, string | string[]>,
  {
    id,
    accept,
    ip,
    body,
    contentType,
  }: { id: string; accept: string; ip: string; body?: BodyInit; contentType?: string },
) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields))
    for (const entry of Array.isArray(value) ? value : [value]) data.append(name, entry)
  const headers: Record<string, string> = { accept, 'x-forwarded-for': ip }
  if (contentType) headers['content-type'] = contentType
  return new Request(`http://localhost/api/contact/v1/contact-forms/${id}/feedback`, {
    method: 'POST',
    headers,
    body: body ?? data,
  })
}

/**
 * The contact-form endpoint's test bed on one database: a real Payload with the demo form on a
 * published page, a real SMTP server, and helpers to post as a browser or an API client would.
 * Registers its own beforeAll/afterAll.
 */
export function feedbackFixture(kind: DatabaseKind) {
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

  const goodFields = () => validPost(formId, pageId)

  const post = (
    fields: Record<string, string | string[]> = goodFields(),
    {
      id = String(formId),
      transport = transportFor(smtp.url),
      limiter = createRateLimiter({
        name: 'test',
        limit: 10_000,
        windowMs: 60_000,
        redisUrl: null,
      }),
      floodGuard = createRateLimiter({
        name: 'test-flood',
        limit: 10_000,
        windowMs: 60_000,
        redisUrl: null,
      }),
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
    const request = feedbackRequest(fields, { id, accept, ip, body, contentType })
    return handleFeedback(request, id, {
      payload: instance.payload,
      secret: SECRET,
      transport,
      limiter,
      floodGuard,
      confirmations,
      serverUrl: 'https://salon.example',
    })
  }
  const count = async (collection: 'form-submissions' | 'mail-outbox' | 'spam-suspects') =>
    (await instance.payload.count({ collection })).totalDocs
  const expectError = async (response: Response, status: number, code: string) => {
    expect(response.status).toBe(status)
    expect(await response.json()).toMatchObject({ code, message: expect.any(String) })
  }
  return {
    get instance() {
      return instance
    },
    get formId() {
      return formId
    },
    get pageId() {
      return pageId
    },
    smtp,
    goodFields,
    post,
    count,
    expectError,
  }
}
