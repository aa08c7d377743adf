import { describe, expect, it } from 'vitest'

import { playerStateOf, subscribeMessages } from './playerEvents'

describe('player events', () => {
  it('reads YouTube state changes in both forms', () => {
    expect(playerStateOf('{"event":"onStateChange","info":1}')).toBe('playing')
    expect(playerStateOf({ event: 'onStateChange', info: 2 })).toBe('paused')
    expect(playerStateOf('{"event":"infoDelivery","info":{"playerState":0}}')).toBe('ended')
    expect(playerStateOf('{"event":"infoDelivery","info":{"currentTime":3}}')).toBeNull()
    expect(playerStateOf('{"event":"onStateChange","info":3}')).toBeNull()
  })

  it('reads Vimeo events and ignores everything else', () => {
    expect(playerStateOf('{"event":"play"}')).toBe('playing')
    expect(playerStateOf({ event: 'pause' })).toBe('paused')
    expect(playerStateOf({ event: 'ended' })).toBe('ended')
    expect(playerStateOf('kein json')).toBeNull()
    expect(playerStateOf(42)).toBeNull()
  })

  it('asks each player to report', () => {
    expect(subscribeMessages('youtube')[0]).toContain('listening')
    expect(subscribeMessages('vimeo')).toHaveLength(3)
  })
})
