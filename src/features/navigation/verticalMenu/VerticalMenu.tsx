import { island } from '@/lib/islands'
import { hrefOf } from '@/lib/link'
import { SiteLink } from '@/lib/ui/SiteLink'
import type { VerticalMenuBlock } from '@/payload-types'

import { SubmenuToggle } from '../SubmenuToggle'
import styles from './VerticalMenu.module.css'

/** A vertical menu widget: submenus open by their toggle, or on hover (setting per block). */
export function VerticalMenu({ block, index }: { block: VerticalMenuBlock; index: number }) {
  const id = `vmenu-${block.id ?? index}`
  return (
    <nav
      id={id}
      className={styles.vertical}
      aria-label={block.heading ?? 'Seitenmenü'}
      data-vertical-menu={block.expandOn ?? 'click'}
      {...island('vertical-menu', 'visible')}
    >
      {block.heading && <p className={styles.heading}>{block.heading}</p>}
      <ul className={styles.list}>
        {(block.items ?? []).map((item) => {
          const submenuId = `${id}-${item.id}`
          const children = (item.children ?? []).filter((child) => hrefOf(child.link))
          if (!hrefOf(item.link) && children.length === 0) return null
          return (
            <li key={item.id} className={styles.item}>
              <SiteLink link={item.link} className={styles.link} />
              {children.length > 0 && (
                <>
                  <SubmenuToggle
                    label={item.link.label}
                    controls={submenuId}
                    className={styles.toggle}
                  />
                  <ul id={submenuId} className={styles.submenu}>
                    {children.map((child) => (
                      <li key={child.id}>
                        <SiteLink link={child.link} className={styles.link} />
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
