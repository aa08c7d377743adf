import { ResponsiveImage } from '@/lib/media/ResponsiveImage'
import { filterTerms, Listing, metaLine } from '@/lib/ui/listing/Listing'

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
    <Listing
      title={category ? `Portfolio: ${category.name}` : 'Portfolio'}
      terms={filterTerms(
        PORTFOLIO_PATHS.list,
        categories,
        (slug) => PORTFOLIO_PATHS.category(slug),
        category?.slug ?? null,
      )}
      words={{ filter: 'Kategorien', empty: 'Hier zeigen wir bald unsere Arbeiten.' }}
      isEmpty={views.length === 0}
    >
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
              {workByline(view) && <p className={metaLine}>{workByline(view)}</p>}
            </div>
          </li>
        ))}
      </ul>
    </Listing>
  )
}
