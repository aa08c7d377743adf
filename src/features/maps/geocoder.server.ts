import { GEOCODE_MAX_RETRIES, GEOCODER_MIN_INTERVAL_MS, geocodeRetryDelay } from './mapRules'
import { clock } from '@/lib/clock'

export type Geocoded = { latitude: number; longitude: number; displayName: string }
export type GeocodeResult =
  | ({ ok: true } & Geocoded)
  | { ok: false; reason: 'not_found' | 'over_limit' | 'unavailable'; message: string }

type Options = {
  /** A Nominatim-compatible search endpoint (`?q=…&format=jsonv2`). */
  url: string
  userAgent: string
  minIntervalMs?: number
  maxRetries?: number
  timeoutMs?: number
  sleep?: (ms: number) => Promise<void>
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Geocodes addresses on the server, once, when the owner saves a map. Requests go out one at a
 * time, at most one per `minIntervalMs` (Nominatim's usage policy: one per second, a real
 * User-Agent), and an answer over the query limit (HTTP 429) is retried for the same address
 * with the spec's delay: 10 ms, growing by 1 ms per retry, up to `maxRetries` times.
 */
export function createGeocoder({
  url,
  userAgent,
  minIntervalMs = GEOCODER_MIN_INTERVAL_MS,
  maxRetries = GEOCODE_MAX_RETRIES,
  timeoutMs = 8000,
  sleep = wait,
}: Options) {
  let queue: Promise<unknown> = Promise.resolve()
  let lastRequest = -Infinity

  const request = async (address: string): Promise<Response> => {
    const gap = lastRequest + minIntervalMs - clock.ms()
    if (gap > 0) await sleep(gap)
    lastRequest = clock.ms()
    const target = new URL(url)
    target.searchParams.set('q', address)
    target.searchParams.set('format', 'jsonv2')
    target.searchParams.set('limit', '1')
    target.searchParams.set('accept-language', 'de')
    return fetch(target, {
      headers: { 'User-Agent': userAgent, Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    })
  }

  const lookup = async (address: string): Promise<GeocodeResult> => {
    for (let retry = 0; ; retry += 1) {
      let response: Response
      try {
        response = await request(address)
      } catch {
        return unavailable()
      }
      if (response.status === 429) {
        await response.body?.cancel()
        if (retry >= maxRetries)
          return {
            ok: false,
            reason: 'over_limit',
            message:
              'Der Dienst für die Adresssuche nimmt gerade keine Anfragen an (Abfragelimit). Bitte später erneut speichern oder Koordinaten selbst eingeben.',
          }
        await sleep(geocodeRetryDelay(retry))
        continue
      }
      if (!response.ok) {
        await response.body?.cancel()
        return unavailable()
      }
      return readResult(response)
    }
  }

  return {
    /** One address; calls are queued so the interval holds across concurrent saves. */
    geocode(address: string): Promise<GeocodeResult> {
      const result = queue.then(() => lookup(address))
      queue = result.catch(() => undefined)
      return result
    },
  }
}

const unavailable = (): GeocodeResult => ({
  ok: false,
  reason: 'unavailable',
  message:
    'Der Dienst für die Adresssuche ist nicht erreichbar. Bitte später erneut speichern oder Koordinaten selbst eingeben.',
})

async function readResult(response: Response): Promise<GeocodeResult> {
  let body: unknown
  try {
    body = await response.json()
  } catch {
    return unavailable()
  }
  const first = Array.isArray(body) ? (body[0] as Record<string, unknown> | undefined) : undefined
  const latitude = Number(first?.lat)
  const longitude = Number(first?.lon)
  if (!first || !Number.isFinite(latitude) || !Number.isFinite(longitude))
    return {
      ok: false,
      reason: 'not_found',
      message:
        'Diese Adresse wurde nicht gefunden. Bitte Schreibweise prüfen (Straße, Hausnummer, PLZ, Ort) oder Koordinaten selbst eingeben.',
    }
  return {
    ok: true,
    latitude,
    longitude,
    displayName: typeof first.display_name === 'string' ? first.display_name.slice(0, 500) : '',
  }
}
