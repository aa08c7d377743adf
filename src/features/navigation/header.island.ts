import type { Island } from '@/lib/islands'

import { attachPanels } from './panels'
import { attachResponsiveMenu } from './responsiveMenu'
import { attachStickyHeader } from './stickyHeader'
import { attachSubmenus } from './submenus'

/**
 * The header's behaviours on its server-rendered markup: collapsed mode, flyout panels, sticky
 * header, submenus, Escape, and the classic design's "Gehe zu …" list. Root: the header slot.
 */
const attachHeader: Island = (slot) => {
  const header = slot.querySelector<HTMLElement>('#site-header')
  const nav = slot.querySelector<HTMLElement>('#main-nav')
  if (!header || !nav) return
  const expanded = () => nav.dataset.mode === 'expanded'
  const panels = attachPanels(header, nav)
  const submenus = attachSubmenus(nav, {
    openOnHover: expanded,
    openOnFocus: expanded,
    closeDelay: 0,
  })
  const sticky = attachStickyHeader(slot, header, nav)
  const detachResponsive = attachResponsiveMenu(header, nav, () => {
    panels.close(false)
    submenus.closeAll()
    sticky.update()
  })
  const goTo = slot.querySelector<HTMLSelectElement>('#menu-goto')
  const onGoTo = () => {
    if (goTo?.value) window.location.assign(goTo.value)
  }
  goTo?.addEventListener('change', onGoTo)
  nav.setAttribute('data-enhanced', '')
  return () => {
    goTo?.removeEventListener('change', onGoTo)
    detachResponsive()
    sticky.detach()
    submenus.detach()
    panels.detach()
    nav.removeAttribute('data-enhanced')
  }
}

export default attachHeader
