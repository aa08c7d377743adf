import type { Layout, SeedContext } from '../seedContext'
import { priceGroups } from '../content'

/** The demo page /leistungen. */
export async function seedLeistungenPage({ md, urlLink, upsertPage }: SeedContext) {
  await upsertPage('/leistungen', {
    title: 'Leistungen & Preise',
    slug: 'leistungen',
    meta: {
      description:
        'Schnitte, Farbe, Strähnen, Pflege und Brautstyling: alle Leistungen und Preise des Salon Lindenblüte in Berlin.',
    },
    layout: [
      {
        blockType: 'richText',
        columns: [
          {
            content: md(
              'Alle Preise verstehen sich inklusive Mehrwertsteuer. Bei „ab“-Preisen richtet sich der Endpreis nach Haarlänge und Aufwand – wir nennen ihn Ihnen vor Beginn der Behandlung.',
            ),
          },
        ],
      },
      {
        blockType: 'sidebarLayout',
        sidebarPosition: 'left',
        stickySidebar: true,
        content: [
          {
            blockType: 'priceList',
            anchor: 'preise',
            heading: 'Preisliste',
            groups: priceGroups.map((group) => ({ ...group, services: group.services })),
            note: 'Bitte sagen Sie Termine, die Sie nicht wahrnehmen können, bis 24 Stunden vorher ab.',
          },
        ],
        sidebar: [
          {
            blockType: 'verticalMenu',
            heading: 'Leistungen',
            expandOn: 'click',
            items: [
              ...priceGroups
                .filter((group) => group.anchor !== 'pflege')
                .map((group) => ({ link: urlLink(`#_${group.anchor}`, group.title) })),
              {
                link: urlLink('#_pflege', 'Pflege & Styling'),
                children: [{ link: urlLink('/leistungen/brautfrisuren', 'Brautfrisuren') }],
              },
            ],
          },
        ],
      },
      {
        blockType: 'cta',
        heading: 'Termin gewünscht?',
        text: 'Buchen Sie online in wenigen Schritten – oder rufen Sie uns an, wir finden einen Termin, der passt.',
        buttons: [
          {
            link: { type: 'url', url: '/termin', label: 'Termin buchen', appearance: 'primary' },
          },
          {
            link: {
              type: 'url',
              url: '/kontakt',
              label: 'Kontakt aufnehmen',
              appearance: 'secondary',
            },
          },
        ],
      },
    ] satisfies Layout,
  })
}
