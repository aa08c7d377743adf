import Link from 'next/link'

import { ResponsiveImage } from '@/lib/media/ResponsiveImage'
import { SiteLink } from '@/lib/ui/SiteLink'
import type { Header as HeaderData, Media } from '@/payload-types'

import styles from './Header.module.css'

type Props = {
  header: HeaderData
  businessName: string
  logo?: Media | number | null
  breakpoint: number
}

/**
 * The site header as plain HTML: submenus open on hover and keyboard focus through CSS alone.
 * The navigation feature's client behaviours (toggles, flyout, sticky) attach to this markup.
 */
export function Header({ header, businessName, logo, breakpoint }: Props) {
  const items = header.mainMenu ?? []
  return (
    <header className={styles.header}>
      {header.topMenu && header.topMenu.length > 0 && (
        <nav aria-label="Servicemenü" className={styles.topBar}>
          <ul className={styles.topMenu}>
            {header.topMenu.map((item) => (
              <li key={item.id}>
                <SiteLink link={item.link} />
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className={styles.bar}>
        <Link href="/" className={styles.brand} prefetch={false}>
          {logo && typeof logo === 'object' ? (
            <>
              <ResponsiveImage media={logo} sizes="160px" className={styles.logo} decorative />
              <span className={styles.brandName}>{businessName}</span>
            </>
          ) : (
            <span className={styles.brandName}>{businessName}</span>
          )}
        </Link>
        <nav aria-label="Hauptmenü" data-breakpoint={breakpoint} className={styles.nav}>
          <ul className={styles.menu}>
            {items.map((item) => (
              <li
                key={item.id}
                className={styles.item}
                data-submenu={item.kind && item.kind !== 'none' ? item.kind : undefined}
              >
                <SiteLink link={item.link} className={styles.topLink} />
                {item.kind === 'dropdown' && item.children && item.children.length > 0 && (
                  <ul className={styles.dropdown}>
                    {item.children.map((child) => (
                      <li key={child.id}>
                        <SiteLink link={child.link} className={styles.subLink} />
                      </li>
                    ))}
                  </ul>
                )}
                {item.kind === 'mega' && item.columns && item.columns.length > 0 && (
                  <div className={styles.mega}>
                    {item.columns.map((column) => (
                      <section
                        key={column.id}
                        className={styles.megaColumn}
                        aria-label={column.heading}
                      >
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
                          {(column.links ?? []).map((entry) => (
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
            ))}
          </ul>
        </nav>
      </div>
    </header>
  )
}
