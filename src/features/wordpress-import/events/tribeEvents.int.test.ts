import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { eachDatabase, startTestPayload, type TestPayload } from '@/test/testPayload'

import { runImport } from '../importer/runImport.server'
import { exportXml, type KitItem, SITE, sourceOf } from '../test/exportKit'

vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

const describeEach = await eachDatabase()

/** The Events Calendar with Event Tickets, as its export has them (meta keys of TEC 6). */
const ITEMS: KitItem[] = [
  {
    id: 300,
    type: 'tribe_venue',
    title: 'Galerie am Markt',
    meta: { _VenueAddress: 'Marktplatz 3', _VenueCity: 'Lindenau', _VenueZip: '04177' },
  },
  { id: 301, type: 'tribe_organizer', title: 'Haarwerk Sonnenschein' },
  {
    id: 310,
    type: 'tribe_events',
    title: 'Hochsteckfrisuren-Workshop',
    slug: 'hochsteck-workshop',
    link: `${SITE}/veranstaltung/hochsteck-workshop/`,
    content: '<p>Drei Frisuren für <strong>Feste</strong>.</p>',
    excerpt: 'Lernen Sie drei Frisuren.',
    meta: {
      _EventStartDate: '2027-03-06 14:00:00',
      _EventEndDate: '2027-03-06 17:00:00',
      _EventStartDateUTC: '2027-03-06 13:00:00',
      _EventEndDateUTC: '2027-03-06 16:00:00',
      _EventTimezone: 'Europe/Berlin',
      _EventVenueID: '300',
      _EventOrganizerID: '301',
      _EventCost: '35',
    },
  },
  {
    id: 311,
    type: 'tribe_tpp_tickets',
    title: 'Workshop-Platz',
    meta: { _tribe_tpp_for_event: '310', _price: '35', _capacity: '8' },
  },
  {
    id: 312,
    type: 'tribe_rsvp_tickets',
    title: 'Zuschauen',
    meta: { _tribe_rsvp_for_event: '310', _capacity: '-1' },
  },
  {
    id: 320,
    type: 'tribe_events',
    title: 'Tag der offenen Tür',
    slug: 'offene-tuer',
    link: `${SITE}/veranstaltung/offene-tuer/`,
    content: 'Kommen Sie vorbei.',
    meta: { _EventStartDate: '2027-05-01 10:00:00', _EventEndDate: '2027-05-01 10:00:00' },
  },
  {
    id: 330,
    type: 'product',
    title: 'Karte Gala',
    slug: 'karte-gala',
    terms: [{ taxonomy: 'product_type', slug: 'simple', name: 'simple' }],
    meta: { _price: '20', _tribe_wooticket_for_event: '320', _stock: '30' },
  },
]

describeEach('WordPress import: The Events Calendar and Event Tickets (%s)', (kind) => {
  let instance: TestPayload
  const payload = () => instance.payload

  beforeAll(async () => {
    instance = await startTestPayload(kind)
  })
  afterAll(async () => instance?.cleanup())

  it('imports events with venue, organiser and tickets; an old address answers 301', async () => {
    const report = await runImport(payload(), {
      source: sourceOf(exportXml(ITEMS, [])),
      dryRun: false,
    })
    expect(report.counts.Veranstaltungen).toEqual({ created: 2, updated: 0 })
    const { docs } = await payload().find({ collection: 'events', sort: 'start', depth: 0 })
    const [workshop, openDay] = docs
    expect(workshop).toMatchObject({
      title: 'Hochsteckfrisuren-Workshop',
      slug: 'hochsteck-workshop',
      published: true,
      start: '2027-03-06T13:00:00.000Z',
      end: '2027-03-06T16:00:00.000Z',
      place: { kind: 'other', name: 'Galerie am Markt', address: 'Marktplatz 3, 04177 Lindenau' },
      organiser: 'Haarwerk Sonnenschein',
      summary: 'Lernen Sie drei Frisuren.',
      description: 'Drei Frisuren für Feste.',
      wordpressId: 310,
    })
    expect(workshop!.ticketTypes).toMatchObject([
      { name: 'Workshop-Platz', priceCents: 3500, capacity: 8, maxPerOrder: 8 },
    ])
    // A WooCommerce ticket is the event's ticket type, not a product of the shop.
    expect(openDay).toMatchObject({ published: true, start: '2027-05-01T08:00:00.000Z' })
    expect(openDay!.end).toBe('2027-05-01T09:00:00.000Z')
    expect(openDay!.ticketTypes).toMatchObject([
      { name: 'Karte Gala', priceCents: 2000, capacity: 30 },
    ])
    expect((await payload().count({ collection: 'products' })).totalDocs).toBe(0)
    expect(report.skipped.map((row) => row.title)).toContain('Karte Gala')
    expect(report.notes).toContainEqual({
      title: 'Hochsteckfrisuren-Workshop',
      note: 'Karte „Zuschauen“ ohne Platzzahl (unbegrenzt): bitte Plätze eintragen',
    })
    expect(report.moved).toContainEqual({
      from: '/veranstaltung/hochsteck-workshop',
      to: '/veranstaltungen/hochsteck-workshop',
    })
    expect(report.moved).toContainEqual({ from: '/?p=320', to: '/veranstaltungen/offene-tuer' })
  })

  it('takes an event without tickets unpublished, with no address pointing at it', async () => {
    const xml = exportXml([
      {
        id: 340,
        type: 'tribe_events',
        title: 'Sommerfest',
        slug: 'sommerfest',
        link: `${SITE}/veranstaltung/sommerfest/`,
        meta: { _EventStartDate: '2027-07-04 15:00:00', _EventEndDate: '2027-07-04 20:00:00' },
      },
    ])
    const report = await runImport(payload(), { source: sourceOf(xml), dryRun: false })
    const { docs } = await payload().find({
      collection: 'events',
      where: { wordpressId: { equals: 340 } },
    })
    expect(docs[0]).toMatchObject({ published: false, start: '2027-07-04T13:00:00.000Z' })
    expect(report.moved.filter((row) => row.to.includes('sommerfest'))).toEqual([])
    expect(report.notes.map((row) => row.note).join()).toContain('ohne Karten in WordPress')
  })
})
