import {
  playerParams,
  type PlayerOptions,
  PROVIDER_NAMES,
  type VideoProvider,
  videoIdOf,
} from '@/lib/video/videos'

export type PreviewResult =
  { ok: true; thumbnailUrl: string; title?: string } | { ok: false; message: string }

const TIMEOUT_MS = 5000

/**
 * Asks the provider's oEmbed endpoint about a video (server-side, when an editor saves), with the
 * player's options, for the preview picture the page shows before consent. Failures get the
 * spec's messages (section 8), whether the provider says them by the answer's status or, as
 * Vimeo does for a video its owner allows only on other sites, by `domain_status_code`.
 */
export async function fetchVideoInfo(
  provider: VideoProvider,
  videoUrl: string,
  endpoint: string,
  { fetchImpl = fetch, player = {} }: { fetchImpl?: typeof fetch; player?: PlayerOptions } = {},
): Promise<PreviewResult> {
  const name = PROVIDER_NAMES[provider]
  const query = new URLSearchParams({ format: 'json', url: videoUrl })
  for (const [key, value] of playerParams(provider, videoIdOf(provider, videoUrl) ?? '', player))
    if (key !== 'playlist') query.set(key, value)
  const address = `${endpoint}?${query}`
  let response: Response
  try {
    response = await fetchImpl(address, { signal: AbortSignal.timeout(TIMEOUT_MS) })
  } catch {
    return {
      ok: false,
      message: `There was an error fetching the embed code from ${name} (unreachable).`,
    }
  }
  const failure = statusFailure(response.status, videoUrl, name)
  if (failure) return failure
  const body = (await response.json().catch(() => null)) as {
    thumbnail_url?: unknown
    title?: unknown
    domain_status_code?: unknown
  } | null
  const onThisSite =
    typeof body?.domain_status_code === 'number'
      ? statusFailure(body.domain_status_code, videoUrl, name)
      : null
  if (onThisSite) return onThisSite
  if (!body || typeof body.thumbnail_url !== 'string')
    return {
      ok: false,
      message: `There was an error fetching the embed code from ${name} (no thumbnail).`,
    }
  return {
    ok: true,
    thumbnailUrl: body.thumbnail_url,
    title: typeof body.title === 'string' ? body.title : undefined,
  }
}

function statusFailure(status: number, videoUrl: string, name: string): PreviewResult | null {
  if (status === 403) return { ok: false, message: `${videoUrl} is not embeddable.` }
  if (status === 404) return { ok: false, message: `${videoUrl} was not found.` }
  if (status < 200 || status >= 300)
    return {
      ok: false,
      message: `There was an error fetching the embed code from ${name} (${status}).`,
    }
  return null
}

const MAX_IMAGE_BYTES = 5 * 1024 * 1024

/** Downloads the preview picture so it is served from our own media library. */
export async function downloadImage(
  url: string,
  fetchImpl: typeof fetch = fetch,
): Promise<{ data: Buffer; mimetype: string } | null> {
  try {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS) })
    const mimetype = response.headers.get('content-type')?.split(';')[0] ?? ''
    if (!response.ok || !/^image\/(jpeg|png|webp)$/.test(mimetype)) return null
    const data = Buffer.from(await response.arrayBuffer())
    return data.byteLength > 0 && data.byteLength <= MAX_IMAGE_BYTES ? { data, mimetype } : null
  } catch {
    return null
  }
}
