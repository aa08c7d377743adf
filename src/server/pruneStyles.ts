import postcss from 'postcss'

/**
 * Next.js inlines every stylesheet a page's route imports into its `<style>` tags: the rules of
 * every content block, shop card and form on every page, 55 KB on a content page, more than half
 * of its HTML. A phone's first round trip carries about 14 KB; a document that needs one more
 * paints a round trip later (docs/performance.md).
 *
 * This drops the rules that cannot match on the page: those naming a CSS-module class (Next.js
 * names them `File_local__hash`) that occurs nowhere in the page's HTML nor in any island's code.
 * It never looks at attributes, states or elements, so a menu an island opens or a banner a
 * script shows keeps its rules; a class inside `:not()`, `:is()` or `:where()` never removes a
 * rule. Global classes (no module hash) are always kept.
 *
 * Not Beasties or PurgeCSS: Beasties keeps only the rules that match the HTML as rendered and
 * drops those of states set later; PurgeCSS's word list would keep almost every rule of a
 * German page. The module-class test is the one fact both lack, in a few lines.
 */
const MODULE_CLASS = /^[A-Za-z0-9-]+_[\w-]+__[\w-]{5}$/
const MODULE_TOKEN = /[\w-]+__[\w-]{5}/g
const NEXT_STYLE = /(<style\b[^>]*\bdata-precedence="[^"]*"[^>]*>)([\s\S]*?)(<\/style>)/g
/** Functional pseudo-classes whose classes may be absent without the selector failing. */
const LENIENT = /:(?:not|is|where)\((?:[^()]|\([^()]*\))*\)/g
const CLASS = /\.((?:\\.|[\w-])+)/g

/** The module-class names a text mentions (a page's HTML, an island's code). */
export function moduleTokens(text: string, into = new Set<string>()): Set<string> {
  for (const [token] of text.matchAll(MODULE_TOKEN)) into.add(token)
  return into
}

function canMatch(selector: string, present: Set<string>): boolean {
  for (const [, name] of selector.replace(LENIENT, '').matchAll(CLASS)) {
    if (MODULE_CLASS.test(name!) && !present.has(name!)) return false
  }
  return true
}

function pruneCss(css: string, present: Set<string>): string {
  const root = postcss.parse(css)
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name))
      return
    const kept = rule.selectors.filter((selector) => canMatch(selector, present))
    if (kept.length === 0) rule.remove()
    else if (kept.length < rule.selectors.length) rule.selectors = kept
  })
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove()
  })
  return root.toString()
}

/** What one stylesheet's pruned forms may hold in memory, together (docs/performance.md). */
const PRUNED_BYTES = 4 * 1024 * 1024
const STYLESHEETS = 64

/**
 * A pruned stylesheet depends only on which of its own module classes the page has, and pages of
 * one kind share that set: each form is made once and kept (least recently used leaves first,
 * bounded by bytes), so a render reads a map instead of parsing 55 KB of CSS.
 */
function createPrunedCache() {
  const sheets = new Map<string, { id: number; tokens: string[] }>()
  const forms = new Map<string, string>()
  let bytes = 0
  let nextId = 0

  function sheetOf(css: string) {
    let sheet = sheets.get(css)
    if (!sheet) {
      sheet = { id: nextId++, tokens: [...moduleTokens(css)].sort() }
      sheets.set(css, sheet)
      if (sheets.size > STYLESHEETS) sheets.delete(sheets.keys().next().value!)
    }
    return sheet
  }

  return function pruned(css: string, present: Set<string>): string {
    const sheet = sheetOf(css)
    const key = `${sheet.id}:${sheet.tokens.filter((token) => present.has(token)).join(' ')}`
    const known = forms.get(key)
    if (known !== undefined) {
      forms.delete(key)
      forms.set(key, known)
      return known
    }
    const form = pruneCss(css, present)
    if (form.length > PRUNED_BYTES) return form
    forms.set(key, form)
    bytes += form.length
    for (const [oldKey, old] of forms) {
      if (bytes <= PRUNED_BYTES) break
      forms.delete(oldKey)
      bytes -= old.length
    }
    return form
  }
}

/**
 * The pruner for one build: `alwaysUsed` are the module classes island code may set (read once
 * from the built islands). Returns the document with each inlined stylesheet pruned.
 */
export function createStylePruner(alwaysUsed: Iterable<string>) {
  const fromIslands = new Set(alwaysUsed)
  const pruned = createPrunedCache()
  return function pruneStyles(html: string): string {
    const present = moduleTokens(html.replace(NEXT_STYLE, ''), new Set(fromIslands))
    return html.replace(
      NEXT_STYLE,
      (_, open: string, css: string, close: string) => open + pruned(css, present) + close,
    )
  }
}

/**
 * The pruner for the built islands' code; none without it (development serves the islands from
 * disk as they change, so what they may set is not known).
 */
export function stylePrunerFor(islands: Array<{ identity: Buffer }>) {
  if (islands.length === 0) return undefined
  const used = new Set<string>()
  for (const island of islands) moduleTokens(island.identity.toString('utf8'), used)
  return createStylePruner(used)
}
