import type { WxrTerm } from '../wxr/types'
import type { ExportScan } from './scan'

/**
 * The export's terms: those it declares, and those its items name without a declaration
 * (exports of WordPress.com and of some tools list tags only on the posts).
 */
export function termsOf(
  scan: ExportScan,
): Array<Pick<WxrTerm, 'taxonomy' | 'slug' | 'name' | 'id'> & { parent?: string }> {
  const terms: Array<Pick<WxrTerm, 'taxonomy' | 'slug' | 'name' | 'id'> & { parent?: string }> = [
    ...scan.terms,
  ]
  const known = new Set(terms.map((term) => `${term.taxonomy}:${term.slug}`))
  for (const item of scan.items.values())
    for (const term of item.terms) {
      const slug = term.slug || term.name
      const key = `${term.taxonomy}:${slug}`
      if (known.has(key) || !slug) continue
      known.add(key)
      terms.push({ taxonomy: term.taxonomy, slug, name: term.name || slug, id: 0 })
    }
  return terms
}
