import { stemmer } from '@orama/stemmers/german'
import { stringMemo } from '@/lib/stringMemo'

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
// Bounded by bytes: distinct words typed into the search must not grow the process (issue 32).
const MEMO_BYTES = 8 * 1024 * 1024

/** The German Snowball stem of a folded word: „Schnitte“ → schnitt, „Färben“ → farb. */
export const stem = /* @__PURE__ */ stringMemo((folded) => stemmer(folded), MEMO_BYTES)

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

/** The index term of a word: folded and stemmed (memoised by the word as written). */
export const termOf = /* @__PURE__ */ stringMemo((word) => stem(foldWord(word)), MEMO_BYTES)

/** Query text as the search reads it: whitespace collapsed, trimmed, at most 100 characters. */
export function normaliseQuery(raw: unknown): string {
  const value = Array.isArray(raw) ? raw[0] : raw
  return (typeof value === 'string' ? value : '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SEARCH_MAX_LENGTH)
}
