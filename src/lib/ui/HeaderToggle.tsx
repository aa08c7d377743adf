import type { ReactNode } from 'react'

import styles from './HeaderToggle.module.css'

/** A 22 px line glyph for a header tool; the toggle around it carries the accessible name. */
export const ToolIcon = ({ children }: { children: ReactNode }) => (
  <svg
    aria-hidden="true"
    width="22"
    height="22"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
  >
    {children}
  </svg>
)

type HeaderToggleProps = {
  /** Names the data attributes its island finds them by: `data-<name>-link`, `data-<name>-button`. */
  name: string
  /** The dropdown's own page: where the toggle leads without script. */
  href: string
  /** The panel the button opens. */
  panelId: string
  /** The feature's own touches (a modifier class); the look is this module's. */
  className?: string
  link: ReactNode
  button: ReactNode
}

/**
 * The toggle of a header dropdown (the login box, the cart). Cached with every page, so it holds
 * nothing of a visitor: without script it is a link to the dropdown's page. The feature's island
 * hides the link and shows the button, which opens the panel.
 */
export function HeaderToggle({ name, href, panelId, className, link, button }: HeaderToggleProps) {
  const classes = className ? `${styles.toggle} ${className}` : styles.toggle
  return (
    <>
      <a href={href} className={classes} {...{ [`data-${name}-link`]: true }}>
        {link}
      </a>
      <button
        type="button"
        className={classes}
        aria-expanded="false"
        aria-controls={panelId}
        {...{ [`data-${name}-button`]: true }}
        hidden
      >
        {button}
      </button>
    </>
  )
}
