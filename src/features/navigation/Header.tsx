import type { ReactNode } from 'react'

import { ResponsiveImage } from '@/lib/media/ResponsiveImage'
import { island } from '@/lib/islands'
import { SiteLink } from '@/lib/ui/SiteLink'
import type { Header as HeaderData, Media, SiteSetting } from '@/payload-types'

import { GoToSelect } from './GoToSelect'
import styles from './Header.module.css'
import { HeaderSearch } from './HeaderSearch'
import { NAV_LABELS } from './labels'
import { goToOptions } from './menuEntries'
import { MODE_SCRIPT } from './menuMode'
import { HeaderTools, MenuItem } from './MainMenu'

type Props = {
  header: HeaderData
  businessName: string
  logo?: Media | number | null
  breakpoint: number
  settings: Pick<SiteSetting, 'mobileMenuDesign' | 'headerSearch' | 'stickyHeader' | 'headerLayout'>
  /** Tools other features add before search and menu (the login box, the cart dropdown). */
  tools?: ReactNode
}

/**
 * The site header as server-rendered HTML. Without JavaScript the dropdowns still open on hover
 * and focus through CSS; the behaviours (collapsed mode, flyout, sticky, Escape) attach to this
 * markup through the `header` island, loaded at once.
 */
export function Header({ header, businessName, logo, breakpoint, settings, tools }: Props) {
  const items = header.mainMenu ?? []
  const design = settings.mobileMenuDesign ?? 'flyout'
  const searchStyle = settings.headerSearch ?? 'dropdown'
  const layout = settings.headerLayout ?? 'logo-left'
  // v7 (the spec's header layout): the logo as an entry in the middle of the menu, as the
  // source theme draws it; collapsed, the menu lists only its entries and the logo stands left.
  const split = layout === 'v7' ? Math.ceil(items.length / 2) : items.length
  const brand = (
    <>
      {logo && typeof logo === 'object' && (
        <ResponsiveImage media={logo} sizes="160px" className={styles.logo} decorative />
      )}
      <span className={styles.brandName}>{businessName}</span>
    </>
  )
  return (
    <div className={styles.slot} data-header-slot {...island('header', 'now')}>
      <header
        id="site-header"
        className={styles.header}
        data-panel="none"
        data-design={design}
        data-search-style={searchStyle}
        data-sticky-enabled={settings.stickyHeader === false ? 'false' : 'true'}
        data-layout={layout}
      >
        {header.topMenu && header.topMenu.length > 0 && (
          <nav aria-label={NAV_LABELS.serviceMenu} className={styles.topBar}>
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
          <a href="/" className={styles.brand}>
            {brand}
          </a>
          {design === 'classic' && <GoToSelect options={goToOptions(items)} />}
          <nav
            id="main-nav"
            aria-label={NAV_LABELS.mainMenu}
            data-breakpoint={breakpoint}
            data-design={design}
            className={styles.nav}
          >
            <ul id="main-menu" className={styles.menu}>
              {items.slice(0, split).map((item) => (
                <MenuItem key={item.id} item={item} />
              ))}
              {layout === 'v7' && (
                <li className={styles.middleLogo} data-menu-logo>
                  <a href="/" className={styles.brand}>
                    {brand}
                  </a>
                </li>
              )}
              {items.slice(split).map((item) => (
                <MenuItem key={item.id} item={item} />
              ))}
            </ul>
          </nav>
          {/* Other features' tools: the login box of visitor accounts, the shop's cart dropdown. */}
          <HeaderTools>{tools}</HeaderTools>
          <HeaderSearch className={styles.search} />
        </div>
      </header>
      <script dangerouslySetInnerHTML={{ __html: MODE_SCRIPT }} />
    </div>
  )
}
