import type { Layout, SeedContext } from '../seedContext'
import { settingsSeed } from '../content'

/** The info boxes of the demo map on /kontakt, in the order of the salon's addresses. */
const MAP_DIRECTIONS = [
  'U-Bahnhof Hallesches Tor, drei Minuten zu Fuß.',
  'Tram M1, Haltestelle Schwedter Straße.',
]

/** The demo page /kontakt. */
export async function seedKontaktPage({ md, contactFormId, upsertPage }: SeedContext) {
  await upsertPage('/kontakt', {
    title: 'Kontakt',
    slug: 'kontakt',
    meta: {
      description:
        'So erreichen Sie den Salon Lindenblüte: Adressen in Kreuzberg und Prenzlauer Berg, Telefon, E-Mail und Öffnungszeiten.',
    },
    layout: [
      {
        blockType: 'richText',
        anchor: 'adressen',
        heading: 'So erreichen Sie uns',
        columns: [
          {
            content: md(
              `### Salon Kreuzberg\n\nLindenstraße 12\n10969 Berlin\n\nU-Bahnhof Hallesches Tor, drei Minuten zu Fuß.`,
            ),
          },
          {
            content: md(
              `### Salon Prenzlauer Berg\n\nKastanienallee 5\n10435 Berlin\n\nTram M1, Haltestelle Schwedter Straße.`,
            ),
          },
          {
            content: md(
              `### Telefon und E-Mail\n\n[+49 30 1234567](tel:+49301234567)\n\n[hallo@salon-lindenbluete.example](mailto:hallo@salon-lindenbluete.example)\n\nTermine vergeben wir telefonisch und vor Ort.`,
            ),
          },
        ],
      },
      {
        blockType: 'map',
        anchor: 'karte',
        heading: 'Anfahrt',
        zoom: 14,
        addresses: settingsSeed.addresses.map((place, index) => ({
          title: place.label,
          address: `${place.street}\n${place.postalCode} ${place.city}`,
          coordinates: true,
          latitude: place.latitude,
          longitude: place.longitude,
          infoboxContent: md(`**${place.label}**\n\n${MAP_DIRECTIONS[index] ?? ''}`),
        })),
      },
      {
        blockType: 'contactForm',
        anchor: 'nachricht',
        heading: 'Schreiben Sie uns',
        form: contactFormId,
      },
      {
        blockType: 'openingHours',
        anchor: 'oeffnungszeiten',
        heading: 'Öffnungszeiten',
        showStatus: true,
      },
    ] satisfies Layout,
  })
}
