export type Direction = 'next' | 'previous'

/** Shows the slide at `position`: the others hidden from assistive technology and inert. */
export function presentSlide(root: HTMLElement, slides: HTMLElement[], position: number) {
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

/** Slides the entering slide in; the leaving one slides out, or shrinks and fades („sides“). */
export function animateChange(
  leaving: HTMLElement,
  entering: HTMLElement,
  { direction, speed, sides }: { direction: Direction; speed: number; sides: boolean },
) {
  if (speed <= 0) return
  const sign = direction === 'next' ? 1 : -1
  leaving.dataset.leaving = ''
  entering.animate([{ transform: `translateX(${sign * 100}%)` }, { transform: 'translateX(0)' }], {
    duration: speed,
    easing: 'ease-out',
  })
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

/** The play/pause button and what it tells assistive technology. */
export function showPlaying(root: HTMLElement, viewport: HTMLElement, playing: boolean) {
  const toggle = root.querySelector<HTMLButtonElement>('[data-slider="toggle"]')
  root.dataset.playing = String(playing)
  toggle?.setAttribute('aria-label', playing ? 'Diashow anhalten' : 'Diashow starten')
  const icon = toggle?.querySelector('[data-slider-icon]')
  if (icon) icon.textContent = playing ? '❚❚' : '▶'
  // Announce slide changes only while the visitor drives the slider (WAI carousel pattern).
  viewport.setAttribute('aria-live', playing ? 'off' : 'polite')
}
