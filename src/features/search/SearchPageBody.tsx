import type { SiteSearchHit } from '@/contracts/search'

import { Marked } from './Marked'
import { NO_RESULTS_MESSAGE } from './messages'
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from './normalise'
import { RESULTS_PER_PAGE, resultsHref } from './resultsPage'

/** Marks the body of `/suche`, which the front server replaces per query (src/server/searchPage.ts). */
export const SEARCH_BODY_ATTRIBUTE = 'data-search-body'

type Props = {
  query: string
  page: number
  /** Absent when there was nothing to search for. */
  result?: { total: number; hits: SiteSearchHit[] }
}

const countLine = (total: number, query: string) => `${total} Treffer für „${query}“`

/**
 * The form and the results of the site search: rendered by the `/suche` page, and by the front
 * server for each query from the same component. Plain server markup, no script: it works
 * without JavaScript and is cached per query.
 */
export function SearchPageBody({ query, page, result }: Props) {
  const pages = result ? Math.max(1, Math.ceil(result.total / RESULTS_PER_PAGE)) : 1
  const first = (page - 1) * RESULTS_PER_PAGE + 1
  const attributes = { [SEARCH_BODY_ATTRIBUTE]: '' }
  return (
    <div className="search-page-body" {...attributes}>
      <form role="search" action="/suche" method="get" className="search-page-form">
        <label htmlFor="search-page-input">Suchbegriff</label>
        <div>
          <input
            id="search-page-input"
            type="search"
            name="s"
            defaultValue={query}
            maxLength={SEARCH_MAX_LENGTH}
            minLength={SEARCH_MIN_LENGTH}
            required
          />
          <button type="submit" className="button">
            Suchen
          </button>
        </div>
      </form>
      {query && !result && (
        <p role="status">Bitte geben Sie mindestens {SEARCH_MIN_LENGTH} Zeichen ein.</p>
      )}
      {result && (
        <>
          <p role="status">
            {result.total === 0
              ? NO_RESULTS_MESSAGE
              : `${countLine(result.total, query)}${pages > 1 ? `, Seite ${page} von ${pages}` : ''}`}
          </p>
          {result.hits.length > 0 && (
            <ol className="search-results" start={first}>
              {result.hits.map((hit) => (
                <li key={hit.key} className="search-result">
                  <a href={hit.url} className="search-result-title">
                    <Marked text={hit.title} marks={hit.titleMarks} />
                  </a>
                  <span className="search-result-type">{hit.typeLabel}</span>
                  {hit.excerpt && (
                    <p>
                      <Marked text={hit.excerpt} marks={hit.excerptMarks} />
                    </p>
                  )}
                </li>
              ))}
            </ol>
          )}
          {pages > 1 && (
            <nav className="search-pagination" aria-label="Seiten der Suchergebnisse">
              {page > 1 && (
                <a href={resultsHref(query, page - 1)} rel="prev">
                  Vorherige Seite
                </a>
              )}
              {page < pages && (
                <a href={resultsHref(query, page + 1)} rel="next">
                  Nächste Seite
                </a>
              )}
            </nav>
          )}
        </>
      )}
    </div>
  )
}
