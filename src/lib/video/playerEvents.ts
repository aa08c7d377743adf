import type { VideoProvider } from './videos'

export type PlayerState = 'playing' | 'paused' | 'ended'

/**
 * What a loaded player is told so that it reports its state by window messages: YouTube's IFrame
 * API starts sending once it hears "listening"; Vimeo's player.js sends the events it was asked
 * for.
 */
export function subscribeMessages(provider: VideoProvider): string[] {
  return provider === 'youtube'
    ? [JSON.stringify({ event: 'listening', id: 1, channel: 'widget' })]
    : ['play', 'pause', 'ended'].map((value) =>
        JSON.stringify({ method: 'addEventListener', value }),
      )
}

const YOUTUBE_STATES: Record<number, PlayerState> = { 0: 'ended', 1: 'playing', 2: 'paused' }

/**
 * The state a player's message reports, or null for every other message. YouTube sends
 * `onStateChange` with the state number, or `infoDelivery` with `info.playerState`; Vimeo sends
 * `{ event: 'play' | 'pause' | 'ended' }`. Messages arrive as JSON strings or as objects.
 */
export function playerStateOf(data: unknown): PlayerState | null {
  let message: unknown = data
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data)
    } catch {
      return null
    }
  }
  if (!message || typeof message !== 'object') return null
  const { event, info } = message as { event?: unknown; info?: unknown }
  if (event === 'onStateChange' && typeof info === 'number') return YOUTUBE_STATES[info] ?? null
  if (event === 'infoDelivery' && info && typeof info === 'object') {
    const state = (info as { playerState?: unknown }).playerState
    return typeof state === 'number' ? (YOUTUBE_STATES[state] ?? null) : null
  }
  if (event === 'play' || event === 'playing') return 'playing'
  if (event === 'pause') return 'paused'
  if (event === 'ended' || event === 'finish') return 'ended'
  return null
}

/** Play retries on YouTube, whose player ignores commands until it is ready (docs/spec.md §9). */
export const PLAY_RETRY = { attempts: 5, delayMs: 325 } as const
