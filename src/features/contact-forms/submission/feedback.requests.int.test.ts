import { expect, it, vi } from 'vitest'

import { createRateLimiter } from '@/lib/rateLimit'
import { eachDatabase } from '@/test/testPayload'

import { demoContactForm } from '../../../seed/contactForm'
import { createConfirmationLimits } from './confirmationLimits'
import { handleFeedback, handleRefill, STORED_MESSAGE } from './feedback.server'
import { DEFAULT_MESSAGES } from '../messages'
import { questionHash } from './quiz.server'

import { feedbackFixture, SECRET } from '@/test/feedbackTestKit'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

const describeEachDatabase = await eachDatabase()

describeEachDatabase('contact form requests on %s', (kind) => {
  const fx = feedbackFixture(kind)
  const { goodFields, post, count, expectError } = fx

  it('refuses bad requests with 4xx JSON errors and never stores them', async () => {
    const before = await count('form-submissions')
    await expectError(await post(goodFields(), { id: '999999' }), 404, 'not_found')
    await expectError(await post(goodFields(), { id: 'abc' }), 404, 'not_found')
    // Payload takes 0 for no id at all and throws; it is a form that does not exist.
    await expectError(await post(goodFields(), { id: '0' }), 404, 'not_found')
    await expectError(await post(goodFields(), { id: '00' }), 404, 'not_found')
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

  it('reads bodies up to 5 MB (a 1 MB field is too long) and refuses one byte more', async () => {
    const response = await post({ ...goodFields(), name: 'x'.repeat(1024 * 1024) })
    const body = await response.json()
    expect(body.status).toBe('validation_failed')
    expect(body.invalid_fields[0]).toMatchObject({
      into: '[data-field-wrap="name"]',
      message: DEFAULT_MESSAGES.tooLong,
    })
    // The spec's limit is 5 MB; a body one byte larger is refused before it is parsed.
    await expectError(
      await post(goodFields(), {
        body: new Uint8Array(5 * 1024 * 1024 + 1),
        contentType: 'multipart/form-data; boundary=x',
      }),
      413,
      'body_too_large',
    )
    const atLimit = await post(goodFields(), {
      body: new Uint8Array(5 * 1024 * 1024),
      contentType: 'multipart/form-data; boundary=x',
    })
    expect(atLimit.status).toBe(400)
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
    expect(sent).toContain('Nachricht angekommen')
    // No mail server in this test: the visitor learns that it is stored, not that it was sent.
    expect(sent).toContain(STORED_MESSAGE)
  })

  it('stores uploaded files privately and refuses wrong types and sizes', async () => {
    const fileForm = await fx.instance.payload.create({
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
          payload: fx.instance.payload,
          secret: SECRET,
          transport: null,
          limiter: createRateLimiter({ name: 'test', limit: 100, windowMs: 1000, redisUrl: null }),
          floodGuard: createRateLimiter({
            name: 'test',
            limit: 100,
            windowMs: 1000,
            redisUrl: null,
          }),
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
    const { docs } = await fx.instance.payload.find({
      collection: 'form-submissions',
      where: { form: { equals: fileForm.id } },
    })
    expect(docs[0]!.attachments).toHaveLength(1)
    const attachment = docs[0]!.attachments![0] as { filename: string }
    // The held post (Spam-Verdacht) kept its copy first: this one may carry a number.
    expect(attachment.filename).toMatch(/^Mein_Lebenslauf(-\d+)?\.pdf$/)
    // Personal data: nobody reads attachments without being an admin.
    await expect(
      fx.instance.payload.find({ collection: 'form-attachments', overrideAccess: false }),
    ).rejects.toThrow()
  })

  it('hands out fresh quiz questions on refill; 404 for unknown forms', async () => {
    const response = await handleRefill(String(fx.formId), {
      payload: fx.instance.payload,
      secret: SECRET,
    })
    expect(response.headers.get('cache-control')).toBe('no-store')
    const { quiz } = await response.json()
    const [question, hash] = quiz.kontrollfrage
    const pair = demoContactForm.fields![7]!.quiz!.find(
      (candidate) => candidate.question === question,
    )
    expect(pair).toBeDefined()
    expect(hash).toBe(questionHash(SECRET, fx.formId, 'kontrollfrage', question))
    expect(
      (await handleRefill('424242', { payload: fx.instance.payload, secret: SECRET })).status,
    ).toBe(404)
    for (const id of ['0', '007', '-1'])
      expect(
        (await handleRefill(id, { payload: fx.instance.payload, secret: SECRET })).status,
      ).toBe(404)
  })
})
