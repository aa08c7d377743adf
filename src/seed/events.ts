import { addDays, berlinDate, berlinInstant } from '@/lib/berlinTime'

import type { ImageKey } from './demoImages'
import { type SeedContext, seedWriteContext } from './seedContext'
import { clock } from '@/lib/clock'

type EventSeed = {
  slug: string
  title: string
  /** Days from the seed's day, and Berlin wall-clock times. */
  day: number
  from: string
  to: string
  picture: ImageKey
  summary: string
  description: string
  ticket: { name: string; priceCents: number; capacity: number; maxPerOrder: number }
  questions?: Array<{ question: string; required: boolean }>
  /** Tickets already booked (sold out or nearly), and who waits. */
  booked?: number
  waiting?: string[]
}

/** Four coming events (free, paid, two places left, sold out with a waiting list) and one past. */
const EVENTS: EventSeed[] = [
  {
    slug: 'pflege-abend',
    title: 'Pflege-Abend: Gesundes Haar im Winter',
    day: 16,
    from: '18:30',
    to: '20:30',
    picture: 'tools',
    summary: 'Heizungsluft, Mützen, Kälte: Was Ihr Haar jetzt braucht. Mit kleinen Proben.',
    description:
      'Marie Linde zeigt, wie Sie Ihr Haar durch den Winter bringen: die richtige Pflege für Ihren Haartyp, Kopfhautmassage zum Nachmachen und Tipps gegen elektrisches Haar.\n\nDie Teilnahme ist kostenlos; bitte melden Sie sich an, damit wir genug Proben bereithalten.',
    ticket: { name: 'Teilnahme', priceCents: 0, capacity: 20, maxPerOrder: 4 },
  },
  {
    slug: 'flechtkurs',
    title: 'Flechtkurs für Einsteigerinnen',
    day: 23,
    from: '10:00',
    to: '13:00',
    picture: 'bridal',
    summary: 'Fischgrät, holländischer Zopf und Kranz: drei Flechtfrisuren, die Sie selbst können.',
    description:
      'In kleiner Runde lernen Sie Schritt für Schritt drei Flechtfrisuren, an Ihrem eigenen Haar oder an einem Übungskopf. Kamm, Klammern und Haargummis bekommen Sie von uns.\n\nKaffee und Tee sind im Preis enthalten.',
    ticket: { name: 'Kursplatz', priceCents: 3900, capacity: 8, maxPerOrder: 2 },
    questions: [{ question: 'Üben Sie an eigenem Haar oder am Übungskopf?', required: false }],
  },
  {
    slug: 'locken-sprechstunde',
    title: 'Locken-Sprechstunde',
    day: 30,
    from: '11:00',
    to: '12:30',
    picture: 'hero',
    summary: 'Locken richtig waschen, pflegen und stylen: Aylin Kaya beantwortet Ihre Fragen.',
    description:
      'Eine Stunde für Ihre Locken: Curly-Girl-Methode, Plopping, Diffusor. Bringen Sie Ihre Fragen und gern Ihre Lieblingsprodukte mit.',
    ticket: { name: 'Teilnahme', priceCents: 0, capacity: 6, maxPerOrder: 2 },
    booked: 4,
  },
  {
    slug: 'brautfrisuren-probetag',
    title: 'Brautfrisuren-Probetag',
    day: 37,
    from: '09:30',
    to: '16:00',
    picture: 'colour',
    summary: 'Ihre Hochzeitsfrisur in Ruhe ausprobieren, mit Fotos zum Mitnehmen.',
    description:
      'Ein Tag für Bräute und Trauzeuginnen: Wir probieren zwei Frisuren nach Ihren Wünschen, stecken Schleier und Haarschmuck fest und fotografieren das Ergebnis.',
    ticket: { name: 'Probetermin', priceCents: 8900, capacity: 4, maxPerOrder: 1 },
    booked: 4,
    waiting: ['Lena Hoffmann'],
  },
  {
    slug: 'herbst-farbberatung',
    title: 'Herbst-Farbberatung',
    day: -40,
    from: '17:00',
    to: '19:00',
    picture: 'colour',
    summary: 'Welche Haarfarbe passt zu Ihrem Hautton? Ein Abend mit Farbkarten und Beispielen.',
    description: 'Aylin Kaya erklärte, wie warme und kühle Töne wirken und was zu wem passt.',
    ticket: { name: 'Teilnahme', priceCents: 0, capacity: 12, maxPerOrder: 2 },
    booked: 9,
  },
]

const minuteOf = (clock: string) => {
  const [hours, minutes] = clock.split(':').map(Number)
  return hours! * 60 + minutes!
}

const demoAddress = (slug: string, index: number) => `${slug}-${index + 1}@example.org`

/** The demo events; each is looked up by its address and made only when missing. */
export async function seedEvents({ payload, media, created }: SeedContext) {
  const today = berlinDate(clock.now())
  for (const seed of EVENTS) {
    const found = await payload.find({
      collection: 'events',
      where: { slug: { equals: seed.slug } },
      limit: 1,
      depth: 0,
    })
    if (found.docs[0]) continue
    const date = addDays(today, seed.day)
    const event = await payload.create({
      collection: 'events',
      data: {
        title: seed.title,
        slug: seed.slug,
        status: 'planned',
        published: true,
        start: berlinInstant(date, minuteOf(seed.from)).toISOString(),
        end: berlinInstant(date, minuteOf(seed.to)).toISOString(),
        place: { kind: 'salon' },
        picture: media[seed.picture],
        summary: seed.summary,
        description: seed.description,
        noWithdrawal: true,
        cancelHours: 24,
        ticketTypes: [{ ...seed.ticket, questions: seed.questions ?? [] }],
      },
      context: seedWriteContext,
    })
    const ticketType = event.ticketTypes?.[0]
    for (let index = 0; index < (seed.booked ?? 0) && ticketType?.id; index += 1)
      await payload.create({
        collection: 'event-tickets',
        data: {
          event: event.id,
          ticketType: ticketType.id,
          ticketTypeName: ticketType.name,
          attendeeName: `Demo-Teilnehmerin ${index + 1}`,
          email: demoAddress(seed.slug, index),
          status: 'valid',
          priceCents: seed.ticket.priceCents,
        },
        context: seedWriteContext,
      })
    for (const [index, name] of (seed.waiting ?? []).entries())
      await payload.create({
        collection: 'event-waitlist',
        data: {
          event: event.id,
          ticketType: ticketType?.id ?? '',
          name,
          email: `warteliste-${index + 1}@example.org`,
        },
        context: seedWriteContext,
      })
    created.push(`events ${seed.slug}`)
  }
}
