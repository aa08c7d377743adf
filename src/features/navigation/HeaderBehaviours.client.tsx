'use client'

import { useEffect } from 'react'

import { attachPanels } from './panels'
import { attachResponsiveMenu } from './responsiveMenu'
import { attachStickyHeader } from './stickyHeader'
import { attachSubmenus } from './submenus'

/**
 * Attaches the header's behaviours to the server-rendered markup. It renders nothing: the menu's
 * HTML is not duplicated into the client bundle, only these few listeners are.
 */
export function HeaderBehaviours() {
  useEffect(() => {
    const header = document.getElementById('site-header')
    const nav = document.getElementById('main-nav')
    const slot = header?.parentElement
    if (!header || !nav || !slot) return
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
    nav.setAttribute('data-enhanced', '')
    return () => {
      detachResponsive()
      sticky.detach()
      submenus.detach()
      panels.detach()
      nav.removeAttribute('data-enhanced')
    }
  }, [])
  return null
}
