import { describe, expect, it } from 'vitest'

import { foldWord, normaliseQuery, stem, termOf } from './normalise'
import { buildQuery, type SearchDocument, SearchIndex } from './searchIndex'

const doc = (key: string, fields: Partial<SearchDocument>): SearchDocument => ({
  key,
  id: key,
  postType: 'page',
  typeLabel: 'Seite',
  title: '',
  headings: '',
  body: '',
  description: '',
  path: `/${key}`,
  imageUrl: null,
  ...fields,
})

async function indexOf(...documents: SearchDocument[]) {
  const index = new SearchIndex()
  await index.addAll(documents)
  return index
}

const keys = (index: SearchIndex, query: string, extra = {}) =>
  index.search({ query, limit: 20, ...extra }).hits.map((hit) => hit.document.key)

describe('normalisation', () => {
  it('writes ae, oe, ue as umlauts but keeps "que"', () => {
    expect(foldWord('Faerben')).toBe('färben')
    expect(foldWord('Oeffnungszeiten')).toBe('öffnungszeiten')
    expect(foldWord('Quelle')).toBe('quelle')
  })

  it('joins German word forms and spellings in one stem', () => {
    expect(termOf('Schnitte')).toBe(termOf('Schnitt'))
    expect(termOf('Brautfrisuren')).toBe(termOf('Brautfrisur'))
    expect(termOf('färben')).toBe(termOf('Farbe'))
    expect(termOf('Straße')).toBe(termOf('Strasse'))
    expect(termOf('Oeffnungszeiten')).toBe(termOf('Öffnungszeiten'))
    expect(stem('haarschnitte')).toBe('haarschnitt')
  })

  it('collapses whitespace and cuts queries at 100 characters', () => {
    expect(normaliseQuery('  Balayage \n  Berlin ')).toBe('Balayage Berlin')
    expect(normaliseQuery(['erste', 'zweite'])).toBe('erste')
    expect(normaliseQuery('x'.repeat(300))).toHaveLength(100)
    expect(normaliseQuery(undefined)).toBe('')
  })

  it('builds no query under four characters', () => {
    expect(buildQuery('abc')).toBeNull()
    expect(buildQuery(' a b ')).toBeNull()
    expect(buildQuery('Bala')).not.toBeNull()
  })
})

describe('SearchIndex', () => {
  const corpus = [
    doc('schnitt', { title: 'Haarschnitt', body: 'Ein Schnitt für Damen und Herren.' }),
    doc('farbe', { title: 'Farbe', body: 'Wir färben mit Pflanzenfarben. Balayage und Strähnen.' }),
    doc('braut', { title: 'Brautfrisur', body: 'Hochsteckfrisuren für den großen Tag.' }),
    doc('anfahrt', { title: 'Anfahrt', body: 'Sie finden uns in der Oranienstraße 12.' }),
    doc('zeiten', { title: 'Öffnungszeiten', body: 'Montag bis Samstag.' }),
  ]

  it('finds German word forms, transliterations, prefixes and typos', async () => {
    const index = await indexOf(...corpus)
    expect(keys(index, 'Schnitte')).toContain('schnitt')
    expect(keys(index, 'färben')).toEqual(expect.arrayContaining(['farbe']))
    expect(keys(index, 'Brautfrisuren')).toEqual(['braut'])
    expect(keys(index, 'Oranienstrasse')).toEqual(['anfahrt'])
    expect(keys(index, 'Oeffnungszeiten')).toEqual(['zeiten'])
    expect(keys(index, 'Bala')).toEqual(['farbe'])
    expect(keys(index, 'Öffnu')).toEqual(['zeiten'])
    expect(keys(index, 'Balyage')).toEqual(['farbe'])
    expect(keys(index, 'Brautfrsur')).toEqual(['braut'])
  })

  it('forgives no typo on words under five letters', async () => {
    const index = await indexOf(doc('a', { title: 'Gold', body: 'Gold' }))
    expect(keys(index, 'Golf')).toEqual([])
    expect(keys(index, 'Gold')).toEqual(['a'])
  })

  it('needs every word of the query (function words aside)', async () => {
    const index = await indexOf(...corpus)
    expect(keys(index, 'Schnitt Damen')).toEqual(['schnitt'])
    expect(keys(index, 'Schnitt Braut')).toEqual([])
    expect(keys(index, 'Termin für Brautfrisur')).toEqual([])
    expect(keys(index, 'für die Brautfrisur')).toEqual(['braut'])
  })

  it('ranks title matches above body matches, however often the body repeats the word', async () => {
    const index = await indexOf(
      doc('body', { title: 'Pflege', body: 'Locken Locken Locken Locken pflegen wir.' }),
      doc('title', { title: 'Locken', body: 'Wellen und mehr.' }),
    )
    expect(keys(index, 'Locken')).toEqual(['title', 'body'])
  })

  it('limits to titles and to post types when asked', async () => {
    const index = await indexOf(...corpus, doc('p', { postType: 'product', title: 'Farbe Kupfer' }))
    expect(keys(index, 'Balayage', { titlesOnly: true })).toEqual([])
    expect(keys(index, 'Farbe', { postTypes: ['product'] })).toEqual(['p'])
  })

  it('marks the matched words in title and excerpt by offsets', async () => {
    const index = await indexOf(...corpus)
    const [hit] = index.search({ query: 'färben', limit: 1 }).hits
    expect(hit!.document.key).toBe('farbe')
    const marked = hit!.excerptMarks.map(([start, end]) => hit!.excerpt.slice(start, end))
    expect(marked).toContain('färben')
    expect(hit!.titleMarks.map(([s, e]) => hit!.document.title.slice(s, e))).toEqual(['Farbe'])
  })

  it('cuts long texts to a passage around the first match', async () => {
    const filler = Array.from({ length: 60 }, (_, i) => `Wort${i}`).join(' ')
    const index = await indexOf(
      doc('long', { title: 'Lang', body: `${filler} Balayage ${filler}` }),
    )
    const [hit] = index.search({ query: 'Balayage', limit: 1 }).hits
    expect(hit!.excerpt.startsWith('… ')).toBe(true)
    expect(hit!.excerpt.endsWith(' …')).toBe(true)
    expect(hit!.excerpt.split(' ').length).toBeLessThan(30)
    const [[start, end]] = hit!.excerptMarks as [[number, number]]
    expect(hit!.excerpt.slice(start, end)).toBe('Balayage')
  })

  it('follows changes: replaced documents under their new title, removed ones gone', async () => {
    const index = await indexOf(...corpus)
    index.put(doc('braut', { title: 'Hochzeitsstyling', body: 'Für den großen Tag.' }))
    expect(keys(index, 'Brautfrisur')).toEqual([])
    expect(keys(index, 'Hochzeitsstyling')).toEqual(['braut'])
    index.remove('anfahrt')
    expect(keys(index, 'Oranienstraße')).toEqual([])
    expect(index.size).toBe(4)
  })

  it('pages through the results and reports the total', async () => {
    const many = Array.from({ length: 25 }, (_, i) => doc(`d${i}`, { title: `Frisur ${i}` }))
    const index = await indexOf(...many)
    const first = index.search({ query: 'Frisur', limit: 10 })
    const third = index.search({ query: 'Frisur', limit: 10, offset: 20 })
    expect(first.total).toBe(25)
    expect(first.hits).toHaveLength(10)
    expect(third.hits).toHaveLength(5)
  })
})
