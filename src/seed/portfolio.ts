import type { ImageKey } from './demoImages'
import { type SeedContext, seedWriteContext } from './seedContext'
import { clock } from '@/lib/clock'

type WorkSeed = {
  slug: string
  title: string
  service: string
  stylist: string
  category: keyof typeof CATEGORIES
  before: ImageKey
  after: ImageKey
  excerpt: string
  markdown: string
  pictures: Array<{ image: ImageKey; caption: string }>
}

const CATEGORIES = { schnitt: 'Schnitt', farbe: 'Farbe', hochzeit: 'Hochzeit' }

/** Three pieces of the demo salon's work, newest first. */
const WORK: WorkSeed[] = [
  {
    slug: 'honigblonde-balayage',
    title: 'Von Straßenköterblond zu Honig-Balayage',
    service: 'Balayage mit Glossing',
    stylist: 'Sophie Wagner',
    category: 'farbe',
    before: 'gallery7',
    after: 'gallery2',
    excerpt: 'Weiche, frei Hand gemalte Strähnen, die natürlich herauswachsen.',
    markdown:
      'Drei Stunden, zwei Blondtöne und ein Glossing zum Schluss: Die Strähnen sind frei Hand gemalt und wachsen ohne harte Kante heraus.',
    pictures: [{ image: 'gallery6', caption: 'Der Glanz nach dem Glossing' }],
  },
  {
    slug: 'kinnlanger-bob',
    title: 'Lange Haare ab: kinnlanger Bob',
    service: 'Damenschnitt',
    stylist: 'Marie Linde',
    category: 'schnitt',
    before: 'gallery8',
    after: 'gallery1',
    excerpt: 'Zwanzig Zentimeter weniger und ein Bob, der ohne Föhnen fällt.',
    markdown:
      'Der Schnitt folgt der natürlichen Fallrichtung des Haares: So sitzt der Bob auch luftgetrocknet.',
    pictures: [{ image: 'gallery3', caption: 'Seitenansicht' }],
  },
  {
    slug: 'brautfrisur-hochgesteckt',
    title: 'Hochgesteckte Brautfrisur mit Wellen',
    service: 'Brautfrisur mit Probetermin',
    stylist: 'Aylin Kaya',
    category: 'hochzeit',
    before: 'gallery4',
    after: 'gallery5',
    excerpt: 'Ein lockerer Knoten mit weichen Wellen, der den ganzen Tag hält.',
    markdown:
      'Beim Probetermin haben wir drei Varianten ausprobiert; am Hochzeitstag saß die Frisur von der Trauung bis zum letzten Tanz.',
    pictures: [{ image: 'bridal', caption: 'Die Wellen im Detail' }],
  },
]

/** The demo work of /portfolio; each is looked up by its address and made only when missing. */
export async function seedPortfolio({ payload, media, created, md }: SeedContext) {
  const categoryIds: Partial<Record<keyof typeof CATEGORIES, number>> = {}
  for (const [index, seed] of WORK.entries()) {
    const found = await payload.count({
      collection: 'portfolio',
      where: { slug: { equals: seed.slug } },
    })
    if (found.totalDocs > 0) continue
    categoryIds[seed.category] ??= await categoryId(payload, seed.category, created)
    await payload.create({
      collection: 'portfolio',
      data: {
        title: seed.title,
        slug: seed.slug,
        _status: 'published',
        demo: true,
        // One day apart, so the list keeps this order.
        publishedAt: new Date(clock.ms() - (index + 1) * 86_400_000).toISOString(),
        service: seed.service,
        stylist: seed.stylist,
        category: categoryIds[seed.category],
        before: media[seed.before],
        after: media[seed.after],
        excerpt: seed.excerpt,
        description: await md(seed.markdown),
        pictures: seed.pictures.map((entry) => ({
          image: media[entry.image],
          caption: entry.caption,
        })),
      },
      context: seedWriteContext,
    })
    created.push(`portfolio ${seed.slug}`)
  }
}

async function categoryId(
  payload: SeedContext['payload'],
  slug: keyof typeof CATEGORIES,
  created: string[],
): Promise<number> {
  const found = await payload.find({
    collection: 'portfolio-categories',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
  })
  if (found.docs[0]) return found.docs[0].id
  created.push(`portfolio-categories ${slug}`)
  const data = { name: CATEGORIES[slug], slug }
  return (
    await payload.create({ collection: 'portfolio-categories', data, context: seedWriteContext })
  ).id
}
