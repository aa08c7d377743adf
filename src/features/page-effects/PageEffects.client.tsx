'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { attachAnchors } from './anchors'
import { attachFullHeight } from './fullHeight'
import { attachStickySidebars } from './stickySidebars'
import { attachTooltips } from './tooltips'

/**
 * The page behaviours that work on server-rendered markup: anchors and scrollspy, tooltips,
 * sticky sidebars, full-height sections. Re-attached after each client-side navigation, since
 * the new page brings new anchors and blocks.
 */
export function PageEffects() {
  const pathname = usePathname()
  useEffect(() => {
    const cleanups = [
      attachAnchors(),
      attachTooltips(),
      attachStickySidebars(),
      ...Array.from(document.querySelectorAll<HTMLElement>('[data-full-height]')).map(
        attachFullHeight,
      ),
    ]
    return () => cleanups.forEach((cleanup) => cleanup())
  }, [pathname])
  return null
}
