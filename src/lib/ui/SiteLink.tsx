import type { ReactNode } from 'react'

import { hrefOf, type LinkValue } from '@/lib/link'

type Props = { link: LinkValue; className?: string; children?: ReactNode }

/**
 * One link from a link field, as a plain anchor: public pages are documents without a client
 * router, so every internal link is an ordinary page load (served from the page cache).
 */
export function SiteLink({ link, className, children }: Props) {
  const href = hrefOf(link)
  const label = children ?? link.label
  if (!href) return null
  const newTab = link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  // The page-effects anchor scroller leaves links marked like this to the browser.
  const noScroll = link.noScroll ? { 'data-no-scroll': '' } : {}
  return (
    <a href={href} className={className} {...newTab} {...noScroll}>
      {label}
    </a>
  )
}
