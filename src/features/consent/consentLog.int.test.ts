import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { issueNonce } from '@/lib/nonce'
import { startTestPayload, type TestPayload } from '@/test/testPayload'

import {
  CONSENT_NONCE_ACTION,
  freshNonce,
  handleConsentLog,
  purgeExpiredConsent,
} from './consentLog.server'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

const SECRET = 'test-secret-test-secret-test-secret-42'
const DAY = 24 * 60 * 60 * 1000

const consentCase = (overrides: Record<string, unknown> = {}) => ({
  consentId: '0b7c6a52-2f7e-4e8e-9a51-2d6f0f7c1a11',
  revision: 1,
  decision: 'custom',
  choices: { analytics: false, youtube: true, vimeo: false, maps: true },
  url: 'https://salon.example/galerie?utm=x#top',
  timestamp: new Date().toISOString(),
  ...overrides,
})

const request = (
  fields: Record<string, string>,
  { ip = '203.0.113.77', body }: { ip?: string; body?: string } = {},
) =>
  new Request('http://localhost/api/consent', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': ip,
    },
    body: body ?? new URLSearchParams(fields).toString(),
  })

describe('consent log endpoint (sqlite)', () => {
  let instance: TestPayload
  beforeAll(async () => {
    instance = await startTestPayload('sqlite')
  })
  afterAll(async () => instance?.cleanup())

  const post = (
    fields: Record<string, string>,
    options?: Parameters<typeof request>[1],
    now?: number,
  ) =>
    handleConsentLog(request(fields, options), { payload: instance.payload, secret: SECRET, now })
  const nonce = () => issueNonce(SECRET, CONSENT_NONCE_ACTION)

  it('records a choice with a truncated address and the page path only', async () => {
    const response = await post({ nonce: nonce(), data: JSON.stringify(consentCase()) })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true })
    const { docs } = await instance.payload.find({ collection: 'consent-log' })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      decision: 'custom',
      youtube: true,
      analytics: false,
      maps: true,
      revision: 1,
      url: '/galerie',
      ipPrefix: '203.0.113.0',
    })
    expect(JSON.stringify(docs[0])).not.toContain('203.0.113.77')
  })

  it('answers bad input with 4xx JSON errors and stores nothing', async () => {
    const before = (await instance.payload.count({ collection: 'consent-log' })).totalDocs
    const cases: Array<[Response, number, string]> = [
      [
        await post(
          { nonce: 'forged', data: JSON.stringify(consentCase()) },
          { ip: '198.51.100.1' },
        ),
        403,
        'invalid_nonce',
      ],
      [
        await post({ nonce: nonce(), data: '{not json' }, { ip: '198.51.100.2' }),
        400,
        'invalid_json',
      ],
      [
        await post(
          { nonce: nonce(), data: JSON.stringify(consentCase({ decision: 'maybe' })) },
          { ip: '198.51.100.3' },
        ),
        400,
        'invalid_data',
      ],
      [
        await post({}, { ip: '198.51.100.4', body: 'x'.repeat(1024 * 1024) }),
        413,
        'body_too_large',
      ],
    ]
    for (const [response, status, code] of cases) {
      expect(response.status).toBe(status)
      expect(await response.json()).toMatchObject({ code, message: expect.any(String) })
    }
    expect((await instance.payload.count({ collection: 'consent-log' })).totalDocs).toBe(before)
  })

  it('rate-limits a flood from one address (1000 rapid requests)', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 1000 }, () => post({ nonce: 'x', data: '{}' }, { ip: '192.0.2.9' })),
    ).then((responses) => responses.map((response) => response.status))
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(980)
    expect(statuses.every((status) => status === 403 || status === 429)).toBe(true)
  })

  it('deletes entries older than the retention period in the daily job, not on writes', async () => {
    await instance.payload.updateGlobal({
      slug: 'consent-settings',
      data: { logRetentionDays: 30 },
    })
    const before = (await instance.payload.count({ collection: 'consent-log' })).totalDocs
    expect(before).toBeGreaterThan(0)
    const later = Date.now() + 31 * DAY
    const response = await post(
      {
        nonce: issueNonce(SECRET, CONSENT_NONCE_ACTION, later),
        data: JSON.stringify(consentCase()),
      },
      { ip: '203.0.113.200' },
      later,
    )
    expect(response.status).toBe(200)
    // A visitor's decision costs no delete: the old entries are still there.
    expect((await instance.payload.count({ collection: 'consent-log' })).totalDocs).toBe(before + 1)
    expect(await purgeExpiredConsent(instance.payload, later)).toBe(before)
    expect((await instance.payload.count({ collection: 'consent-log' })).totalDocs).toBe(1)
  })

  it('hands out fresh nonces that verify', async () => {
    const { nonce: fresh } = (await freshNonce(SECRET).json()) as { nonce: string }
    const response = await post(
      { nonce: fresh, data: JSON.stringify(consentCase()) },
      { ip: '203.0.113.201' },
    )
    expect(response.status).toBe(200)
  })

  it('bumps the revision when the banner text or services change, not for other settings', async () => {
    const first = await instance.payload.updateGlobal({
      slug: 'consent-settings',
      data: { floatingRevoke: true },
    })
    const changed = await instance.payload.updateGlobal({
      slug: 'consent-settings',
      data: { bannerText: 'Neuer Text mit Einwilligung.' },
    })
    expect(changed.revision).toBe((first.revision ?? 1) + 1)
    const same = await instance.payload.updateGlobal({
      slug: 'consent-settings',
      data: { floatingRevoke: false },
    })
    expect(same.revision).toBe(changed.revision)
  })
})
