export type VideoProvider = 'youtube' | 'vimeo'

export const PROVIDER_NAMES: Record<VideoProvider, string> = { youtube: 'YouTube', vimeo: 'Vimeo' }

/** The video id in the usual YouTube and Vimeo addresses, or null. */
export function videoIdOf(provider: VideoProvider, address: string): string | null {
  let url: URL
  try {
    url = new URL(address.trim())
  } catch {
    return null
  }
  const host = url.hostname.replace(/^www\.|^m\./, '')
  if (provider === 'youtube') {
    const id =
      host === 'youtu.be'
        ? url.pathname.slice(1)
        : /(^|\.)youtube(-nocookie)?\.com$/.test(host)
          ? (url.searchParams.get('v') ?? /^\/(embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[2])
          : null
    return id && /^[\w-]{6,20}$/.test(id) ? id : null
  }
  if (!/(^|\.)vimeo\.com$/.test(host)) return null
  return /\/(\d{4,12})(?:$|[/?#])/.exec(url.pathname + '/')?.[1] ?? null
}

/** How a player starts: background videos play muted in a loop without controls. */
export type PlayerOptions = {
  autoplay?: boolean
  mute?: boolean
  loop?: boolean
  controls?: boolean
}

/** The player address: privacy-enhanced host for YouTube, do-not-track for Vimeo. */
export function playerUrl(
  provider: VideoProvider,
  id: string,
  base: string,
  options: PlayerOptions = {},
): string {
  return `${base}${id}?${playerParams(provider, id, options)}`
}

/**
 * The player's options as query parameters: in the player's address, and sent along when the
 * provider's oEmbed endpoint is asked about the video (spec § 8), so it answers for this player.
 */
export function playerParams(
  provider: VideoProvider,
  id: string,
  options: PlayerOptions = {},
): URLSearchParams {
  const params =
    provider === 'youtube'
      ? new URLSearchParams({ enablejsapi: '1', rel: '0' })
      : new URLSearchParams({ dnt: '1', api: '1' })
  if (options.autoplay) params.set('autoplay', '1')
  if (options.mute) params.set(provider === 'youtube' ? 'mute' : 'muted', '1')
  if (options.loop) {
    params.set('loop', '1')
    // YouTube loops a single video only when it is also its own playlist.
    if (provider === 'youtube') params.set('playlist', id)
  }
  if (options.controls === false)
    params.set(
      provider === 'youtube' ? 'controls' : 'background',
      provider === 'youtube' ? '0' : '1',
    )
  return params
}

/** Messages the players understand for play and pause (YouTube IFrame API, Vimeo player.js). */
export function playerMessage(provider: VideoProvider, command: 'play' | 'pause'): string {
  return provider === 'youtube'
    ? JSON.stringify({
        event: 'command',
        func: command === 'play' ? 'playVideo' : 'pauseVideo',
        args: [],
      })
    : JSON.stringify({ method: command })
}

/** Iframe heights are clamped (docs/spec.md §9). */
export const clampIframeHeight = (height: number | null | undefined) =>
  Math.min(1000, Math.max(200, Math.round(height ?? 450)))
