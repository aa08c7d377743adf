import type { Layout, SeedContext } from '../seedContext'
import { datenschutzMarkdown } from '../legal'

/** The demo page /datenschutz. */
export async function seedDatenschutzPage({ md, upsertPage }: SeedContext) {
  await upsertPage('/datenschutz', {
    title: 'Datenschutzerklärung',
    slug: 'datenschutz',
    meta: {
      description:
        'Wie der Salon Lindenblüte mit Ihren Daten umgeht, welche Dienste wir einbinden und welche Rechte Sie haben.',
    },
    layout: [
      {
        blockType: 'richText',
        anchor: 'datenschutz',
        columns: [{ content: md(datenschutzMarkdown) }],
      },
      { blockType: 'analyticsOptOut' },
    ] satisfies Layout,
  })
}
