import { hrefOf } from '@/lib/link'
import type { MainMenu } from '@/payload-types'

export type GoToOption = { href: string; label: string; depth: number }

/** Every link of the main menu in reading order, for the classic design's "Gehe zu ..." list. */
export function goToOptions(items: MainMenu): GoToOption[] {
  const options: GoToOption[] = []
  const add = (link: Parameters<typeof hrefOf>[0], depth: number) => {
    const href = hrefOf(link)
    if (href && link?.label) options.push({ href, label: link.label, depth })
  }
  for (const item of items ?? []) {
    add(item.link, 0)
    if (item.kind === 'dropdown') for (const child of item.children ?? []) add(child.link, 1)
    if (item.kind === 'mega')
      for (const column of item.columns ?? [])
        for (const entry of column.links ?? []) add(entry.link, 1)
  }
  return options
}
