import { normaliseQuery, SEARCH_MIN_LENGTH } from './normalise'

export const RESULTS_PER_PAGE = 10
export const PAGE_PARAM = 'seite'

/** The query and page number of a results address (`/suche?s=…&seite=2`). */
export function readResultsParams(params: URLSearchParams | Record<string, unknown>) {
  const get = (name: string) =>
    params instanceof URLSearchParams ? params.get(name) : (params[name] as unknown)
  const query = normaliseQuery(get('s'))
  const pageText = normaliseQuery(get(PAGE_PARAM))
  const page = /^\d{1,4}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1
  return { query, page, searchable: query.length >= SEARCH_MIN_LENGTH }
}

/** The canonical address of a results page; its cache key too. */
export const resultsHref = (query: string, page: number) =>
  `/suche?s=${encodeURIComponent(query)}${page > 1 ? `&${PAGE_PARAM}=${page}` : ''}`
