import { describe, expect, it } from 'vitest'

import { ANIMATION_SPEEDS, lightboxDurations } from './options'

describe('lightbox durations (spec §9)', () => {
  it('are the spec’s switch 500, reposition 200 and fade 200 ms at normal speed, in proportion otherwise', () => {
    expect(lightboxDurations(ANIMATION_SPEEDS.normal)).toEqual({
      switch: 500,
      reposition: 200,
      fade: 200,
    })
    expect(lightboxDurations(ANIMATION_SPEEDS.fast)).toEqual({
      switch: 125,
      reposition: 50,
      fade: 50,
    })
    expect(lightboxDurations(ANIMATION_SPEEDS.slow)).toEqual({
      switch: 1000,
      reposition: 400,
      fade: 400,
    })
    expect(lightboxDurations(0)).toEqual({ switch: 0, reposition: 0, fade: 0 })
  })
})
