import { PLAYER_COMMAND_EVENT, type PlayerCommand } from '@/contracts/playerCommand'
import { autoplay, prefersReducedMotion } from '@/lib/autoplay'
import type { Island } from '@/lib/islands'
import { PLAY_RETRY, type PlayerState } from '@/lib/video/playerEvents'

import { bindSliderInput } from './sliderInput'
import { animateChange, type Direction, presentSlide, showPlaying } from './sliderView'

const command = (command: PlayerCommand['command'], slide: HTMLElement) =>
  window.dispatchEvent(
    new CustomEvent<PlayerCommand>(PLAYER_COMMAND_EVENT, { detail: { command, within: slide } }),
  )

/**
 * Both sliders (Slider.tsx). Autoplay holds for named reasons: the visitor's pause button, a
 * pointer over it, keyboard focus inside it, a playing video. The spec's video rules: the slider
 * pauses while a slide's video plays and resumes when it is paused; at its end it moves on only
 * if the slide's loop attribute is present and not "yes"; videos on other slides are paused.
 * This file holds the state and the rules; sliderView.ts draws, sliderInput.ts listens.
 */
const attachSlider: Island = (root) => {
  const slides = Array.from(root.querySelectorAll<HTMLElement>('[data-slide]'))
  const viewport = root.querySelector<HTMLElement>('[data-slider-viewport]')
  if (!viewport || slides.length === 0) return
  const count = slides.length
  const speed = prefersReducedMotion() ? 0 : Number(root.dataset.speed) || 0
  const interval = Number(root.dataset.interval) || 7000
  const sides = root.dataset.animation === 'sides'
  const startsPlaying = root.dataset.autoplay !== undefined && !prefersReducedMotion() && count > 1
  let index = 0
  let retry: ReturnType<typeof setTimeout> | undefined

  const timer = autoplay(interval, () => go(index + 1, 'next'), startsPlaying ? [] : ['paused'])
  root.dataset.playing = String(startsPlaying)

  function go(target: number, direction: Direction) {
    const next = ((target % count) + count) % count
    if (next === index) return
    const leaving = slides[index]!
    const entering = slides[next]!
    clearTimeout(retry)
    // A video on a slide that is no longer shown stops (spec); its hold on autoplay ends.
    command('pause', leaving)
    timer.release('video')
    index = next
    presentSlide(root, slides, next)
    animateChange(leaving, entering, { direction, speed, sides })
    if (entering.dataset.videoAutoplay !== undefined) playWithRetry(entering)
  }

  /** YouTube ignores commands until its player is ready: ask up to 5 times, 325 ms apart. */
  function playWithRetry(slide: HTMLElement, attempt = 1) {
    if (!slide.querySelector('iframe')) return
    command('play', slide)
    if (attempt < PLAY_RETRY.attempts && slide.dataset.videoState !== 'playing')
      retry = setTimeout(() => {
        if (slides[index] === slide && slide.dataset.videoState !== 'playing')
          playWithRetry(slide, attempt + 1)
      }, PLAY_RETRY.delayMs)
  }

  function setPlaying(playing: boolean) {
    if (playing) timer.release('paused')
    else timer.hold('paused')
    showPlaying(root, viewport!, playing)
  }

  /** The players' own reports: play holds the slider, pause releases it, an end may move on. */
  function playerReport(slide: HTMLElement, state: PlayerState) {
    slide.dataset.videoState = state
    if (slide !== slides[index]) return
    if (state === 'playing') timer.hold('video')
    else if (state === 'paused') timer.release('video')
    else if (slide.dataset.loop !== undefined && slide.dataset.loop !== 'yes') go(index + 1, 'next')
  }

  const unbind = bindSliderInput(
    root,
    { viewport, slides, timer },
    {
      step: (direction) => {
        go(index + (direction === 'next' ? 1 : -1), direction)
        timer.restart()
      },
      goTo: (to) => {
        go(to, to > index ? 'next' : 'previous')
        timer.restart()
      },
      togglePlaying: () => setPlaying(root.dataset.playing !== 'true'),
      playerReport,
    },
  )
  // The island's buttons and keys move the slides; the no-script scroll region's tab stop goes.
  viewport.removeAttribute('tabindex')
  presentSlide(root, slides, 0)
  setPlaying(startsPlaying)
  if (root.contains(document.activeElement)) timer.hold('focus')
  return () => {
    timer.stop()
    clearTimeout(retry)
    unbind()
    viewport.tabIndex = 0
  }
}

export default attachSlider
