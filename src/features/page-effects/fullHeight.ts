import { animateScrollTo, coveredTop, FULL_HEIGHT_SENSITIVITY_MS } from './scroll'

const SMALL_SCREEN = '(max-width: 640px)'
const NEXT_KEYS = new Set(['ArrowDown', 'PageDown', ' '])
const PREVIOUS_KEYS = new Set(['ArrowUp', 'PageUp'])

/**
 * Full-height scroll sections (`[data-full-height]`): while the container fills the window, a
 * wheel turn or a key moves exactly one section, at most once per 450 ms; past the first or last
 * section the page scrolls on as usual. The side dots show and choose the section. Off on small
 * screens, where the sections are ordinary blocks.
 */
export function attachFullHeight(container: HTMLElement): () => void {
  const sections = Array.from(container.querySelectorAll<HTMLElement>('[data-fh-section]'))
  const dots = Array.from(container.querySelectorAll<HTMLAnchorElement>('[data-fh-dot]'))
  let lastMove = 0
  let frame = 0

  const enabled = () => !window.matchMedia(SMALL_SCREEN).matches
  const sectionTop = (index: number) =>
    sections[index]!.getBoundingClientRect().top + window.scrollY - coveredTop()
  const current = () => {
    const line = coveredTop() + window.innerHeight / 2
    let found = 0
    sections.forEach((section, index) => {
      if (section.getBoundingClientRect().top <= line) found = index
    })
    return found
  }
  const filling = () => {
    const rect = container.getBoundingClientRect()
    return rect.top <= coveredTop() + 2 && rect.bottom >= window.innerHeight - 2
  }
  const move = (index: number) => {
    lastMove = performance.now()
    void animateScrollTo(sectionTop(index), FULL_HEIGHT_SENSITIVITY_MS).then(markDots)
  }
  /** True when the step was taken (or swallowed as too soon after the previous one). */
  const step = (direction: 1 | -1): boolean => {
    if (!enabled() || !filling()) return false
    const target = current() + direction
    if (target < 0 || target >= sections.length) return false
    if (performance.now() - lastMove >= FULL_HEIGHT_SENSITIVITY_MS) move(target)
    return true
  }
  const markDots = () => {
    frame = 0
    const active = current()
    dots.forEach((dot, index) => {
      if (index === active) dot.setAttribute('aria-current', 'true')
      else dot.removeAttribute('aria-current')
    })
  }

  const onWheel = (event: WheelEvent) => {
    if (Math.abs(event.deltaY) < 1) return
    if (step(event.deltaY > 0 ? 1 : -1)) event.preventDefault()
  }
  const onKeydown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement
    if (target.closest('input, textarea, select, [contenteditable="true"]')) return
    const direction =
      NEXT_KEYS.has(event.key) && !event.shiftKey
        ? 1
        : PREVIOUS_KEYS.has(event.key) || (event.key === ' ' && event.shiftKey)
          ? -1
          : 0
    if (direction && step(direction)) event.preventDefault()
  }
  const onDot = (event: MouseEvent) => {
    const dot = (event.target as Element).closest('[data-fh-dot]')
    if (!dot || !enabled()) return
    event.preventDefault()
    const index = dots.indexOf(dot as HTMLAnchorElement)
    move(index)
    sections[index]!.focus({ preventScroll: true })
  }
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(markDots)
  }

  markDots()
  window.addEventListener('wheel', onWheel, { passive: false })
  document.addEventListener('keydown', onKeydown)
  container.addEventListener('click', onDot)
  window.addEventListener('scroll', onScroll, { passive: true })
  return () => {
    cancelAnimationFrame(frame)
    window.removeEventListener('wheel', onWheel)
    document.removeEventListener('keydown', onKeydown)
    container.removeEventListener('click', onDot)
    window.removeEventListener('scroll', onScroll)
  }
}
