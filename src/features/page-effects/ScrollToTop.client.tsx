'use client'

import { useEffect, useRef, useState } from 'react'

import styles from './PageEffects.module.css'
import { animateScrollTo, SCROLL_TO_TOP_MS } from './scroll'
import { scrollToTopActive } from './scrollToTopRule'

/** The "Nach oben" button (spec sections 4 and 9); hidden, and out of the tab order, when inactive. */
export function ScrollToTop() {
  const [active, setActive] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    let previous = window.scrollY
    let frame = 0
    const update = () => {
      frame = 0
      const [from, to] = [previous, window.scrollY]
      const focused = document.activeElement === button.current
      setActive((was) => scrollToTopActive(from, to, was, focused))
      previous = to
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', onScroll)
    }
  }, [])
  return (
    <button
      ref={button}
      type="button"
      className={styles.scrollTop}
      data-active={active}
      aria-hidden={!active}
      tabIndex={active ? 0 : -1}
      onClick={async () => {
        await animateScrollTo(0, SCROLL_TO_TOP_MS)
        document.getElementById('inhalt')?.focus({ preventScroll: true })
        setActive(false)
      }}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="m6 14 6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2.5" />
      </svg>
      <span className="visually-hidden">Nach oben scrollen</span>
    </button>
  )
}
