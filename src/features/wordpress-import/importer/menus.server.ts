import type { Payload, PayloadRequest } from 'payload'

import { GLOBALS } from '@/contracts/slugs'
import { safeLinkUrl } from '@/lib/link'

import { journalOf } from './journal'
import type { ImportReport } from './report'
import type { ExportScan, ItemSummary } from './scan'

type Link =
  | { type: 'page'; page: number | string; label: string; newTab: boolean }
  | { type: 'post'; post: number | string; label: string; newTab: boolean }
  | { type: 'url'; url: string; label: string; newTab: boolean }

type MenuRow = { link: Link; kind: 'none' | 'dropdown'; children: Array<{ link: Link }> }

/** Names that say a menu is the site's main one (WordPress keeps the theme's place elsewhere). */
const MAIN_MENU = /haupt|main|primary|header|navigation|menü|menu/i

/** The menu to take: one named as the main menu, else the one with the most items. */
export function chooseMenu(scan: ExportScan): { slug: string; name: string } | null {
  const sizes = new Map<string, number>()
  for (const item of scan.items.values())
    if (item.type === 'nav_menu_item')
      for (const term of item.terms)
        if (term.taxonomy === 'nav_menu') sizes.set(term.slug, (sizes.get(term.slug) ?? 0) + 1)
  if (sizes.size === 0) return null
  const menus = scan.terms.filter((term) => term.taxonomy === 'nav_menu' && sizes.has(term.slug))
  const named = menus.find(
    (menu) => MAIN_MENU.test(`${menu.name} ${menu.slug}`) && !/social|footer|fuß/i.test(menu.name),
  )
  const largest = [...sizes.entries()].sort((a, b) => b[1] - a[1])[0]![0]
  const slug = named?.slug ?? largest
  return { slug, name: menus.find((menu) => menu.slug === slug)?.name ?? slug }
}

/**
 * The chosen WordPress menu becomes the header's main menu: its top items the menu's items,
 * their children the dropdown (deeper levels join the dropdown after their parent, as our
 * header has two levels). Pages and posts are linked as such, categories by their list,
 * custom links by their (rewritten) address.
 */
export async function importMenu(
  payload: Payload,
  req: PayloadRequest,
  scan: ExportScan,
  docIds: Map<number, number | string>,
  rewriteLink: (url: string) => string,
  dryRun: boolean,
  report: ImportReport,
) {
  const chosen = chooseMenu(scan)
  if (!chosen) return
  for (const menu of scan.terms)
    if (menu.taxonomy === 'nav_menu' && menu.slug !== chosen.slug)
      report.skipped.push({
        title: menu.name,
        type: 'nav_menu',
        reason: 'weiteres Menü: nur das Hauptmenü wird übernommen',
      })
  const items = [...scan.items.values()]
    .filter(
      (item) =>
        item.type === 'nav_menu_item' &&
        item.menu &&
        item.terms.some((term) => term.taxonomy === 'nav_menu' && term.slug === chosen.slug),
    )
    .sort((a, b) => a.menuOrder - b.menuOrder)
  const linkOf = (item: ItemSummary) => menuLinkOf(item, scan, docIds, rewriteLink)
  const rows: MenuRow[] = []
  const rowOf = new Map<number, MenuRow>()
  const topOf = (item: ItemSummary): ItemSummary => {
    let current = item
    for (let guard = 0; current.menu!.parent && guard < 20; guard += 1) {
      const parent = items.find((candidate) => candidate.id === current.menu!.parent)
      if (!parent) break
      current = parent
    }
    return current
  }
  let flattened = 0
  for (const item of items) {
    if (item.menu!.kind === 'custom' && item.menu!.url && !safeLinkUrl(item.menu!.url)) {
      report.skipped.push({
        title: item.title || `#${item.id}`,
        type: 'nav_menu_item',
        reason: `Adresse „${item.menu!.url.slice(0, 80)}“ ist kein Web-, Mail- oder Telefon-Link und wurde nicht übernommen`,
      })
      continue
    }
    const link = linkOf(item)
    if (!link || !link.label.trim()) {
      report.skipped.push({
        title: item.title || `#${item.id}`,
        type: 'nav_menu_item',
        reason: 'Menüpunkt ohne übernommenes Ziel',
      })
      continue
    }
    const top = topOf(item)
    if (top.id === item.id) {
      const row: MenuRow = { link, kind: 'none', children: [] }
      rows.push(row)
      rowOf.set(item.id, row)
      continue
    }
    const row = rowOf.get(top.id)
    if (!row) continue
    if (item.menu!.parent !== top.id) flattened += 1
    row.kind = 'dropdown'
    row.children.push({ link })
  }
  report.counts['Menüpunkte'] = {
    created: rows.reduce((sum, row) => sum + 1 + row.children.length, 0),
    updated: 0,
  }
  report.notes.push({
    title: `Menü „${chosen.name}“`,
    note: `als Hauptmenü übernommen${flattened ? `; ${flattened} Punkte der dritten Ebene in die Ausklappliste` : ''}`,
  })
  if (dryRun || rows.length === 0) return
  const header = await payload.findGlobal({ slug: GLOBALS.header, depth: 0, req })
  journalOf(req)?.global(GLOBALS.header, { mainMenu: header.mainMenu })
  await payload.updateGlobal({ slug: GLOBALS.header, data: { mainMenu: rows } as never, req })
}

/** Where a menu item leads here, or null when its target was not imported. */
function menuLinkOf(
  item: ItemSummary,
  scan: ExportScan,
  docIds: Map<number, number | string>,
  rewriteLink: (url: string) => string,
): Link | null {
  const menu = item.menu!
  const target = scan.items.get(menu.objectId)
  const label = item.title || target?.title || ''
  const newTab = menu.newTab
  if (menu.kind === 'post_type' && (menu.object === 'page' || menu.object === 'post')) {
    const id = docIds.get(menu.objectId)
    if (id === undefined) return null
    return menu.object === 'page'
      ? { type: 'page', page: id, label, newTab }
      : { type: 'post', post: id, label, newTab }
  }
  if (menu.kind === 'taxonomy' && menu.object === 'category') {
    const term = scan.terms.find(
      (entry) => entry.taxonomy === 'category' && entry.id === menu.objectId,
    )
    return term
      ? {
          type: 'url',
          url: `/aktuelles/kategorie/${term.slug}`,
          label: label || term.name,
          newTab,
        }
      : null
  }
  if (menu.kind === 'custom' && menu.url)
    return { type: 'url', url: rewriteLink(menu.url), label, newTab }
  return null
}
