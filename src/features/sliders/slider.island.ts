import { autoplay, prefersReducedMotion } from '@/lib/autoplay'
import type { Island } from '@/lib/islands'
import { onSwipe } from '@/lib/swipe'
import { PLAYER_COMMAND_EVENT, type PlayerCommand } from '@/contracts/playerCommand'
import { PLAY_RETRY, playerStateOf } from '@/lib/video/playerEvents'

type Direction = 'next' | 'previous'

/**
 * Both sliders (Slider.tsx). Autoplay holds for named reasons: the visitor's pause button, a
 * pointer over it, keyboard focus inside it, a playing video. The spec's video rules: the slider
 * pauses while a slide's video plays and resumes when it is paused; at its end it moves on only
 * if the slide's loop attribute is present and not "yes"; videos on other slides are paused.
 */
const attachSlider: Island = (root) => {
  const slides = Array.from(root.querySelectorAll<HTMLElement>('[data-slide]'))
  const viewport = root.querySelector<HTMLElement>('[data-slider-viewport]')
  const toggle = root.querySelector<HTMLButtonElement>('[data-slider="toggle"]')
  if (!viewport || slides.length === 0) return
  const count = slides.length
  const speed = prefersReducedMotion() ? 0 : Number(root.dataset.speed) || 0
  const interval = Number(root.dataset.interval) || 7000
  const sides = root.dataset.animation === 'sides'
  const startsPlaying = root.dataset.autoplay !== undefined && !prefersReducedMotion() && count > 1
  let index = 0
  let retry: ReturnType<typeof setTimeout> | undefined
  const cleanups: Array<() => void> = []

  const timer = autoplay(interval, () => go(index + 1, 'next'), startsPlaying ? [] : ['paused'])
  root.dataset.playing = String(startsPlaying)

  const command = (command: PlayerCommand['command'], slide: HTMLElement) =>
    window.dispatchEvent(
      new CustomEvent<PlayerCommand>(PLAYER_COMMAND_EVENT, { detail: { command, within: slide } }),
    )

  function present(position: number) {
    slides.forEach((slide, at) => {
      const active = at === position
      slide.toggleAttribute('data-active', active)
      slide.inert = !active
      if (active) slide.removeAttribute('aria-hidden')
      else slide.setAttribute('aria-hidden', 'true')
    })
    root.querySelectorAll<HTMLElement>('[data-slider-dot]').forEach((dot) => {
      if (Number(dot.dataset.sliderDot) === position) dot.setAttribute('aria-current', 'true')
      else dot.removeAttribute('aria-current')
    })
    root.dataset.index = String(position)
  }

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
    present(next)
    if (speed > 0) {
      const sign = direction === 'next' ? 1 : -1
      leaving.dataset.leaving = ''
      entering.animate(
        [{ transform: `translateX(${sign * 100}%)` }, { transform: 'translateX(0)' }],
        { duration: speed, easing: 'ease-out' },
      )
      const out = leaving.animate(
        sides
          ? [
              { transform: 'scale(1)', opacity: 1 },
              { transform: 'scale(0.92)', opacity: 0.4 },
            ]
          : [{ transform: 'translateX(0)' }, { transform: `translateX(${-sign * 100}%)` }],
        { duration: speed, easing: 'ease-out' },
      )
      out.onfinish = out.oncancel = () => delete leaving.dataset.leaving
    }
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

  const step = (direction: Direction) => {
    go(index + (direction === 'next' ? 1 : -1), direction)
    timer.restart()
  }

  function setPlaying(playing: boolean) {
    if (playing) timer.release('paused')
    else timer.hold('paused')
    root.dataset.playing = String(playing)
    toggle?.setAttribute('aria-label', playing ? 'Diashow anhalten' : 'Diashow starten')
    const icon = toggle?.querySelector('[data-slider-icon]')
    if (icon) icon.textContent = playing ? '❚❚' : '▶'
    // Announce slide changes only while the visitor drives the slider (WAI carousel pattern).
    viewport!.setAttribute('aria-live', playing ? 'off' : 'polite')
  }

  const onClick = (event: MouseEvent) => {
    const target = event.target as Element
    const action = target.closest<HTMLElement>('[data-slider]')?.dataset.slider
    if (action === 'toggle') setPlaying(root.dataset.playing !== 'true')
    else if (action === 'previous') step('previous')
    else if (action === 'next') step('next')
    const dot = target.closest<HTMLElement>('[data-slider-dot]')
    if (dot) {
      const to = Number(dot.dataset.sliderDot)
      go(to, to > index ? 'next' : 'previous')
      timer.restart()
    }
  }
  const onKey = (event: KeyboardEvent) => {
    if ((event.target as Element).closest('input, textarea, select')) return
    if (event.key === 'ArrowRight') step('next')
    else if (event.key === 'ArrowLeft') step('previous')
    else return
    event.preventDefault()
  }
  const onPointerEnter = (event: PointerEvent) =>
    event.pointerType === 'mouse' && timer.hold('hover')
  const onPointerLeave = () => timer.release('hover')
  const onFocusIn = () => timer.hold('focus')
  const onFocusOut = (event: FocusEvent) => {
    if (!root.contains(event.relatedTarget as Node | null)) timer.release('focus')
  }
  /** The players' own reports (lib/video/playerEvents.ts): play, pause, end. */
  const onMessage = (event: MessageEvent) => {
    const slide = slides.find((candidate) =>
      Array.from(candidate.querySelectorAll('iframe')).some(
        (frame) => frame.contentWindow === event.source,
      ),
    )
    const state = slide && playerStateOf(event.data)
    if (!slide || !state) return
    slide.dataset.videoState = state
    if (slide !== slides[index]) return
    if (state === 'playing') timer.hold('video')
    else if (state === 'paused') timer.release('video')
    else if (slide.dataset.loop !== undefined && slide.dataset.loop !== 'yes') go(index + 1, 'next')
  }

  root.addEventListener('click', onClick)
  root.addEventListener('keydown', onKey)
  root.addEventListener('pointerenter', onPointerEnter)
  root.addEventListener('pointerleave', onPointerLeave)
  root.addEventListener('focusin', onFocusIn)
  root.addEventListener('focusout', onFocusOut)
  window.addEventListener('message', onMessage)
  cleanups.push(onSwipe(viewport, step))
  // A dragged picture would start the browser's drag and drop and cancel the swipe.
  viewport.querySelectorAll('img').forEach((image) => (image.draggable = false))
  const noDrag = (event: DragEvent) => event.preventDefault()
  viewport.addEventListener('dragstart', noDrag)
  cleanups.push(() => viewport.removeEventListener('dragstart', noDrag))
  // The island's buttons and keys move the slides; the no-script scroll region's tab stop goes.
  viewport.removeAttribute('tabindex')
  present(0)
  setPlaying(startsPlaying)
  if (root.contains(document.activeElement)) timer.hold('focus')
  return () => {
    timer.stop()
    clearTimeout(retry)
    root.removeEventListener('click', onClick)
    root.removeEventListener('keydown', onKey)
    root.removeEventListener('pointerenter', onPointerEnter)
    root.removeEventListener('pointerleave', onPointerLeave)
    root.removeEventListener('focusin', onFocusIn)
    root.removeEventListener('focusout', onFocusOut)
    window.removeEventListener('message', onMessage)
    cleanups.forEach((cleanup) => cleanup())
    viewport.tabIndex = 0
  }
}

export default attachSlider
