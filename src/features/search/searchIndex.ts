import MiniSearch, { type Query, type SearchResult } from 'minisearch'

import type { Mark } from './marks'
import { foldWord, plainForm, SEARCH_MIN_LENGTH, stem, termOf, words } from './normalise'

/** What the index holds of one published document (a row of the `search` collection). */
export type SearchDocument = {
  /** `{collection}:{id}`, unique across collections. */
  key: string
  id: number | string
  /** The collection, for filtering by `post_type[]`: `page` today, products and events later. */
  postType: string
  /** Label shown in suggestions („Seite“). */
  typeLabel: string
  title: string
  headings: string
  body: string
  description: string
  path: string
  imageUrl: string | null
}

export type SearchHit = {
  document: SearchDocument
  titleMarks: Mark[]
  excerpt: string
  excerptMarks: Mark[]
}

export type SearchRequest = {
  query: string
  postTypes?: readonly string[]
  titlesOnly?: boolean
  offset?: number
  limit: number
}

const FIELDS = ['title', 'headings', 'body'] as const
const BOOST = { title: 4, headings: 2, body: 1 }
/** Spec: a typo is forgiven on words of five letters or more (one edit). */
const FUZZY_MIN_LENGTH = 5
const EXCERPT_WORDS = 24
const EXCERPT_LEAD_WORDS = 6
/** Function words that would make an AND query miss („Termin für Brautfrisur“). */
const STOP_WORDS = new Set(
  'der die das den dem des ein eine einen einem einer und oder für mit von zu im in am an auf bei ist sind wie was wir ich sie es'
    .split(' ')
    .map(foldWord),
)

const tokenize = (text: string) => words(text).map((entry) => entry.word)

/**
 * The site's full-text index in memory: German stems, umlaut transliterations, prefixes of the
 * word being typed and one typo on longer words. MiniSearch was chosen by measurement
 * (docs/decisions/live-search-engine.md): it behaves the same on SQLite and PostgreSQL.
 */
export class SearchIndex {
  private readonly engine = new MiniSearch<SearchDocument>({
    idField: 'key',
    fields: [...FIELDS],
    tokenize,
    processTerm: (word) => termOf(word) || null,
    searchOptions: { processTerm: (term) => term },
  })
  private readonly documents = new Map<string, SearchDocument>()

  get size() {
    return this.documents.size
  }

  /** Adds many documents, yielding to the event loop between chunks so requests keep flowing. */
  async addAll(documents: SearchDocument[]) {
    for (const document of documents) this.documents.set(document.key, document)
    await this.engine.addAllAsync(documents, { chunkSize: 500 })
  }

  /** Adds or replaces one document. */
  put(document: SearchDocument) {
    if (this.documents.has(document.key)) this.engine.discard(document.key)
    this.documents.set(document.key, document)
    this.engine.add(document)
  }

  remove(key: string) {
    if (!this.documents.delete(key)) return
    this.engine.discard(key)
  }

  /** Matching documents, title matches first, each with its marked title and excerpt. */
  search(request: SearchRequest): { total: number; hits: SearchHit[] } {
    const query = buildQuery(request.query)
    if (!query) return { total: 0, hits: [] }
    const types = request.postTypes?.length ? new Set(request.postTypes) : null
    const results = this.engine.search(query, {
      fields: request.titlesOnly ? ['title'] : [...FIELDS],
      boost: BOOST,
      filter: types ? (result) => types.has(this.documents.get(result.id)!.postType) : undefined,
    })
    const ranked = results
      .map((result) => ({ result, inTitle: matchedTitle(result) }))
      .sort((a, b) => Number(b.inTitle) - Number(a.inTitle) || b.result.score - a.result.score)
    const offset = request.offset ?? 0
    const hits = ranked.slice(offset, offset + request.limit).map(({ result }) => {
      const document = this.documents.get(result.id)!
      const terms = new Set(result.terms)
      const excerpt = excerptOf(document, terms)
      return { document, titleMarks: marksIn(document.title, terms), ...excerpt }
    })
    return { total: ranked.length, hits }
  }
}

const matchedTitle = (result: SearchResult) =>
  Object.values(result.match).some((fields) => fields.includes('title'))

/**
 * Every word must match (AND): by its stem, with one typo allowed from five letters on. The last
 * word is still being typed, so it also matches as a prefix, in its raw folded form: stemming an
 * unfinished word („lockenst“) would match far too much (research, §3).
 */
export function buildQuery(text: string): Query | null {
  const all = tokenize(text).map(foldWord)
  if (all.join('').length < SEARCH_MIN_LENGTH) return null
  const meaningful = all.filter((word) => !STOP_WORDS.has(word))
  const tokens = meaningful.length > 0 ? meaningful : all
  const lastTyped = all[all.length - 1]
  const queries: Query[] = tokens.map((folded, index) => {
    const stemmed = stem(folded)
    const fuzzy = folded.length >= FUZZY_MIN_LENGTH ? 1 : false
    const exact: Query = { queries: [stemmed], fuzzy, prefix: false }
    const isLast = index === tokens.length - 1 && folded === lastTyped
    if (!isLast) return exact
    return {
      combineWith: 'OR',
      queries: [exact, { queries: [plainForm(folded)], prefix: true, fuzzy: false }],
    }
  })
  return { combineWith: 'AND', queries }
}

/** Marks of the words in `text` whose index term is one of `terms`. */
export function marksIn(text: string, terms: ReadonlySet<string>): Mark[] {
  return words(text)
    .filter((entry) => terms.has(termOf(entry.word)))
    .map((entry) => [entry.start, entry.end] as Mark)
}

/**
 * A short passage around the first match in the body (or the description, or the start of the
 * body when only the title matched), cut at word boundaries, with its matches marked.
 */
function excerptOf(document: SearchDocument, terms: ReadonlySet<string>) {
  for (const text of [document.body, document.description, document.headings]) {
    const all = words(text)
    const first = all.findIndex((entry) => terms.has(termOf(entry.word)))
    if (first >= 0) return passage(text, all, Math.max(0, first - EXCERPT_LEAD_WORDS), terms)
  }
  const fallback = document.description || document.body
  return passage(fallback, words(fallback), 0, terms)
}

function passage(
  text: string,
  all: ReturnType<typeof words>,
  from: number,
  terms: ReadonlySet<string>,
): { excerpt: string; excerptMarks: Mark[] } {
  if (all.length === 0) return { excerpt: '', excerptMarks: [] }
  const to = Math.min(all.length, from + EXCERPT_WORDS) - 1
  const last = all.length - 1
  const start = all[from]!.start
  const end = to === last ? text.trimEnd().length : all[to]!.end
  const lead = from > 0 ? '… ' : ''
  // Line breaks between paragraphs become spaces, one for one, so the offsets stay right.
  const excerpt = `${lead}${text.slice(start, end).replace(/\s/g, ' ')}${to < last ? ' …' : ''}`
  const shift = lead.length - start
  const excerptMarks = all
    .slice(from, to + 1)
    .filter((entry) => terms.has(termOf(entry.word)))
    .map((entry) => [entry.start + shift, entry.end + shift] as Mark)
  return { excerpt, excerptMarks }
}
