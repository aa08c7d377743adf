/** Where a page is linked from a menu of the site (header, footer), in the owner's words. */
export type MenuLink = { place: string; label: string }

type Node = Record<string, unknown>

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null

const pageIdOf = (page: unknown) =>
  isNode(page) ? (page.id as number | string | undefined) : (page as number | string | undefined)

/**
 * Every link field in a global's data (at any depth: menu items, their children, mega-menu
 * columns, footer columns) that points at the page. Walks the data rather than naming each
 * field, so a menu level added later is found too.
 */
export function linksToPage(data: unknown, pageId: number | string, place: string): MenuLink[] {
  const found: MenuLink[] = []
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk)
    if (!isNode(value)) return
    if (value.type === 'page' && String(pageIdOf(value.page)) === String(pageId))
      found.push({ place, label: typeof value.label === 'string' ? value.label : '' })
    for (const child of Object.values(value)) if (typeof child === 'object') walk(child)
  }
  walk(data)
  return found
}
