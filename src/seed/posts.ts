import { addDays, berlinDate, berlinInstant } from '@/lib/berlinTime'

import type { ImageKey } from './demoImages'
import { type SeedContext, seedWriteContext } from './seedContext'
import { clock } from '@/lib/clock'

type PostSeed = {
  slug: string
  title: string
  /** Days before the seed's day. */
  daysAgo: number
  excerpt: string
  image: ImageKey
  categories: string[]
  tags: string[]
  markdown: string
  /** Pictures after the text, opened as the lightbox gallery `post`. */
  pictures?: ImageKey[]
}

const CATEGORIES = { salon: 'Aus dem Salon', tipps: 'Pflegetipps', trends: 'Trends' }
const TAGS = { winter: 'Winter', farbe: 'Farbe', locken: 'Locken', hochzeit: 'Hochzeit' }

/** Three posts of the demo salon, newest first. */
const POSTS: PostSeed[] = [
  {
    slug: 'winterpflege-fuer-ihr-haar',
    title: 'Winterpflege: So bleibt Ihr Haar geschmeidig',
    daysAgo: 3,
    excerpt:
      'Heizungsluft und Kälte trocknen das Haar aus. Mit diesen fünf Handgriffen kommt es gut durch den Winter.',
    image: 'tools',
    categories: ['tipps'],
    tags: ['winter'],
    markdown: `
Draußen kalt, drinnen trockene Heizungsluft: Im Winter verliert das Haar Feuchtigkeit und wird spröde. Diese fünf Handgriffe helfen:

- **Lauwarm statt heiß waschen**, das schont Kopfhaut und Längen.
- **Einmal die Woche eine Kur** – zehn Minuten unter einem warmen Handtuch.
- **Mützen aus Baumwolle oder Seide** reiben weniger als Wolle.
- **Föhnen mit Abstand** und auf mittlerer Stufe.
- **Spitzen schneiden lassen**, bevor sie splissen.

Im Salon beraten wir Sie gern, welche Pflege zu Ihrem Haartyp passt.
`,
    pictures: ['gallery8', 'gallery3'],
  },
  {
    slug: 'balayage-trend',
    title: 'Balayage in Honigblond: der Farbtrend des Jahres',
    daysAgo: 12,
    excerpt:
      'Sanfte Übergänge, die natürlich herauswachsen: Warum Balayage so beliebt ist und was Sie vor dem Termin wissen sollten.',
    image: 'colour',
    categories: ['trends'],
    tags: ['farbe'],
    markdown: `
Balayage wird frei Hand aufgetragen, Strähne für Strähne. So entstehen weiche Übergänge, die aussehen wie von der Sonne geküsst – und die auch nach Wochen noch schön herauswachsen.

## Was Sie vor dem Termin wissen sollten

Planen Sie etwa drei Stunden ein. Kommen Sie mit Haar, das ein bis zwei Tage nicht gewaschen wurde: Das schützt die Kopfhaut.
`,
    pictures: ['gallery2', 'gallery6'],
  },
  {
    slug: 'neu-im-team-aylin',
    title: 'Neu im Team: Aylin Kaya, unsere Lockenspezialistin',
    daysAgo: 30,
    excerpt: 'Seit diesem Monat verstärkt Aylin Kaya den Salon – mit viel Erfahrung bei Locken.',
    image: 'team3',
    categories: ['salon'],
    tags: ['locken'],
    markdown: `
Wir freuen uns: Aylin Kaya gehört jetzt zum Team der Lindenblüte. Sie schneidet Locken trocken, Locke für Locke, und zeigt Ihnen, wie Sie sie zu Hause pflegen.

Termine bei Aylin buchen Sie wie immer online unter [Termin buchen](/termin).
`,
  },
]

/** A picture inside rich text, as the editor stores it. */
const uploadNode = (id: number) => ({
  type: 'upload',
  version: 3,
  format: '',
  fields: null,
  relationTo: 'media',
  value: id,
})

/** Finds a category or tag by its slug, or makes it. */
async function termId(
  { payload, created }: SeedContext,
  collection: 'post-categories' | 'post-tags',
  slug: string,
  name: string,
): Promise<number> {
  const found = await payload.find({
    collection,
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
  })
  if (found.docs[0]) return found.docs[0].id
  created.push(`${collection} ${slug}`)
  return (await payload.create({ collection, data: { name, slug }, context: seedWriteContext })).id
}

/** The demo posts of /aktuelles; each is looked up by its address and made only when missing. */
export async function seedPosts(ctx: SeedContext) {
  const { payload, media, created, md } = ctx
  const today = berlinDate(clock.now())
  for (const seed of POSTS) {
    const found = await payload.count({
      collection: 'posts',
      where: { slug: { equals: seed.slug } },
    })
    if (found.totalDocs > 0) continue
    const text = await md(seed.markdown)
    for (const key of seed.pictures ?? []) text.root.children.push(uploadNode(media[key]))
    const categories = []
    for (const key of seed.categories)
      categories.push(
        await termId(ctx, 'post-categories', key, CATEGORIES[key as keyof typeof CATEGORIES]),
      )
    const tags = []
    for (const key of seed.tags)
      tags.push(await termId(ctx, 'post-tags', key, TAGS[key as keyof typeof TAGS]))
    await payload.create({
      collection: 'posts',
      data: {
        title: seed.title,
        slug: seed.slug,
        _status: 'published',
        demo: true,
        publishedAt: berlinInstant(addDays(today, -seed.daysAgo), 9 * 60).toISOString(),
        authorName: 'Marie Linde',
        excerpt: seed.excerpt,
        image: media[seed.image],
        categories,
        tags,
        layout: [{ blockType: 'richText', columns: [{ content: text }] }],
      },
      context: seedWriteContext,
    })
    created.push(`posts ${seed.slug}`)
  }
}
