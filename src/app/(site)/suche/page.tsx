import type { Metadata } from 'next'

import { normaliseQuery, searchPagesByTitle } from '@/features/navigation/searchPages.server'

import { getPayloadClient, getSiteSettings } from '../_data/queries'

type Args = { searchParams: Promise<{ s?: string | string[] }> }

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    title: { absolute: `Suche | ${settings.businessName}` },
    robots: { index: false, follow: true },
  }
}

const resultLine = (count: number, query: string) =>
  count === 0
    ? `Keine Seite gefunden für „${query}“.`
    : `${count} ${count === 1 ? 'Seite' : 'Seiten'} gefunden für „${query}“.`

/** The site search's results page: a plain title match until live search arrives. */
export default async function SearchPage({ searchParams }: Args) {
  const query = normaliseQuery((await searchParams).s)
  const hits = query ? await searchPagesByTitle(await getPayloadClient(), query) : []
  return (
    <article className="search-page">
      <h1 className="page-title">Suche</h1>
      <div className="search-page-body">
        <form role="search" action="/suche" method="get" className="search-page-form">
          <label htmlFor="search-page-input">Suchbegriff</label>
          <div>
            <input
              id="search-page-input"
              type="search"
              name="s"
              defaultValue={query}
              maxLength={100}
              required
            />
            <button type="submit" className="button">
              Suchen
            </button>
          </div>
        </form>
        {query && (
          <>
            <p role="status">{resultLine(hits.length, query)}</p>
            {hits.length > 0 && (
              <ol className="search-results">
                {hits.map((hit) => (
                  <li key={hit.id}>
                    <a href={hit.path}>{hit.title}</a>
                    {hit.description && <p>{hit.description}</p>}
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </div>
    </article>
  )
}
