import type { Block, Config, Field } from 'payload'

/**
 * Small pictures of what each page block makes, for the block chooser (Payload showed the same
 * grey placeholder for all of them beside names like „Bühne“ or „Elastic-Slider“). Drawn here as
 * SVG from a few shapes, so they cost no files and follow the salon's colours; a block without a
 * picture keeps Payload's placeholder.
 */
type Tone = 'ink' | 'mid' | 'soft' | 'accent' | 'white'
type Shape =
  | { r: [number, number, number, number]; tone: Tone; round?: number }
  | { c: [number, number, number]; tone: Tone }
  | { p: Array<[number, number]>; tone: Tone }

const COLOURS: Record<Tone, string> = {
  ink: '#3a2f35',
  mid: '#b9aab3',
  soft: '#e6dde2',
  accent: '#6b3f5c',
  white: '#ffffff',
}

const r = (x: number, y: number, w: number, h: number, tone: Tone, round = 1): Shape => ({
  r: [x, y, w, h],
  tone,
  round,
})
const c = (x: number, y: number, radius: number, tone: Tone): Shape => ({ c: [x, y, radius], tone })
const p = (tone: Tone, ...points: Array<[number, number]>): Shape => ({ p: points, tone })
/** Lines of text: `count` bars from (x, y), the last one shorter. */
const lines = (x: number, y: number, w: number, count: number, tone: Tone = 'mid'): Shape[] =>
  Array.from({ length: count }, (_, i) => r(x, y + i * 7, i === count - 1 ? w * 0.6 : w, 3, tone))
const play = (x: number, y: number): Shape[] => [
  c(x, y, 9, 'white'),
  p('accent', [x - 3, y - 5], [x - 3, y + 5], [x + 5, y]),
]

/** What each block looks like on a page, on a 160 × 90 card. */
export const BLOCK_PICTURES: Record<string, { alt: string; shapes: Shape[] }> = {
  hero: {
    alt: 'Großes Bild über die ganze Breite mit Überschrift und Knopf',
    shapes: [
      r(0, 0, 160, 90, 'mid', 0),
      r(30, 28, 100, 9, 'white'),
      r(45, 42, 70, 4, 'soft'),
      r(60, 54, 40, 11, 'accent', 3),
    ],
  },
  richText: {
    alt: 'Überschrift und Absätze',
    shapes: [r(16, 12, 80, 7, 'ink'), ...lines(16, 28, 128, 3), ...lines(16, 56, 128, 3)],
  },
  image: {
    alt: 'Ein Bild mit Bildunterschrift',
    shapes: [
      r(24, 8, 112, 62, 'mid'),
      c(52, 28, 7, 'soft'),
      p('soft', [40, 70], [80, 38], [120, 70]),
      r(50, 76, 60, 3, 'mid'),
    ],
  },
  cta: {
    alt: 'Kurzer Aufruf mit Knopf',
    shapes: [
      r(0, 14, 160, 62, 'soft', 0),
      r(35, 26, 90, 8, 'ink'),
      r(45, 40, 70, 4, 'mid'),
      r(56, 52, 48, 12, 'accent', 3),
    ],
  },
  spacer: {
    alt: 'Abstand zwischen zwei Blöcken',
    shapes: [
      ...lines(16, 8, 128, 2),
      r(79, 28, 2, 34, 'accent'),
      p('accent', [74, 32], [86, 32], [80, 25]),
      p('accent', [74, 58], [86, 58], [80, 65]),
      ...lines(16, 72, 128, 2),
    ],
  },
  videoEmbed: {
    alt: 'Video mit Startknopf, lädt erst nach Zustimmung',
    shapes: [r(20, 8, 120, 68, 'ink'), ...play(80, 42), r(20, 80, 80, 3, 'mid')],
  },
  iframeEmbed: {
    alt: 'Eingebettete fremde Seite in einem Rahmen',
    shapes: [
      r(16, 8, 128, 74, 'soft'),
      r(16, 8, 128, 10, 'mid'),
      c(23, 13, 2, 'white'),
      c(30, 13, 2, 'white'),
      ...lines(26, 28, 108, 4),
    ],
  },
  gallery: {
    alt: 'Bildergalerie in Kacheln',
    shapes: [0, 1, 2].flatMap((col) =>
      [0, 1].map((row) => r(14 + col * 46, 8 + row * 38, 40, 34, row === col % 2 ? 'mid' : 'soft')),
    ),
  },
  map: {
    alt: 'Karte mit Markierung, lädt erst nach Zustimmung',
    shapes: [
      r(10, 6, 140, 78, 'soft'),
      r(10, 40, 140, 5, 'white', 0),
      r(70, 6, 5, 78, 'white', 0),
      p('white', [10, 76], [150, 18], [150, 26], [10, 84]),
      c(90, 34, 8, 'accent'),
      c(90, 34, 3, 'white'),
      p('accent', [83, 38], [97, 38], [90, 50]),
    ],
  },
  verticalMenu: {
    alt: 'Senkrechtes Menü neben dem Inhalt',
    shapes: [
      r(10, 8, 42, 74, 'soft'),
      ...[0, 1, 2, 3, 4].map((i) => r(16, 16 + i * 12, 30, 4, i === 1 ? 'accent' : 'mid')),
      r(62, 10, 70, 7, 'ink'),
      ...lines(62, 26, 88, 5),
    ],
  },
  openingHours: {
    alt: 'Öffnungszeiten als Tabelle',
    shapes: [
      r(24, 8, 70, 7, 'ink'),
      ...[0, 1, 2, 3, 4, 5].flatMap((i) => [
        r(24, 24 + i * 10, 36, 4, 'mid'),
        r(96, 24 + i * 10, 40, 4, i === 5 ? 'accent' : 'mid'),
      ]),
    ],
  },
  fullHeightSections: {
    alt: 'Abschnitte, jeder so hoch wie der Bildschirm',
    shapes: [
      r(16, 4, 110, 40, 'mid'),
      r(41, 20, 60, 6, 'white'),
      r(16, 48, 110, 40, 'soft'),
      r(41, 64, 60, 6, 'ink'),
      p('accent', [130, 40], [142, 40], [136, 50]),
    ],
  },
  sidebarLayout: {
    alt: 'Inhalt mit schmaler Seitenspalte',
    shapes: [
      r(10, 8, 90, 8, 'ink'),
      ...lines(10, 24, 90, 7),
      r(110, 8, 40, 74, 'soft'),
      ...lines(116, 16, 28, 3),
      r(116, 44, 28, 18, 'mid'),
    ],
  },
  priceList: {
    alt: 'Preisliste mit Leistungen und Preisen',
    shapes: [
      r(16, 8, 60, 7, 'ink'),
      ...[0, 1, 2, 3, 4].flatMap((i) => [
        r(16, 24 + i * 12, 70, 4, 'mid'),
        r(90, 26 + i * 12, 28, 1, 'soft'),
        r(122, 24 + i * 12, 22, 4, 'accent'),
      ]),
    ],
  },
  imageSlider: {
    alt: 'Bilder, die nacheinander wechseln, mit Pfeilen und Punkten',
    shapes: [
      r(16, 6, 128, 68, 'mid'),
      p('white', [28, 40], [36, 33], [36, 47]),
      p('white', [132, 40], [124, 33], [124, 47]),
      ...[0, 1, 2, 3].map((i) => c(68 + i * 8, 82, 2.5, i === 0 ? 'accent' : 'mid')),
    ],
  },
  elasticSlider: {
    alt: 'Wechselnde Bilder mit einer Reihe Vorschaubilder darunter',
    shapes: [
      r(16, 4, 128, 58, 'mid'),
      r(34, 26, 60, 7, 'white'),
      ...[0, 1, 2, 3].map((i) => r(16 + i * 33, 68, 29, 18, i === 0 ? 'accent' : 'soft')),
    ],
  },
  team: {
    alt: 'Mitarbeiterinnen mit Foto und Namen',
    shapes: [0, 1, 2].flatMap((i) => [
      c(36 + i * 44, 32, 16, i === 1 ? 'mid' : 'soft'),
      r(22 + i * 44, 56, 28, 5, 'ink'),
      r(26 + i * 44, 66, 20, 3, 'mid'),
    ]),
  },
  contactForm: {
    alt: 'Kontaktformular mit Feldern und Knopf',
    shapes: [
      r(24, 6, 112, 12, 'soft'),
      r(24, 22, 112, 12, 'soft'),
      r(24, 38, 112, 28, 'soft'),
      r(24, 72, 44, 12, 'accent', 3),
    ],
  },
  analyticsOptOut: {
    alt: 'Hinweis zur Statistik mit Schalter zum Widersprechen',
    shapes: [
      ...lines(16, 16, 128, 4),
      r(16, 52, 26, 14, 'accent', 7),
      c(35, 59, 5, 'white'),
      r(50, 57, 60, 4, 'mid'),
    ],
  },
  parallax: {
    alt: 'Bild, das beim Blättern langsamer mitläuft, mit Text darüber',
    shapes: [
      r(0, 0, 160, 90, 'soft', 0),
      r(14, 4, 132, 56, 'mid', 0),
      r(30, 34, 100, 50, 'white'),
      r(44, 44, 72, 7, 'ink'),
      ...lines(44, 58, 72, 3),
    ],
  },
  backgroundVideo: {
    alt: 'Video als Hintergrund mit Überschrift darüber',
    shapes: [
      r(0, 0, 160, 90, 'ink', 0),
      r(36, 30, 88, 9, 'white'),
      r(50, 46, 60, 4, 'mid'),
      ...play(126, 70),
    ],
  },
}

const shapeSvg = (shape: Shape): string => {
  const fill = COLOURS[shape.tone]
  if ('r' in shape) {
    const [x, y, w, h] = shape.r
    return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${shape.round ?? 1}" fill="${fill}"/>`
  }
  if ('c' in shape)
    return `<circle cx="${shape.c[0]}" cy="${shape.c[1]}" r="${shape.c[2]}" fill="${fill}"/>`
  return `<polygon points="${shape.p.map((point) => point.join(',')).join(' ')}" fill="${fill}"/>`
}

/** The picture as a data URL (the admin's CSP allows data: images; nothing to serve). */
export function blockPictureUrl(slug: string): string | null {
  const picture = BLOCK_PICTURES[slug]
  if (!picture) return null
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="#faf7f5"/>${picture.shapes.map(shapeSvg).join('')}</svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

function pictured(block: Block): Block {
  const url = blockPictureUrl(block.slug)
  return {
    ...block,
    ...(url && !block.imageURL
      ? { imageURL: url, imageAltText: BLOCK_PICTURES[block.slug]!.alt }
      : {}),
    fields: withBlockPictures(block.fields),
  }
}

function withBlockPictures(fields: Field[]): Field[] {
  return fields.map((field) => {
    if (field.type === 'blocks') return { ...field, blocks: field.blocks.map(pictured) }
    if (field.type === 'tabs')
      return {
        ...field,
        tabs: field.tabs.map((tab) => ({ ...tab, fields: withBlockPictures(tab.fields) })),
      }
    if ('fields' in field && Array.isArray(field.fields))
      return { ...field, fields: withBlockPictures(field.fields) } as Field
    return field
  })
}

/** A plugin, placed after every block feature: each block in every chooser has its picture. */
export function blockPictures(config: Config): Config {
  return {
    ...config,
    collections: config.collections?.map((collection) => ({
      ...collection,
      fields: withBlockPictures(collection.fields),
    })),
  }
}
