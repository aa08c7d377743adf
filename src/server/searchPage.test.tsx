import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { SearchPageBody } from '@/features/search/SearchPageBody'
import type { SiteSearchHit } from '@/contracts/search'

import { spliceBody } from './searchPage'

const hit = (n: number): SiteSearchHit => ({
  key: `pages:${n}`,
  id: n,
  url: `/seite-${n}`,
  title: `Frisur ${n}`,
  typeLabel: 'Seite',
  imageUrl: null,
  titleMarks: [[0, 6]],
  excerpt: 'Eine <b>Frisur</b> für Sie',
  excerptMarks: [[8, 14]],
})

const render = (query: string, page: number, total?: number) =>
  renderToStaticMarkup(
    <SearchPageBody
      query={query}
      page={page}
      result={total === undefined ? undefined : { total, hits: [hit(page)] }}
    />,
  )

describe('the results body of /suche', () => {
  it('marks matches, escapes the owner’s text and numbers the list from the page', () => {
    const html = render('Frisur', 2, 25)
    expect(html).toContain('<mark>Frisur</mark> 2')
    expect(html).toContain('Eine &lt;b&gt;<mark>Frisur</mark>&lt;/b&gt; für Sie')
    expect(html).toContain('<ol class="search-results" start="11">')
    expect(html).toContain('25 Treffer für „Frisur“, Seite 2 von 3')
  })

  it('links the neighbouring pages only', () => {
    expect(render('Frisur', 1, 25)).not.toContain('rel="prev"')
    expect(render('Frisur', 1, 25)).toContain('href="/suche?s=Frisur&amp;seite=2" rel="next"')
    expect(render('Frisur', 3, 25)).toContain('href="/suche?s=Frisur&amp;seite=2" rel="prev"')
    expect(render('Frisur', 3, 25)).not.toContain('rel="next"')
    expect(render('Frisur', 1, 5)).not.toContain('search-pagination')
  })

  it('says what is wrong: too short, nothing found', () => {
    expect(render('abc', 1)).toContain('Bitte geben Sie mindestens 4 Zeichen ein.')
    expect(render('Xylophon', 1, 0)).toContain(
      'Keine Suchergebnisse für Ihre Anfrage. Bitte versuchen Sie es erneut.',
    )
  })

  it('escapes the query in the field and the status line', () => {
    const html = render('<script>x</script>', 1, 0)
    expect(html).not.toContain('<script>')
    expect(html).toContain('value="&lt;script&gt;x&lt;/script&gt;"')
  })

  it('replaces the body of the shell, keeping what is around it', () => {
    const shell = `<html><main><article class="search-page"><h1>Suche</h1>${render('', 1)}</article><footer>F</footer></main></html>`
    const spliced = spliceBody(shell, render('Frisur', 1, 1))
    expect(spliced).toContain('<h1>Suche</h1><div class="search-page-body" data-search-body="">')
    expect(spliced).toContain('1 Treffer für „Frisur“')
    expect(spliced).toMatch(/<\/div><\/article><footer>F<\/footer>/)
    expect(spliceBody('<html>no body</html>', 'x')).toBeNull()
  })
})
