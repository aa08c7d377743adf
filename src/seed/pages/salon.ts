import type { Layout, SeedContext } from '../seedContext'

/** The demo page /salon. */
export async function seedSalonPage({ media, upsertPage }: SeedContext) {
  await upsertPage('/salon', {
    title: 'Unser Salon',
    slug: 'salon',
    meta: {
      description:
        'Ihr Besuch im Salon Lindenblüte: ankommen, beraten lassen, verwandelt nach Hause gehen.',
    },
    layout: [
      {
        blockType: 'fullHeightSections',
        anchor: 'besuch',
        sections: [
          {
            anchor: 'ankommen',
            heading: 'Ankommen',
            text: 'Ein heller Altbau, große Fenster, Tee oder Espresso: Bei uns beginnt der Termin mit einem Moment Ruhe.',
            image: media.hero,
            tone: 'dark',
          },
          {
            anchor: 'beraten',
            heading: 'Beraten',
            text: 'Wir sehen uns Haar, Gesicht und Alltag an und sagen ehrlich, was zu Ihnen passt – und was es kostet.',
            tone: 'primary',
          },
          {
            anchor: 'verwandeln',
            heading: 'Verwandeln',
            text: 'Schnitt, Farbe, Pflege: sorgfältig gemacht und so, dass es auch zu Hause gelingt.',
            tone: 'light',
          },
        ],
      },
      {
        blockType: 'videoEmbed',
        provider: 'youtube',
        // A placeholder address: replace it with the salon's own video in the admin.
        url: 'https://www.youtube.com/watch?v=LindenBlt01',
        title: 'Ein Rundgang durch den Salon Lindenblüte',
        caption: 'Ein Rundgang durch den Salon (Video auf YouTube)',
      },
    ] satisfies Layout,
  })
}
