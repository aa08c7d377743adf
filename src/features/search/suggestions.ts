import { apiFetch } from '@/lib/apiClient'

import { SEARCH_MIN_LENGTH } from './normalise'

/** Spec: typing debounce and results per page of the live search. */
export const SUGGEST_DEBOUNCE_MS = 500
export const SUGGEST_PER_PAGE = 100
export const LIVE_SEARCH_PATH = '/api/live-search'

export type Suggestion = {
  post_url: string
  title: string
  image_url?: string
  id: number | string
  type?: string
  excerpt?: string
  title_marks?: [number, number][]
  excerpt_marks?: [number, number][]
}

type Fetch = (query: string, postTypes: readonly string[]) => Promise<Suggestion[]>

const fetchSuggestions: Fetch = (query, postTypes) => {
  const body = new URLSearchParams({
    search: query,
    perPage: String(SUGGEST_PER_PAGE),
    show_feat_img: '1',
    display_post_type: '1',
  })
  for (const postType of postTypes) body.append('post_type[]', postType)
  return apiFetch<Suggestion[]>({ path: LIVE_SEARCH_PATH, method: 'POST', body })
}

/**
 * What the header search asks and when: only from four characters, 500 ms after the last
 * keystroke, each query (with its post types) once per page view, and only the newest answer
 * counts. Knows nothing of the DOM, so its timing is tested on its own.
 */
export function createSuggester({
  postTypes = [],
  onResults,
  onError,
  onClear,
  fetch = fetchSuggestions,
  debounceMs = SUGGEST_DEBOUNCE_MS,
}: {
  postTypes?: readonly string[]
  onResults: (query: string, items: Suggestion[]) => void
  onError: (error: unknown) => void
  onClear: () => void
  fetch?: Fetch
  debounceMs?: number
}) {
  const cache = new Map<string, Promise<Suggestion[]>>()
  let timer: ReturnType<typeof setTimeout> | undefined
  let latest = ''

  const run = (query: string) => {
    const key = `${query.toLowerCase()}|${postTypes.join(',')}`
    let answer = cache.get(key)
    if (!answer) {
      answer = fetch(query, postTypes)
      cache.set(key, answer)
      // A failed request may be retried by typing on; a good one is kept.
      answer.catch(() => cache.delete(key))
    }
    answer.then(
      (items) => latest === query && onResults(query, items),
      (error: unknown) => latest === query && onError(error),
    )
  }

  return {
    /** The field's value changed. */
    input(value: string) {
      const query = value.replace(/\s+/g, ' ').trim()
      clearTimeout(timer)
      latest = query
      if (query.length < SEARCH_MIN_LENGTH) {
        onClear()
        return
      }
      timer = setTimeout(() => run(query), debounceMs)
    },
    /** Answers at once from the cache when the query was asked before (refocus). */
    cached(value: string): boolean {
      const query = value.replace(/\s+/g, ' ').trim()
      const key = `${query.toLowerCase()}|${postTypes.join(',')}`
      if (query.length < SEARCH_MIN_LENGTH || !cache.has(key)) return false
      latest = query
      run(query)
      return true
    },
    cancel() {
      clearTimeout(timer)
      latest = ''
    },
  }
}
