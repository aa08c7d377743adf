import { describe, expect, it } from 'vitest'

import { hasClientRuntime, stripRuntime } from './stripRuntime'

// The shapes Next.js 16 (Turbopack build) writes into an App Router document.
const NEXT_DOCUMENT = [
  '<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<style data-precedence="next" data-href="/_next/static/chunks/a.css">body{color:red}</style>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/398c.js"/>',
  '<script src="/_next/static/chunks/0637.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-07.js" async=""></script>',
  '<title>Salon</title></head><body>',
  '<script src="/_next/static/chunks/poly.js" noModule=""></script>',
  '<main><h1>Schnitt &amp; Farbe</h1><p>self.__next_f steht hier nur als Text.</p></main>',
  '<script>(function(){var n=document.getElementById("main-nav")})()</script>',
  '<script type="application/ld+json">{"@type":"HairSalon"}</script>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>',
  '<script type="module" src="/islands/loader-AB12.js"></script>',
  '</body></html>',
].join('')

describe('stripRuntime', () => {
  const stripped = stripRuntime(NEXT_DOCUMENT)

  it('removes the framework scripts, their preloads, the bootstrap and the RSC payload', () => {
    expect(hasClientRuntime(NEXT_DOCUMENT)).toBe(true)
    expect(hasClientRuntime(stripped)).toBe(false)
    expect(stripped).not.toContain('/_next/static/chunks/0637.js')
    expect(stripped).not.toContain('398c.js')
    expect(stripped).not.toContain('poly.js')
    expect(stripped).not.toContain('TURBOPACK')
    expect(stripped).not.toContain('__next_f.push')
  })

  it('keeps the document, inline CSS, font preloads, our inline scripts and the island loader', () => {
    expect(stripped).toContain('<h1>Schnitt &amp; Farbe</h1>')
    expect(stripped).toContain('<p>self.__next_f steht hier nur als Text.</p>')
    expect(stripped).toContain('body{color:red}')
    expect(stripped).toContain('/_next/static/media/inter.woff2')
    expect(stripped).toContain('document.getElementById("main-nav")')
    expect(stripped).toContain('{"@type":"HairSalon"}')
    expect(stripped).toContain('<script type="module" src="/islands/loader-AB12.js"></script>')
    expect(stripped.startsWith('<!DOCTYPE html>')).toBe(true)
    expect(stripped.endsWith('</body></html>')).toBe(true)
  })

  it('leaves a document without the runtime unchanged', () => {
    expect(stripRuntime(stripped)).toBe(stripped)
  })
})
