import type { Layout, SeedContext } from '../seedContext'
import { impressumMarkdown } from '../legal'

/** The demo page /impressum. */
export async function seedImpressumPage({ md, upsertPage }: SeedContext) {
  await upsertPage('/impressum', {
    title: 'Impressum',
    slug: 'impressum',
    meta: { description: 'Impressum des Salon Lindenblüte.' },
    layout: [
      { blockType: 'richText', columns: [{ content: md(impressumMarkdown) }] },
    ] satisfies Layout,
  })
}
