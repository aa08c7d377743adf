import MiniSearch, { type Query, type SearchResult } from 'minisearch'

import type { Mark } from './marks'
import { Vocabulary } from './vocabulary'
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
/** The word being typed matches at most this many terms that start with it, the most frequent. */
const MAX_PREFIX_TERMS = 20
/** Fewer exact results than this, and the search is run again forgiving typos. */
const FUZZY_FALLBACK_BELOW = 10
/** About 25 words: the passage shown under a result. */
const EXCERPT_CHARS = 180
const EXCERPT_LEAD_CHARS = 45
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
  private readonly vocabulary = new Vocabulary()
  private readonly engine = new MiniSearch<SearchDocument>({
    idField: 'key',
    fields: [...FIELDS],
    tokenize,
    processTerm: (word) => {
      const term = termOf(word)
      if (!term) return null
      this.vocabulary.add(term)
      return term
    },
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
    this.remove(document.key)
    this.documents.set(document.key, document)
    this.engine.add(document)
  }

  remove(key: string) {
    const document = this.documents.get(key)
    if (!document) return
    this.documents.delete(key)
    this.engine.discard(key)
    for (const field of FIELDS) {
      for (const word of tokenize(document[field])) {
        const term = termOf(word)
        if (term) this.vocabulary.remove(term)
      }
    }
  }

  /**
   * Matching documents, title matches first, each with its marked title and excerpt. Typos are
   * forgiven only when the words as typed find too little: a fuzzy pass over a large vocabulary
   * costs more than the exact one, and adds noise where the exact words already match.
   */
  search(request: SearchRequest): { total: number; hits: SearchHit[] } {
    let results = this.run(request, false)
    if (results && results.length < FUZZY_FALLBACK_BELOW) results = this.run(request, true)
    if (!results) return { total: 0, hits: [] }
    // MiniSearch sorts by score; title matches move ahead, each group keeping that order.
    const inTitle: SearchResult[] = []
    const elsewhere: SearchResult[] = []
    for (const result of results) (matchedTitle(result) ? inTitle : elsewhere).push(result)
    const ranked = inTitle.concat(elsewhere)
    const offset = request.offset ?? 0
    const hits = ranked.slice(offset, offset + request.limit).map((result) => {
      const document = this.documents.get(result.id)!
      const terms = new Set(result.terms)
      const excerpt = excerptOf(document, terms)
      return { document, titleMarks: marksIn(document.title, terms), ...excerpt }
    })
    return { total: ranked.length, hits }
  }

  private run(request: SearchRequest, fuzzy: boolean): SearchResult[] | null {
    const query = buildQuery(request.query, {
      fuzzy,
      expand: (prefix) => this.vocabulary.expand(prefix, MAX_PREFIX_TERMS),
    })
    if (!query) return null
    const types = request.postTypes?.length ? new Set(request.postTypes) : null
    return this.engine.search(query, {
      fields: request.titlesOnly ? ['title'] : [...FIELDS],
      boost: BOOST,
      filter: types ? (result) => types.has(this.documents.get(result.id)!.postType) : undefined,
    })
  }
}

function matchedTitle(result: SearchResult): boolean {
  for (const term in result.match) if (result.match[term]!.includes('title')) return true
  return false
}

/**
 * Every word must match (AND): by its stem, with one typo allowed from five letters on when
 * `fuzzy` is set. The last
 * word is still being typed, so it also matches as a prefix, in its raw folded form: stemming an
 * unfinished word („lockenst“) would match far too much (research, §3).
 */
export function buildQuery(
  text: string,
  { fuzzy = true, expand }: { fuzzy?: boolean; expand?: (prefix: string) => string[] } = {},
): Query | null {
  const all = tokenize(text).map(foldWord)
  if (all.join('').length < SEARCH_MIN_LENGTH) return null
  const meaningful = all.filter((word) => !STOP_WORDS.has(word))
  const tokens = meaningful.length > 0 ? meaningful : all
  const lastTyped = all[all.length - 1]
  const queries: Query[] = tokens.map((folded, index) => {
    const stemmed = stem(folded)
    const typo = fuzzy && folded.length >= FUZZY_MIN_LENGTH ? 1 : false
    const exact: Query = { queries: [stemmed], fuzzy: typo, prefix: false }
    const isLast = index === tokens.length - 1 && folded === lastTyped
    if (!isLast) return exact
    const prefix: Query = expand
      ? { queries: expand(plainForm(folded)), prefix: false, fuzzy: false }
      : { queries: [plainForm(folded)], prefix: true, fuzzy: false }
    return { combineWith: 'OR', queries: [exact, prefix] }
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
 * A short passage around the first match in the body (or the description, or the headings; the
 * start of the description or body when only the title matched), cut at word boundaries, with its
 * matches marked. Scans only up to the first match and marks only the passage: a hundred
 * suggestions per keystroke must stay cheap.
 */
function excerptOf(document: SearchDocument, terms: ReadonlySet<string>) {
  for (const text of [document.body, document.description, document.headings]) {
    const at = firstMatch(text, terms)
    if (at >= 0) return passage(text, Math.max(0, at - EXCERPT_LEAD_CHARS), terms)
  }
  return passage(document.description || document.body, 0, terms)
}

const WORD_PATTERN = /[\p{L}\p{N}]+/gu

function firstMatch(text: string, terms: ReadonlySet<string>): number {
  // One shared pattern (compiling one per call showed in the profile); the loop is synchronous.
  const pattern = WORD_PATTERN
  pattern.lastIndex = 0
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (terms.has(termOf(match[0]))) return match.index
  }
  return -1
}

function passage(
  text: string,
  from: number,
  terms: ReadonlySet<string>,
): { excerpt: string; excerptMarks: Mark[] } {
  // Whole words only: a cut start moves to the next word, a cut end back to the last whole one.
  const region = words(text.slice(from, from + EXCERPT_CHARS))
  if (
    from > 0 &&
    region.length > 0 &&
    region[0]!.start === 0 &&
    /[\p{L}\p{N}]/u.test(text[from - 1] ?? '')
  )
    region.shift()
  const cutEnd = from + EXCERPT_CHARS < text.length
  if (cutEnd && region.length > 1) region.pop()
  if (region.length === 0) return { excerpt: '', excerptMarks: [] }
  const start = from + region[0]!.start
  const end = cutEnd ? from + region[region.length - 1]!.end : text.trimEnd().length
  const lead = start > 0 ? '… ' : ''
  // Line breaks between paragraphs become spaces, one for one, so the offsets stay right.
  const excerpt = `${lead}${text.slice(start, end).replace(/\s/g, ' ')}${end < text.trimEnd().length ? ' …' : ''}`
  const shift = lead.length - start
  const excerptMarks = region
    .filter((entry) => terms.has(termOf(entry.word)))
    .map((entry) => [from + entry.start + shift, from + entry.end + shift] as Mark)
  return { excerpt, excerptMarks }
}
