import { ResponsiveImage } from '@/lib/media/ResponsiveImage'
import type { FullHeightSectionsBlock } from '@/payload-types'

import styles from './FullHeightSections.module.css'

export function FullHeightSections({
  block,
  index,
}: {
  block: FullHeightSectionsBlock
  index: number
}) {
  const base = block.anchor ?? `abschnitt-${index + 1}`
  const sections = (block.sections ?? []).map((section, position) => ({
    ...section,
    domId: section.anchor ?? `${base}-${position + 1}`,
  }))
  return (
    <div id={block.anchor ?? undefined} className={styles.fullHeight} data-full-height>
      <nav className={styles.dots} aria-label="Abschnitte">
        <ul>
          {sections.map((section, position) => (
            <li key={section.id}>
              <a
                href={`#${section.domId}`}
                data-fh-dot
                aria-label={`Zu Abschnitt ${position + 1}: ${section.heading}`}
              >
                <span aria-hidden="true" />
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.domId}
          className={styles.section}
          data-tone={section.image ? 'image' : (section.tone ?? 'light')}
          data-fh-section
          tabIndex={-1}
          aria-labelledby={`${section.domId}-heading`}
        >
          {section.image && (
            <ResponsiveImage
              media={section.image}
              sizes="100vw"
              className={styles.image}
              decorative
            />
          )}
          <div className={`${styles.inner} reveal`}>
            <h2 id={`${section.domId}-heading`}>{section.heading}</h2>
            {section.text && <p>{section.text}</p>}
          </div>
        </section>
      ))}
    </div>
  )
}
