import type { ReactNode } from 'react'
import { ResponsiveImage } from '@/lib/media/ResponsiveImage'
import { hrefOf } from '@/lib/link'
import { SiteLink } from '@/lib/ui/SiteLink'
import type { MainMenu } from '@/payload-types'

import styles from './Header.module.css'
import { MenuIcon, SearchIcon } from './icons'
import { NAV_LABELS } from './labels'
import { SubmenuToggle } from './SubmenuToggle'

type Item = NonNullable<MainMenu>[number]

/** One entry of the main menu with its dropdown or mega menu (columns with a picture each). */
export function MenuItem({ item }: { item: Item }) {
  const submenuId = `submenu-${item.id}`
  const label = item.link.label
  const children = (item.children ?? []).filter((child) => hrefOf(child.link))
  const hasDropdown = item.kind === 'dropdown' && children.length > 0
  const hasMega = item.kind === 'mega' && (item.columns?.length ?? 0) > 0
  // An entry whose page is offline (and has nothing under it) is not shown at all.
  if (!hrefOf(item.link) && !hasDropdown && !hasMega) return null
  return (
    <li
      className={styles.item}
      data-submenu={hasDropdown ? 'dropdown' : hasMega ? 'mega' : undefined}
    >
      <SiteLink link={item.link} className={styles.topLink} />
      {(hasDropdown || hasMega) && (
        <SubmenuToggle label={label} controls={submenuId} className={styles.subToggle} />
      )}
      {hasDropdown && (
        <ul id={submenuId} className={`${styles.submenu} ${styles.dropdown}`}>
          {children.map((child) => (
            <li key={child.id}>
              <SiteLink link={child.link} className={styles.subLink} />
            </li>
          ))}
        </ul>
      )}
      {hasMega && (
        <div id={submenuId} className={`${styles.submenu} ${styles.mega}`}>
          {item.columns!.map((column) => (
            <section key={column.id} className={styles.megaColumn} aria-label={column.heading}>
              <p className={styles.megaHeading}>{column.heading}</p>
              {column.image && (
                <ResponsiveImage
                  media={column.image}
                  sizes="240px"
                  className={styles.megaImage}
                  decorative
                />
              )}
              <ul>
                {(column.links ?? [])
                  .filter((entry) => hrefOf(entry.link))
                  .map((entry) => (
                    <li key={entry.id}>
                      <SiteLink link={entry.link} className={styles.subLink} />
                    </li>
                  ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </li>
  )
}

/** The search and menu buttons; the shop and visitor accounts add the cart and the login box. */
export function HeaderTools({ children }: { children?: ReactNode }) {
  return (
    <div className={styles.tools}>
      {children}
      <button
        type="button"
        id="search-toggle"
        className={`${styles.toolButton} ${styles.searchToggle}`}
        aria-expanded="false"
        aria-controls="header-search"
      >
        <SearchIcon />
        <span className={styles.toolLabel}>{NAV_LABELS.search}</span>
      </button>
      <button
        type="button"
        id="menu-toggle"
        className={`${styles.toolButton} ${styles.menuToggle}`}
        aria-expanded="false"
        aria-controls="main-nav"
      >
        <MenuIcon />
        <span className={styles.toolLabel}>{NAV_LABELS.menu}</span>
      </button>
    </div>
  )
}
