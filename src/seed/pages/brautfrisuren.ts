import type { Layout, SeedContext } from '../seedContext'

/** The demo page /leistungen/brautfrisuren. */
export async function seedBrautfrisurenPage({ md, media, pageIds, upsertPage }: SeedContext) {
  await upsertPage('/leistungen/brautfrisuren', {
    title: 'Brautfrisuren',
    slug: 'brautfrisuren',
    parent: pageIds['/leistungen'],
    meta: {
      description:
        'Brautstyling im Salon Lindenblüte: Probetermin, Hochsteckfrisur und Styling am Hochzeitstag.',
    },
    layout: [
      { blockType: 'image', image: media.bridal, width: 'wide' },
      {
        blockType: 'richText',
        columns: [
          {
            content: md(
              `Ihr großer Tag verdient eine Frisur, die den ganzen Abend hält. Beim **Probetermin** besprechen wir Kleid, Schleier und Schmuck und probieren Ihre Wunschfrisur aus.\n\n- Probetermin mit Beratung (etwa 90 Minuten)\n- Styling am Hochzeitstag im Salon oder bei Ihnen\n- Auf Wunsch Frisuren für Trauzeugin und Familie`,
            ),
          },
        ],
      },
    ] satisfies Layout,
  })
}
