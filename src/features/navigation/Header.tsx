import { ResponsiveImage } from '@/lib/media/ResponsiveImage'
import { island } from '@/lib/islands'
import { SiteLink } from '@/lib/ui/SiteLink'
import type { Header as HeaderData, Media, SiteSetting } from '@/payload-types'

import { GoToSelect } from './GoToSelect'
import styles from './Header.module.css'
import { HeaderSearch } from './HeaderSearch'
import { MenuIcon, SearchIcon } from './icons'
import { NAV_LABELS } from './labels'
import { goToOptions } from './menuEntries'
import { MODE_SCRIPT } from './menuMode'
import { SubmenuToggle } from './SubmenuToggle'

type Props = {
  header: HeaderData
  businessName: string
  logo?: Media | number | null
  breakpoint: number
  settings: Pick<SiteSetting, 'mobileMenuDesign' | 'headerSearch' | 'stickyHeader'>
}

/**
 * The site header as server-rendered HTML. Without JavaScript the dropdowns still open on hover
 * and focus through CSS; the behaviours (collapsed mode, flyout, sticky, Escape) attach to this
 * markup through the `header` island, loaded at once.
 */
export function Header({ header, businessName, logo, breakpoint, settings }: Props) {
  const items = header.mainMenu ?? []
  const design = settings.mobileMenuDesign ?? 'flyout'
  const searchStyle = settings.headerSearch ?? 'dropdown'
  return (
    <div className={styles.slot} data-header-slot {...island('header', 'now')}>
      <header
        id="site-header"
        className={styles.header}
        data-panel="none"
        data-design={design}
        data-search-style={searchStyle}
        data-sticky-enabled={settings.stickyHeader === false ? 'false' : 'true'}
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
            {logo && typeof logo === 'object' && (
              <ResponsiveImage media={logo} sizes="160px" className={styles.logo} decorative />
            )}
            <span className={styles.brandName}>{businessName}</span>
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
              {items.map((item) => {
                const submenuId = `submenu-${item.id}`
                const label = item.link.label
                const hasDropdown = item.kind === 'dropdown' && (item.children?.length ?? 0) > 0
                const hasMega = item.kind === 'mega' && (item.columns?.length ?? 0) > 0
                return (
                  <li
                    key={item.id}
                    className={styles.item}
                    data-submenu={hasDropdown ? 'dropdown' : hasMega ? 'mega' : undefined}
                  >
                    <SiteLink link={item.link} className={styles.topLink} />
                    {(hasDropdown || hasMega) && (
                      <SubmenuToggle
                        label={label}
                        controls={submenuId}
                        className={styles.subToggle}
                      />
                    )}
                    {hasDropdown && (
                      <ul id={submenuId} className={`${styles.submenu} ${styles.dropdown}`}>
                        {item.children!.map((child) => (
                          <li key={child.id}>
                            <SiteLink link={child.link} className={styles.subLink} />
                          </li>
                        ))}
                      </ul>
                    )}
                    {hasMega && (
                      <div id={submenuId} className={`${styles.submenu} ${styles.mega}`}>
                        {item.columns!.map((column) => (
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
                )
              })}
            </ul>
          </nav>
          {/* The shop and visitor accounts add the cart dropdown and the login box to this group. */}
          <div className={styles.tools}>
            <button
              type="button"
              id="search-toggle"
              className={styles.toolButton}
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
          <HeaderSearch className={styles.search} />
        </div>
      </header>
      <script dangerouslySetInnerHTML={{ __html: MODE_SCRIPT }} />
    </div>
  )
}
