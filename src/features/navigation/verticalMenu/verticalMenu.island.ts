import type { Island } from '@/lib/islands'

import { VERTICAL_HOVER_CLOSE_MS } from '../menuMode'
import { attachSubmenus } from '../submenus'

/** docs/spec.md §2: vertical menus expand on click or on hover; hover closes 500 ms after leaving. */
const attachVerticalMenu: Island = (nav) => {
  const hover = nav.dataset.verticalMenu === 'hover'
  const submenus = attachSubmenus(nav, {
    openOnHover: () => hover,
    openOnFocus: () => false,
    closeDelay: VERTICAL_HOVER_CLOSE_MS,
  })
  nav.setAttribute('data-enhanced', '')
  return () => {
    submenus.detach()
    nav.removeAttribute('data-enhanced')
  }
}

export default attachVerticalMenu
