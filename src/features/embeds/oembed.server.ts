import { PROVIDER_NAMES, type VideoProvider } from '@/lib/video/videos'

export type PreviewResult =
  { ok: true; thumbnailUrl: string; title?: string } | { ok: false; message: string }

const TIMEOUT_MS = 5000

/**
 * Asks the provider's oEmbed endpoint about a video (server-side, when an editor saves), for the
 * preview picture the page shows before consent. Failures get the spec's messages (section 8).
 */
export async function fetchVideoInfo(
  provider: VideoProvider,
  videoUrl: string,
  endpoint: string,
  fetchImpl: typeof fetch = fetch,
): Promise<PreviewResult> {
  const name = PROVIDER_NAMES[provider]
  const address = `${endpoint}?format=json&url=${encodeURIComponent(videoUrl)}`
  let response: Response
  try {
    response = await fetchImpl(address, { signal: AbortSignal.timeout(TIMEOUT_MS) })
  } catch {
    return {
      ok: false,
      message: `There was an error fetching the embed code from ${name} (unreachable).`,
    }
  }
  if (response.status === 403) return { ok: false, message: `${videoUrl} is not embeddable.` }
  if (response.status === 404) return { ok: false, message: `${videoUrl} was not found.` }
  if (!response.ok)
    return {
      ok: false,
      message: `There was an error fetching the embed code from ${name} (${response.status}).`,
    }
  const body = (await response.json().catch(() => null)) as {
    thumbnail_url?: unknown
    title?: unknown
  } | null
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
