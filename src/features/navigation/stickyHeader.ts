import { SHRUNK_STICKY_HEADER_HEIGHT } from '@/lib/design-tokens'

import { type MenuMode, stickyApplies } from './menuMode'

export type StickyHeader = { update: () => void; detach: () => void }

const adminBarHeight = () =>
  parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--admin-bar-height')) || 0

/**
 * Desktop only: once the page has scrolled past the header it is fixed to the top in its
 * menu-only layout (66 px), and it returns when the visitor scrolls back up past its place. The
 * slot keeps the header's height meanwhile, so nothing below moves. `--sticky-header-offset`
 * tells anchor scrolling and sticky sidebars how much of the top the header covers.
 */
export function attachStickyHeader(
  slot: HTMLElement,
  header: HTMLElement,
  nav: HTMLElement,
): StickyHeader {
  const root = document.documentElement
  const enabled = header.dataset.stickyEnabled === 'true'
  let frame = 0

  const update = () => {
    frame = 0
    const applies = enabled && stickyApplies(window.innerWidth, nav.dataset.mode as MenuMode)
    root.style.setProperty(
      '--sticky-header-offset',
      applies ? `${SHRUNK_STICKY_HEADER_HEIGHT}px` : '0px',
    )
    const sticky = header.dataset.sticky === 'true'
    if (!applies) {
      if (sticky) release()
      return
    }
    const passed = slot.getBoundingClientRect().bottom <= adminBarHeight()
    if (passed && !sticky) {
      slot.style.height = `${slot.getBoundingClientRect().height}px`
      header.dataset.sticky = 'true'
    } else if (!passed && sticky) {
      release()
    }
  }
  const release = () => {
    delete header.dataset.sticky
    slot.style.removeProperty('height')
  }
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update)
  }

  update()
  window.addEventListener('scroll', schedule, { passive: true })
  window.addEventListener('resize', schedule)
  return {
    update,
    detach: () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    },
  }
}
