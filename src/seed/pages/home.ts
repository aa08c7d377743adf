import type { Layout, SeedContext } from '../seedContext'
import { priceGroups } from '../content'

/** The picture at the top with the salon's promise and the way to an appointment. */
const hero = (media: SeedContext['media']): Layout[number] => ({
  blockType: 'hero',
  heading: 'Schnitt, Farbe und Zeit für Sie',
  text: 'Der Salon Lindenblüte in Berlin: ehrliche Beratung, sorgfältiges Handwerk und eine Tasse Tee, während die Farbe wirkt.',
  background: 'image',
  image: media.hero,
  buttons: [
    {
      link: {
        type: 'url',
        url: '/termin',
        label: 'Termin buchen',
        appearance: 'primary',
      },
    },
    {
      link: {
        type: 'url',
        url: '#_leistungen',
        label: 'Unsere Leistungen',
        appearance: 'secondary',
      },
    },
  ],
})

/** Three slides; the second plays a short salon video (after consent to YouTube). */
const slider = (media: SeedContext['media']): Layout[number] => ({
  blockType: 'imageSlider',
  anchor: 'eindruecke',
  label: 'Eindrücke aus dem Salon',
  autoplay: true,
  interval: 7000,
  speed: 600,
  slides: [
    {
      image: media.colour,
      heading: 'Farbe mit Gefühl',
      text: 'Balayage, Strähnen und Glossing – abgestimmt auf Ihren Hautton.',
      button: {
        show: true,
        link: { type: 'url', url: '/leistungen', label: 'Preise ansehen', appearance: 'primary' },
      },
      video: { provider: 'none' },
    },
    {
      image: media.tools,
      heading: 'Ein Blick in den Salon',
      text: 'Zwei Minuten Salonalltag: vom Waschen bis zum Föhnen.',
      video: {
        provider: 'youtube',
        url: `https://www.youtube.com/watch?v=${DEMO_VIDEO_ID}`,
        afterEnd: 'next',
        autoplay: false,
      },
    },
    {
      image: media.bridal,
      heading: 'Ihr großer Tag',
      text: 'Brautfrisuren mit Probetermin – wir kommen auf Wunsch auch zu Ihnen.',
      button: {
        show: true,
        link: {
          type: 'url',
          url: '/kontakt',
          label: 'Probetermin anfragen',
          appearance: 'primary',
        },
      },
      video: { provider: 'none' },
    },
  ],
})

/** The demo salon's video on YouTube (the browser tests answer it with a stand-in player). */
export const DEMO_VIDEO_ID = 'lindenSalon1'

/** „Handwerk, das man sieht“: a call to action over the moving hero picture. */
const craftSection = (media: SeedContext['media']) =>
  ({
    blockType: 'parallax',
    anchor: 'handwerk',
    image: media.hero,
    direction: 'up',
    velocity: 0.3,
    opacity: 1,
    mobile: false,
    align: 'center center',
    repeat: 'no-repeat',
    backgroundColor: '#2b2029',
    blendMode: 'multiply',
    gradient: {
      type: 'linear',
      angle: 180,
      startColor: '#2b2029',
      startPosition: 0,
      endColor: '#6b3f5c',
      endPosition: 100,
    },
    content: [
      {
        blockType: 'cta',
        heading: 'Handwerk, das man sieht',
        text: 'Jeder Schnitt beginnt mit einem Gespräch – und endet erst, wenn Sie zufrieden sind.',
        buttons: [
          {
            link: { type: 'url', url: '/galerie', label: 'Zur Galerie', appearance: 'primary' },
          },
        ],
      },
    ],
  }) satisfies Layout[number]

/** Both salons over the demo film, muted and looping. */
const filmSection = (media: SeedContext['media'], md: SeedContext['md']) =>
  ({
    blockType: 'backgroundVideo',
    anchor: 'salon-film',
    provider: 'youtube',
    video: DEMO_VIDEO_ID,
    title: 'Der Salon Lindenblüte im Film',
    mute: true,
    loop: true,
    display: 'cover',
    aspectRatio: '16:9',
    poster: media.gallery3,
    content: [
      {
        blockType: 'richText',
        heading: 'Zwei Salons, ein Team',
        columns: [
          {
            content: md(
              'In Kreuzberg und Prenzlauer Berg arbeiten wir mit denselben Händen und derselben Sorgfalt.',
            ),
          },
        ],
      },
    ],
  }) satisfies Layout[number]

/** The demo page /. */
export async function seedHomePage({ md, media, upsertPage }: SeedContext) {
  await upsertPage('/', {
    title: 'Startseite',
    slug: 'startseite',
    meta: {
      title: 'Salon Lindenblüte – Friseur in Berlin-Kreuzberg und Prenzlauer Berg',
      description:
        'Schnitt, Farbe und Pflege mit Zeit für Sie: der Salon Lindenblüte in Berlin. Jetzt Termin vereinbaren.',
      image: media.hero,
    },
    layout: [
      hero(media),
      slider(media),
      {
        blockType: 'richText',
        anchor: 'willkommen',
        heading: 'Willkommen im Salon',
        columns: [
          {
            content: md(
              'Seit 2014 schneiden, färben und pflegen wir in Kreuzberg – und seit 2022 auch in Prenzlauer Berg. Wir nehmen uns Zeit für die Beratung und arbeiten mit Pflegeprodukten, die Haar und Kopfhaut schonen.',
            ),
          },
          {
            content: md(
              'Ob schneller Pony-Schnitt, Balayage oder Brautfrisur: Sagen Sie uns, was Sie sich wünschen. [Lernen Sie unser Team kennen](/team) oder sehen Sie sich [unsere Arbeiten](/galerie) an.',
            ),
          },
        ],
      },
      {
        blockType: 'priceList',
        anchor: 'leistungen',
        heading: 'Beliebte Leistungen',
        groups: [
          {
            title: 'Schnitt',
            services: [priceGroups[0]!.services[0]!, priceGroups[1]!.services[0]!],
          },
          {
            title: 'Farbe',
            services: [priceGroups[3]!.services[0]!, priceGroups[3]!.services[2]!],
          },
        ],
        note: 'Alle Leistungen und Preise finden Sie unter Leistungen & Preise.',
      },
      craftSection(media),
      {
        blockType: 'openingHours',
        anchor: 'oeffnungszeiten',
        heading: 'Öffnungszeiten',
        showStatus: true,
      },
      filmSection(media, md),
      {
        blockType: 'cta',
        anchor: 'termin',
        heading: 'Lust auf etwas Neues?',
        text: 'Buchen Sie online, rufen Sie uns an unter +49 30 1234567 oder kommen Sie vorbei.',
        buttons: [
          {
            link: { type: 'url', url: '/termin', label: 'Termin buchen', appearance: 'primary' },
          },
          {
            link: {
              type: 'url',
              url: 'tel:+49301234567',
              label: 'Jetzt anrufen',
              appearance: 'secondary',
            },
          },
        ],
      },
    ] satisfies Layout,
  })
}
