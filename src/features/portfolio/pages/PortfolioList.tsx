import { ResponsiveImage } from '@/lib/media/ResponsiveImage'

import type { PortfolioCategoryView, WorkView } from '../portfolioData.server'
import { PORTFOLIO_PATHS } from '../portfolioPaths'
import styles from './Portfolio.module.css'

/** Service and stylist of a work, as one line. */
export const workByline = ({ work }: WorkView) =>
  [work.service, work.stylist && `von ${work.stylist}`].filter(Boolean).join(' · ')

type Props = {
  views: WorkView[]
  category: PortfolioCategoryView | null
  categories: PortfolioCategoryView[]
}

/** /portfolio and /portfolio/kategorie/<slug>: the salon's work as a grid of cards. */
export function PortfolioList({ views, category, categories }: Props) {
  return (
    <article className={styles.portfolio}>
      <h1 className="page-title">{category ? `Portfolio: ${category.name}` : 'Portfolio'}</h1>
      {categories.length > 0 && (
        <nav aria-label="Kategorien">
          <ul className={styles.terms}>
            <li>
              <a href={PORTFOLIO_PATHS.list} aria-current={category ? undefined : 'page'}>
                Alle
              </a>
            </li>
            {categories.map((entry) => (
              <li key={entry.slug}>
                <a
                  href={PORTFOLIO_PATHS.category(entry.slug)}
                  aria-current={category?.slug === entry.slug ? 'page' : undefined}
                >
                  {entry.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {views.length === 0 ? (
        <p>Hier zeigen wir bald unsere Arbeiten.</p>
      ) : (
        <ul className={styles.grid}>
          {views.map((view, index) => (
            <li key={view.work.id} className={styles.card}>
              <ResponsiveImage
                media={view.after ?? view.before ?? view.pictures[0]?.image}
                sizes="(max-width: 640px) 100vw, 18rem"
                priority={index === 0}
                decorative
              />
              <div>
                <h2>
                  <a href={PORTFOLIO_PATHS.detail(view.work.slug ?? '')}>{view.work.title}</a>
                </h2>
                {workByline(view) && <p className={styles.meta}>{workByline(view)}</p>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </article>
  )
}
