import type { Layout, SeedContext } from '../seedContext'
import { DEMO_VIDEO_ID } from './home'

/** The pictures of the demo gallery, with title and caption. */
const GALLERY = [
  ['gallery1', 'Kinnlanger Bob', 'Klarer Schnitt, weiche Kanten'],
  ['gallery2', 'Balayage', 'Handgemalte Aufhellung in Honigtönen'],
  ['gallery3', 'Locken', 'Schnitt für natürliche Locken'],
  ['gallery4', 'Herrenschnitt', 'Übergang mit der Maschine, oben mit der Schere'],
  ['gallery5', 'Hochsteckfrisur', 'Für Hochzeiten und Feste'],
  ['gallery6', 'Kupferglanz', 'Glossing in warmem Kupfer'],
  ['gallery7', 'Am Arbeitsplatz', 'Kamm, Schere und eine ruhige Hand'],
  ['gallery8', 'Pflege', 'Glanz nach der Pflegebehandlung'],
] as const

/** The demo page /galerie. */
export async function seedGaleriePage({ md, media, upsertPage }: SeedContext) {
  await upsertPage('/galerie', {
    title: 'Galerie',
    slug: 'galerie',
    meta: {
      description:
        'Schnitte, Farben und Frisuren aus dem Salon Lindenblüte – eine Auswahl unserer Arbeiten.',
    },
    layout: [
      {
        blockType: 'richText',
        columns: [
          {
            content: md(
              'Eine Auswahl unserer Arbeiten: Schnitte, Farben und Frisuren aus dem Salonalltag.',
            ),
          },
        ],
      },
      {
        blockType: 'gallery',
        name: 'galerie',
        infinite: false,
        columnsPhone: 2,
        columnsTablet: 3,
        columnsDesktop: 4,
        items: [
          ...GALLERY.map(([key, title, caption]) => ({
            kind: 'image' as const,
            image: media[key],
            title,
            caption,
          })),
          {
            kind: 'video' as const,
            image: media.tools,
            title: 'Ein Blick in den Salon',
            caption: 'Video auf YouTube',
            videoSource: 'youtube' as const,
            videoUrl: `https://www.youtube.com/watch?v=${DEMO_VIDEO_ID}`,
          },
        ],
      },
      {
        blockType: 'elasticSlider',
        anchor: 'im-wechsel',
        label: 'Frisuren im Wechsel',
        autoplay: true,
        interval: 3000,
        speed: 800,
        slides: [
          { image: media.gallery2, heading: 'Balayage', text: 'Honigtöne, handgemalt' },
          { image: media.gallery6, heading: 'Kupferglanz', text: 'Glossing in warmem Kupfer' },
          { image: media.gallery5, heading: 'Hochsteckfrisur', text: 'Für Hochzeiten und Feste' },
          { image: media.gallery3, heading: 'Locken', text: 'Schnitt für natürliche Locken' },
        ],
      },
    ] satisfies Layout,
  })
}
