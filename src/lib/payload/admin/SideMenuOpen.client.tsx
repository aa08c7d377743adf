'use client'

import { useNav, useWindowInfo } from '@payloadcms/ui'
import { useEffect } from 'react'

/** Wider than Payload's „m“ breakpoint (1024 px) its side menu sits beside the page. */
const BESIDE_THE_PAGE = '(min-width: 1025px)'

/**
 * Payload folds its side menu on every screen up to 1440 px wide, a common laptop included, so
 * the calendar and „Einlass“ were two clicks away. Beside the page there is room for it, so it
 * opens there. Payload closes it whenever its breakpoints settle, in its own effect, which runs
 * after this one: the opening waits a tick and asks the window itself (the breakpoints read
 * false before they settle). A click on the toggle still folds it for the rest of the visit.
 */
export function SideMenuOpen() {
  const { hydrated, setNavOpen } = useNav()
  const { breakpoints } = useWindowInfo()
  useEffect(() => {
    if (!hydrated) return
    const opening = setTimeout(() => {
      if (window.matchMedia(BESIDE_THE_PAGE).matches) setNavOpen(true)
    })
    return () => clearTimeout(opening)
  }, [hydrated, breakpoints.l, breakpoints.m, setNavOpen])
  return null
}
