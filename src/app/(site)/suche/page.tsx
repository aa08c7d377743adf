import type { Metadata } from 'next'

import { runSiteSearch } from '@/features/search'
import { readResultsParams, RESULTS_PER_PAGE } from '@/features/search'
import { SearchPageBody } from '@/features/search'

import { getPayloadClient, getSiteSettings } from '../_data/queries'

type Args = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    title: { absolute: `Suche | ${settings.businessName}` },
    description: `Seiten, Leistungen und Produkte von ${settings.businessName} durchsuchen.`,
    robots: { index: false, follow: true },
  }
}

/**
 * The site search's results. In production the front server composes this page per query from
 * its cached shell and `SearchPageBody` (src/server/searchPage.ts); this render serves the shell,
 * development, and the first queries before Payload has started.
 */
export default async function SearchPage({ searchParams }: Args) {
  const { query, page, searchable } = readResultsParams(await searchParams)
  await getPayloadClient()
  const result = searchable
    ? await runSiteSearch({ query, offset: (page - 1) * RESULTS_PER_PAGE, limit: RESULTS_PER_PAGE })
    : undefined
  return (
    <article className="search-page">
      <h1 className="page-title">Suche</h1>
      <SearchPageBody query={query} page={page} result={result} />
    </article>
  )
}
