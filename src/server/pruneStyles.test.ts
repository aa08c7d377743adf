import { describe, expect, it } from 'vitest'

import { createStylePruner, moduleTokens, stylePrunerFor } from './pruneStyles'

const CSS = [
  '.Shop_card__Ab1_x{color:red}',
  '.Blocks_gallery__Zz9-q{display:grid}',
  '.Shop_card__Ab1_x[data-open] .Shop_badge__Qq1w2{display:block}',
  '.Blocks_gallery__Zz9-q,.Shop_card__Ab1_x:hover{outline:1px solid}',
  '.Shop_card__Ab1_x:not(.Blocks_hero__Hh0rr){margin:0}',
  '@media (min-width:40rem){.Blocks_gallery__Zz9-q{gap:1rem}}',
  '.visually-hidden{position:absolute}',
  'html[data-scroll-lock]{overflow:hidden}',
  '@keyframes Shop_spin__Kk2l3{to{transform:rotate(1turn)}}',
].join('')

const page = (body: string) =>
  `<html><head><style data-precedence="next" data-href="/a.css">${CSS}</style></head><body>${body}</body></html>`

const styleOf = (html: string) => /<style[^>]*>([\s\S]*?)<\/style>/.exec(html)![1]!

describe('pruneStyles', () => {
  const pruned = styleOf(
    createStylePruner([])(page('<li class="Shop_card__Ab1_x"><span class="Shop_badge__Qq1w2">')),
  )

  it('drops the rules of module classes the page does not have', () => {
    expect(pruned).not.toContain('display:grid')
    expect(pruned).not.toContain('gap:1rem')
    expect(pruned).not.toContain('@media')
  })

  it('keeps states, pseudo-classes, negations, globals, elements and keyframes', () => {
    expect(pruned).toContain('.Shop_card__Ab1_x{color:red}')
    expect(pruned).toContain('[data-open] .Shop_badge__Qq1w2')
    // Of a selector list only the selectors that can match stay.
    expect(pruned).toContain('.Shop_card__Ab1_x:hover{outline:1px solid}')
    expect(pruned).not.toContain('.Blocks_gallery__Zz9-q,')
    expect(pruned).toContain(':not(.Blocks_hero__Hh0rr){margin:0}')
    expect(pruned).toContain('.visually-hidden')
    expect(pruned).toContain('html[data-scroll-lock]')
    expect(pruned).toContain('@keyframes Shop_spin__Kk2l3')
  })

  it('keeps what island code may set, and leaves other style tags alone', () => {
    const prune = createStylePruner(['Blocks_gallery__Zz9-q'])
    const html = page('<p>') + '<style>.Other_x__Yy2zz{color:blue}</style>'
    const result = prune(html)
    expect(styleOf(result)).toContain('display:grid')
    expect(result).toContain('.Other_x__Yy2zz{color:blue}')
  })

  it('reads module classes from text, and prunes nothing without built islands', () => {
    expect([...moduleTokens('a.className="Lightbox_open__Aa1bb"; // snake_case__x')]).toEqual([
      'Lightbox_open__Aa1bb',
    ])
    expect(stylePrunerFor([])).toBeUndefined()
    const prune = stylePrunerFor([{ identity: Buffer.from('"Blocks_gallery__Zz9-q"') }])!
    expect(styleOf(prune(page('')))).toContain('display:grid')
  })

  it('makes each form once, and never hands one page the form of another', () => {
    const prune = createStylePruner([])
    const card = page('<li class="Shop_card__Ab1_x">')
    const gallery = page('<div class="Blocks_gallery__Zz9-q">')
    const first = styleOf(prune(card))
    expect(styleOf(prune(gallery))).toContain('display:grid')
    expect(styleOf(prune(gallery))).not.toContain('color:red')
    expect(styleOf(prune(card))).toBe(first)
    expect(first).not.toContain('display:grid')
  })
})
