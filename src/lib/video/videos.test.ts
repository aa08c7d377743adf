import { describe, expect, it } from 'vitest'

import { clampIframeHeight, playerMessage, playerUrl, videoIdOf } from './videos'

describe('videoIdOf', () => {
  it('reads YouTube ids from watch, short, embed and shorts addresses', () => {
    for (const address of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
    ]) {
      expect(videoIdOf('youtube', address)).toBe('dQw4w9WgXcQ')
    }
    expect(videoIdOf('youtube', 'https://evil.example/watch?v=dQw4w9WgXcQ')).toBeNull()
    expect(videoIdOf('youtube', 'kein link')).toBeNull()
  })

  it('reads Vimeo ids', () => {
    expect(videoIdOf('vimeo', 'https://vimeo.com/76979871')).toBe('76979871')
    expect(videoIdOf('vimeo', 'https://player.vimeo.com/video/76979871?h=x')).toBe('76979871')
    expect(videoIdOf('vimeo', 'https://vimeo.example/76979871')).toBeNull()
  })
})

describe('players', () => {
  it('use the privacy-enhanced addresses and understand play and pause', () => {
    expect(playerUrl('youtube', 'abc123def45', 'https://www.youtube-nocookie.com/embed/')).toBe(
      'https://www.youtube-nocookie.com/embed/abc123def45?enablejsapi=1&rel=0',
    )
    expect(playerUrl('vimeo', '76979871', 'https://player.vimeo.com/video/')).toContain('dnt=1')
    expect(JSON.parse(playerMessage('youtube', 'pause'))).toMatchObject({ func: 'pauseVideo' })
    expect(JSON.parse(playerMessage('vimeo', 'play'))).toEqual({ method: 'play' })
  })

  it('clamp iframe heights between 200 and 1000 px', () => {
    expect(clampIframeHeight(50)).toBe(200)
    expect(clampIframeHeight(4000)).toBe(1000)
    expect(clampIframeHeight(undefined)).toBe(450)
  })
})

describe('player options', () => {
  it('plays a background video muted, looped and without controls', () => {
    const youtube = new URL(
      playerUrl('youtube', 'lindenSalon1', 'https://www.youtube-nocookie.com/embed/', {
        autoplay: true,
        mute: true,
        loop: true,
        controls: false,
      }),
    )
    expect(Object.fromEntries(youtube.searchParams)).toMatchObject({
      autoplay: '1',
      mute: '1',
      loop: '1',
      playlist: 'lindenSalon1',
      controls: '0',
      enablejsapi: '1',
    })
    const vimeo = new URL(
      playerUrl('vimeo', '76979871', 'https://player.vimeo.com/video/', {
        mute: true,
        controls: false,
      }),
    )
    expect(Object.fromEntries(vimeo.searchParams)).toMatchObject({
      muted: '1',
      background: '1',
      dnt: '1',
    })
  })
})
