import type { Payload } from 'payload'
import { z } from 'zod'

import {
  clientIp,
  isRefusal,
  jsonError,
  readFormPost,
  refusalResponse,
  truncateIp,
} from '@/lib/http'
import { issueNonce, verifyNonce } from '@/lib/nonce'
import { createRateLimiter } from '@/lib/rateLimit'

import { CONSENT_SERVICES } from './services'
import { clock } from '@/lib/clock'

export const CONSENT_NONCE_ACTION = 'consent-log'
/** A consent case is well under 1 KiB; 8 KiB leaves room and refuses floods of bytes. */
export const MAX_BODY_BYTES = 8 * 1024
const DAY_MS = 24 * 60 * 60 * 1000

/** One visitor decides a few times per visit at most. */
const limiter = createRateLimiter({ name: 'consent', limit: 20, windowMs: 60_000 })

const caseSchema = z.object({
  consentId: z.string().uuid(),
  revision: z.number().int().min(1).max(1_000_000),
  decision: z.enum(['accepted', 'refused', 'custom']),
  choices: z.object(
    Object.fromEntries(CONSENT_SERVICES.map((s) => [s, z.boolean()])) as {
      [K in (typeof CONSENT_SERVICES)[number]]: z.ZodBoolean
    },
  ),
  url: z.string().max(2000),
  timestamp: z.string().datetime(),
})

export type ConsentCase = z.infer<typeof caseSchema>

/** The address without query and fragment: where the choice was made, nothing more. */
const pathOf = (url: string) => {
  try {
    return new URL(url, 'http://site.invalid').pathname.slice(0, 500)
  } catch {
    return ''
  }
}

/**
 * POST /api/consent (docs/contracts.md): `nonce` and `data`, the consent case as JSON. The record keeps
 * the choice, revision, time and page, and a truncated network address; entries older than the
 * retention period are deleted on the way.
 */
export async function handleConsentLog(
  request: Request,
  { payload, secret, now = clock.ms() }: { payload: Payload; secret: string; now?: number },
): Promise<Response> {
  const ip = clientIp(request)
  const rate = await limiter.hit(ip, now)
  if (!rate.allowed)
    return jsonError(429, 'rate_limited', 'Too many requests; try again later.', {
      'Retry-After': String(rate.retryAfterSeconds),
    })

  const form = await readFormPost(request, MAX_BODY_BYTES)
  if (isRefusal(form)) return refusalResponse(form)

  if (!verifyNonce(form.get('nonce'), secret, CONSENT_NONCE_ACTION, now))
    return jsonError(403, 'invalid_nonce', 'The nonce is missing, invalid or expired.')

  let data: unknown
  try {
    data = JSON.parse(String(form.get('data') ?? ''))
  } catch {
    return jsonError(400, 'invalid_json', 'The field "data" is not valid JSON.')
  }
  const parsed = caseSchema.safeParse(data)
  if (!parsed.success)
    return jsonError(
      400,
      'invalid_data',
      `The consent case is incomplete: ${parsed.error.issues[0]?.path.join('.') ?? 'data'}.`,
    )

  const { consentId, revision, decision, choices, url, timestamp } = parsed.data
  await payload.create({
    collection: 'consent-log',
    overrideAccess: true,
    data: {
      consentId,
      revision,
      decision,
      ...choices,
      url: pathOf(url),
      ipPrefix: truncateIp(ip),
      clientTime: timestamp,
      createdAt: new Date(now).toISOString(),
    },
  })
  return Response.json({ success: true })
}

/** A fresh nonce for the banner, whose page may be cached for longer than a nonce lives. */
export const freshNonce = (secret: string, now = clock.ms()) =>
  Response.json(
    { nonce: issueNonce(secret, CONSENT_NONCE_ACTION, now) },
    { headers: { 'Cache-Control': 'no-store' } },
  )

/**
 * Deletes log entries older than the retention period (the daily job; the same strategy as form
 * submissions). Returns how many went.
 */
export async function purgeExpiredConsent(payload: Payload, now = clock.ms()): Promise<number> {
  const settings = await payload.findGlobal({ slug: 'consent-settings', depth: 0 })
  const cutoff = new Date(now - (settings.logRetentionDays ?? 365) * DAY_MS).toISOString()
  const { docs } = await payload.delete({
    collection: 'consent-log',
    where: { createdAt: { less_than: cutoff } },
    overrideAccess: true,
  })
  return docs.length
}
