import { entryFrame, metaLine } from '@/lib/ui/listing/Listing'
import { RichText } from '@/lib/ui/RichText'

import type { WorkView } from '../portfolioData.server'
import { PORTFOLIO_PATHS } from '../portfolioPaths'
import { workByline } from './PortfolioList'
import styles from './Portfolio.module.css'
import { PORTFOLIO_GALLERY, WorkFigure } from './WorkFigure'

const PAIR_SIZES = '(max-width: 640px) 100vw, 24rem'

/** /portfolio/<slug>: before and after, the text and more pictures, all in the lightbox. */
export function WorkDetail({ view }: { view: WorkView }) {
  const { work, before, after, pictures, category } = view
  const byline = workByline(view)
  return (
    <article className={`${entryFrame} ${styles.work}`} data-work={work.slug}>
      <header>
        <h1 className="page-title">{work.title}</h1>
        {(byline || category) && (
          <p className={metaLine}>
            {byline}
            {byline && category && ' · '}
            {category && <a href={PORTFOLIO_PATHS.category(category.slug)}>{category.name}</a>}
          </p>
        )}
      </header>
      {(before || after) && (
        <div className={styles.pair}>
          {before && <WorkFigure image={before} caption="Vorher" sizes={PAIR_SIZES} priority />}
          {after && (
            <WorkFigure image={after} caption="Nachher" sizes={PAIR_SIZES} priority={!before} />
          )}
        </div>
      )}
      {work.description && (
        <div className={`prose ${styles.text}`}>
          <RichText data={work.description} gallery={PORTFOLIO_GALLERY} />
        </div>
      )}
      {pictures.length > 0 && (
        <section aria-labelledby="weitere-bilder">
          <h2 id="weitere-bilder">
            {pictures.some((entry) => entry.video) ? 'Weitere Bilder und Videos' : 'Weitere Bilder'}
          </h2>
          <ul className={styles.pictures}>
            {pictures.map((entry, index) => (
              <li key={entry.image.id ?? index}>
                <WorkFigure
                  image={entry.image}
                  caption={entry.caption}
                  video={entry.video}
                  sizes="(max-width: 640px) 100vw, 18rem"
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      <p>
        <a href={PORTFOLIO_PATHS.list}>← Alle Arbeiten</a>
      </p>
    </article>
  )
}
