import type { Island } from '@/lib/islands'

import { animateScrollTo, SCROLL_TO_TOP_MS } from './scroll'
import { scrollToTopActive } from './scrollToTopRule'

const attachScrollToTop: Island = (button) => {
  let active = false
  let previous = window.scrollY
  let frame = 0
  const setActive = (next: boolean) => {
    active = next
    button.dataset.active = String(next)
    button.setAttribute('aria-hidden', String(!next))
    button.tabIndex = next ? 0 : -1
  }
  const update = () => {
    frame = 0
    const [from, to] = [previous, window.scrollY]
    setActive(scrollToTopActive(from, to, active, document.activeElement === button))
    previous = to
  }
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(update)
  }
  const onClick = async () => {
    await animateScrollTo(0, SCROLL_TO_TOP_MS)
    document.getElementById('inhalt')?.focus({ preventScroll: true })
    setActive(false)
  }
  window.addEventListener('scroll', onScroll, { passive: true })
  button.addEventListener('click', onClick)
  return () => {
    cancelAnimationFrame(frame)
    window.removeEventListener('scroll', onScroll)
    button.removeEventListener('click', onClick)
  }
}

export default attachScrollToTop
