import { stemmer } from '@orama/stemmers/german'

/** Longest query the search accepts; longer input is refused by the endpoint, cut by the page. */
export const SEARCH_MAX_LENGTH = 100
/** Spec: suggestions and the endpoint answer only from this many characters on. */
export const SEARCH_MIN_LENGTH = 4

/**
 * Lower case with "ae", "oe", "ue" written as umlauts, so „Faerben“ and „Färben“ meet before the
 * stemmer (which then drops umlauts and writes ß as ss). "ue" after q stays ("Quelle"), as in
 * Snowball's german2 variant.
 */
export function foldWord(word: string): string {
  return word
    .toLowerCase()
    .replace(/ae/g, 'ä')
    .replace(/oe/g, 'ö')
    .replace(/(?<!q)ue/g, 'ü')
}

// Memoised: a corpus repeats its words, and stemming dominated index build time (research, §3).
const stems = new Map<string, string>()
const MAX_MEMO = 200_000

/** The German Snowball stem of a folded word: „Schnitte“ → schnitt, „Färben“ → farb. */
export function stem(folded: string): string {
  let result = stems.get(folded)
  if (result === undefined) {
    result = stemmer(folded)
    if (stems.size >= MAX_MEMO) stems.clear()
    stems.set(folded, result)
  }
  return result
}

/**
 * Folded form without umlauts and ß, the alphabet stems are written in; a prefix typed so far is
 * compared in this form („Öffnu“ → offnu matches the stem offnungszeit).
 */
export const plainForm = (folded: string) =>
  folded.replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u').replace(/ß/g, 'ss')

const WORD = /[\p{L}\p{N}]+/gu

/** Words of a text in order, with their offsets (for marking matches in excerpts). */
export function words(text: string): { word: string; start: number; end: number }[] {
  const found: { word: string; start: number; end: number }[] = []
  // exec on one pattern: matchAll clones it per call, which adds up over every indexed field.
  WORD.lastIndex = 0
  for (let match = WORD.exec(text); match; match = WORD.exec(text)) {
    found.push({ word: match[0], start: match.index, end: match.index + match[0].length })
  }
  return found
}

const terms = new Map<string, string>()

/** The index term of a word: folded and stemmed (memoised by the word as written). */
export function termOf(word: string): string {
  let term = terms.get(word)
  if (term === undefined) {
    term = stem(foldWord(word))
    if (terms.size >= MAX_MEMO) terms.clear()
    terms.set(word, term)
  }
  return term
}

/** Query text as the search reads it: whitespace collapsed, trimmed, at most 100 characters. */
export function normaliseQuery(raw: unknown): string {
  const value = Array.isArray(raw) ? raw[0] : raw
  return (typeof value === 'string' ? value : '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SEARCH_MAX_LENGTH)
}
