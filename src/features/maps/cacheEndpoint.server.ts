import type { Payload } from 'payload'
import { z } from 'zod'

import { clientIp, isRefusal, readFormPost } from '@/lib/http'
import { issueNonce, verifyNonce } from '@/lib/nonce'
import { createRateLimiter } from '@/lib/rateLimit'

import { cachedKeys, storeGeocode } from './geocodeCache'
import { publishedMapAddresses } from './publishedAddresses'
import { addressKey, MAX_ADDRESS_LENGTH, MAX_MAP_ADDRESSES } from './mapRules'
import { clock } from '@/lib/clock'

export const MAPS_CACHE_NONCE_ACTION = 'maps-cache'
/** 50 addresses with coordinates and a found address fit in well under 64 KiB. */
export const MAX_BODY_BYTES = 64 * 1024

const limiter = createRateLimiter({ name: 'maps-cache', limit: 10, windowMs: 60_000 })

const coordinate = (min: number, max: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .regex(/^-?\d{1,3}(\.\d+)?$/)
        .transform(Number),
    ])
    .pipe(z.number().finite().min(min).max(max))

const addressesSchema = z
  .array(
    z.object({
      address: z.string().trim().min(1).max(MAX_ADDRESS_LENGTH),
      latitude: coordinate(-90, 90),
      longitude: coordinate(-180, 180),
      geocoded_address: z.string().max(500).optional(),
    }),
  )
  .min(1)
  .max(MAX_MAP_ADDRESSES)

const failure = (status: number, code: string, message: string, headers?: Record<string, string>) =>
  Response.json({ success: false, code, message }, { status, headers })

/**
 * POST /api/maps/cache (docs/contracts.md; the spec's `fusion_cache_map`): `addresses`, a JSON list
 * of geocoded addresses, and `security`, a nonce. Stores the addresses the cache does not hold
 * yet, and only addresses of a published map; a bad request stores nothing.
 */
export async function handleMapsCache(
  request: Request,
  { payload, secret, now = clock.ms() }: { payload: Payload; secret: string; now?: number },
): Promise<Response> {
  const rate = await limiter.hit(clientIp(request), now)
  if (!rate.allowed)
    return failure(429, 'rate_limited', 'Too many requests; try again later.', {
      'Retry-After': String(rate.retryAfterSeconds),
    })

  const form = await readFormPost(request, MAX_BODY_BYTES)
  if (isRefusal(form)) return failure(form.status, form.code, form.message)
  if (!verifyNonce(form.get('security'), secret, MAPS_CACHE_NONCE_ACTION, now))
    return failure(403, 'invalid_nonce', 'The field "security" is missing, invalid or expired.')

  let data: unknown
  try {
    data = JSON.parse(String(form.get('addresses') ?? ''))
  } catch {
    return failure(400, 'invalid_json', 'The field "addresses" is not valid JSON.')
  }
  const parsed = addressesSchema.safeParse(data)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return failure(
      400,
      'invalid_addresses',
      `"addresses" must be a list of 1 to ${MAX_MAP_ADDRESSES} entries with address, latitude (-90…90) and longitude (-180…180); problem at ${issue?.path.join('.') || 'addresses'}: ${issue?.message ?? 'invalid'}.`,
    )
  }

  const known = await publishedMapAddresses(payload)
  const unknown = parsed.data.find((entry) => !known.has(addressKey(entry.address)))
  if (unknown)
    return failure(
      422,
      'unknown_address',
      'Only addresses of a map on a published page can be cached.',
    )

  const fresh = new Map(parsed.data.map((entry) => [addressKey(entry.address), entry]))
  const cached = await cachedKeys(payload, [...fresh.keys()])
  for (const [key, entry] of fresh) {
    if (cached.has(key)) continue
    await storeGeocode(
      payload,
      entry.address,
      {
        latitude: entry.latitude,
        longitude: entry.longitude,
        displayName: entry.geocoded_address ?? '',
      },
      'client',
    ).catch(() => undefined)
  }
  return Response.json({ success: true })
}

/** A fresh nonce for API clients (pages are cached longer than a nonce lives). */
export const freshMapsNonce = (secret: string, now = clock.ms()) =>
  Response.json(
    { nonce: issueNonce(secret, MAPS_CACHE_NONCE_ACTION, now) },
    { headers: { 'Cache-Control': 'no-store' } },
  )
