import Link from 'next/link'
import type { ReactNode } from 'react'

import { hrefOf, isExternal, type LinkValue } from '@/lib/link'

type Props = { link: LinkValue; className?: string; children?: ReactNode }

/**
 * One link from a link field. Internal paths go through next/link without prefetching: menus
 * list many pages and prefetching them all would cost the visitor's data volume.
 */
export function SiteLink({ link, className, children }: Props) {
  const href = hrefOf(link)
  const label = children ?? link.label
  if (!href) return null
  const newTab = link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  // The page-effects anchor scroller leaves links marked like this to the browser.
  const noScroll = link.noScroll ? { 'data-no-scroll': '' } : {}
  if (isExternal(href) || /^(mailto|tel):/.test(href) || href.startsWith('#')) {
    return (
      <a href={href} className={className} {...newTab} {...noScroll}>
        {label}
      </a>
    )
  }
  return (
    <Link href={href} className={className} prefetch={false} {...newTab} {...noScroll}>
      {label}
    </Link>
  )
}
