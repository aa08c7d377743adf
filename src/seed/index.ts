import { randomBytes } from 'node:crypto'

import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { Payload, RequiredDataFromCollectionSlug, Where } from 'payload'

import { images, type ImageKey, priceGroups, settingsSeed, teamMembers } from './content'
import { DEMO_FORM_TITLE, demoContactForm } from './contactForm'
import { renderImage } from './images'
import { datenschutzMarkdown, impressumMarkdown } from './legal'

export const DEMO_ADMIN_EMAIL = 'admin@salon-lindenbluete.example'

/** The info boxes of the demo map on /kontakt, in the order of the salon's addresses. */
const MAP_DIRECTIONS = [
  'U-Bahnhof Hallesches Tor, drei Minuten zu Fuß.',
  'Tram M1, Haltestelle Schwedter Straße.',
]

type SeedResult = { created: string[]; adminPassword?: string }
type PageData = RequiredDataFromCollectionSlug<'pages'>
type Layout = NonNullable<PageData['layout']>

// Seeds write outside a Next.js request: nothing is cached yet, so nothing needs expiring.
// Nor is the internet there to ask for video previews (demo videos show the neutral placeholder),
// geocode addresses (the demo map's have coordinates) or fetch map tiles (its preview is drawn
// without them).
const context = {
  disableRevalidate: true,
  skipOEmbed: true,
  skipGeocoding: true,
  offlineMapPreview: true,
}

/**
 * Fills an empty site with the demo salon. Idempotent: every document is looked up by its key
 * (media file name, page path, global content) and only what is missing is created.
 */
export async function seedDemo(
  payload: Payload,
  { adminPassword = process.env.SEED_ADMIN_PASSWORD }: { adminPassword?: string } = {},
): Promise<SeedResult> {
  const created: string[] = []
  const editorConfig = await editorConfigFactory.default({ config: payload.config })
  const md = (markdown: string) =>
    convertMarkdownToLexical({ editorConfig, markdown: markdown.trim() })

  // Users
  let password: string | undefined
  const admins = await payload.count({
    collection: 'users',
    where: { email: { equals: DEMO_ADMIN_EMAIL } },
  })
  if (admins.totalDocs === 0) {
    password = adminPassword || randomBytes(9).toString('base64url')
    await payload.create({
      collection: 'users',
      data: { email: DEMO_ADMIN_EMAIL, password, name: 'Marie Linde', roles: ['admin'] },
      context,
    })
    created.push(`user ${DEMO_ADMIN_EMAIL}`)
  }

  /**
   * The id of the document that `where` finds, or of the one `create` makes when there is none.
   * `create` runs only when needed: rendering a picture is the expensive part of a re-run.
   */
  const findOrCreate = async <Slug extends 'media' | 'pages'>(
    collection: Slug,
    where: Where,
    label: string,
    create: () => Promise<{ id: number }>,
  ): Promise<number> => {
    const existing = await payload.find({ collection, where, limit: 1, depth: 0 })
    if (existing.docs[0]) return existing.docs[0].id as number
    const doc = await create()
    created.push(`${collection} ${label}`)
    return doc.id
  }

  // Media
  const media = {} as Record<ImageKey, number>
  for (const [key, spec] of Object.entries(images) as Array<
    [ImageKey, (typeof images)[ImageKey]]
  >) {
    // Payload renames an upload whose name is taken in the media folder (name-1.jpg), so the key
    // is matched, not the exact file name.
    media[key] = await findOrCreate(
      'media',
      { filename: { like: spec.key } },
      spec.key,
      async () => {
        const file = await renderImage(spec)
        return payload.create({
          collection: 'media',
          data: { alt: spec.alt, caption: 'caption' in spec ? spec.caption : undefined },
          file: {
            data: file.data,
            mimetype: file.mimetype,
            name: file.name,
            size: file.data.length,
          },
          context,
        })
      },
    )
  }

  // Pages, parents before children
  const pageIds: Record<string, number> = {}
  const upsertPage = async (path: string, data: Omit<PageData, 'path'>) => {
    pageIds[path] = await findOrCreate('pages', { path: { equals: path } }, path, () =>
      payload.create({ collection: 'pages', data: { ...data, _status: 'published' }, context }),
    )
  }
  const pageLink = (path: string, label: string, anchor?: string) => ({
    type: 'page' as const,
    page: pageIds[path],
    label,
    anchor,
  })
  const urlLink = (url: string, label: string) => ({ type: 'url' as const, url, label })

  // Forms
  const existingForm = await payload.find({
    collection: 'contact-forms',
    where: { title: { equals: DEMO_FORM_TITLE } },
    limit: 1,
    depth: 0,
  })
  let contactFormId = existingForm.docs[0]?.id
  if (!contactFormId) {
    contactFormId = (
      await payload.create({ collection: 'contact-forms', data: demoContactForm, context })
    ).id
    created.push(`contact-forms ${DEMO_FORM_TITLE}`)
  }

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
        text: 'Rufen Sie uns an oder schreiben Sie uns – wir finden einen Termin, der passt.',
        buttons: [
          {
            link: {
              type: 'url',
              url: '/kontakt',
              label: 'Kontakt aufnehmen',
              appearance: 'primary',
            },
          },
        ],
      },
    ] satisfies Layout,
  })
  await upsertPage('/leistungen/brautfrisuren', {
    title: 'Brautfrisuren',
    slug: 'brautfrisuren',
    parent: pageIds['/leistungen'],
    meta: {
      description:
        'Brautstyling im Salon Lindenblüte: Probetermin, Hochsteckfrisur und Styling am Hochzeitstag.',
    },
    layout: [
      { blockType: 'image', image: media.bridal, width: 'wide' },
      {
        blockType: 'richText',
        columns: [
          {
            content: md(
              `Ihr großer Tag verdient eine Frisur, die den ganzen Abend hält. Beim **Probetermin** besprechen wir Kleid, Schleier und Schmuck und probieren Ihre Wunschfrisur aus.\n\n- Probetermin mit Beratung (etwa 90 Minuten)\n- Styling am Hochzeitstag im Salon oder bei Ihnen\n- Auf Wunsch Frisuren für Trauzeugin und Familie`,
            ),
          },
        ],
      },
    ] satisfies Layout,
  })
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
  await upsertPage('/team', {
    title: 'Team',
    slug: 'team',
    meta: {
      description:
        'Das Team des Salon Lindenblüte: Friseurmeisterin, Friseur, Coloristin und Auszubildende.',
    },
    layout: [
      {
        blockType: 'team',
        anchor: 'team',
        heading: 'Die Menschen hinter Ihrem Look',
        members: teamMembers.map((member) => ({ ...member, photo: media[member.photo] })),
      },
    ] satisfies Layout,
  })
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
      ...(
        [
          'gallery1',
          'gallery2',
          'gallery3',
          'gallery4',
          'gallery5',
          'gallery6',
          'gallery7',
          'gallery8',
        ] as const
      ).map((key) => ({
        blockType: 'image' as const,
        image: media[key],
        width: 'content' as const,
      })),
    ] satisfies Layout,
  })
  await upsertPage('/impressum', {
    title: 'Impressum',
    slug: 'impressum',
    meta: { description: 'Impressum des Salon Lindenblüte.' },
    layout: [
      { blockType: 'richText', columns: [{ content: md(impressumMarkdown) }] },
    ] satisfies Layout,
  })
  await upsertPage('/datenschutz', {
    title: 'Datenschutzerklärung',
    slug: 'datenschutz',
    meta: {
      description:
        'Wie der Salon Lindenblüte mit Ihren Daten umgeht, welche Dienste wir einbinden und welche Rechte Sie haben.',
    },
    layout: [
      {
        blockType: 'richText',
        anchor: 'datenschutz',
        columns: [{ content: md(datenschutzMarkdown) }],
      },
      { blockType: 'analyticsOptOut' },
    ] satisfies Layout,
  })
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
      {
        blockType: 'hero',
        heading: 'Schnitt, Farbe und Zeit für Sie',
        text: 'Der Salon Lindenblüte in Berlin: ehrliche Beratung, sorgfältiges Handwerk und eine Tasse Tee, während die Farbe wirkt.',
        background: 'image',
        image: media.hero,
        buttons: [
          {
            link: {
              type: 'url',
              url: '/kontakt',
              label: 'Termin vereinbaren',
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
      },
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
      {
        blockType: 'openingHours',
        anchor: 'oeffnungszeiten',
        heading: 'Öffnungszeiten',
        showStatus: true,
      },
      {
        blockType: 'cta',
        anchor: 'termin',
        heading: 'Lust auf etwas Neues?',
        text: 'Rufen Sie uns an unter +49 30 1234567 oder kommen Sie vorbei.',
        buttons: [
          {
            link: {
              type: 'url',
              url: 'tel:+49301234567',
              label: 'Jetzt anrufen',
              appearance: 'primary',
            },
          },
          {
            link: {
              type: 'url',
              url: '/kontakt',
              label: 'Anfahrt & Kontakt',
              appearance: 'secondary',
            },
          },
        ],
      },
    ] satisfies Layout,
  })

  // Globals: filled once, never overwritten once the owner has edited them.
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (!settings.businessName) {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { ...settingsSeed, logo: media.logo },
      context,
    })
    created.push('global site-settings')
  }
  const header = await payload.findGlobal({ slug: 'header', depth: 0 })
  if (!header.mainMenu?.length) {
    await payload.updateGlobal({
      slug: 'header',
      context,
      data: {
        topMenu: [
          { link: urlLink('tel:+49301234567', 'Tel. 030 1234567') },
          { link: pageLink('/kontakt', 'Öffnungszeiten', 'oeffnungszeiten') },
        ],
        mainMenu: [
          { link: pageLink('/', 'Start'), kind: 'none' },
          {
            link: pageLink('/leistungen', 'Leistungen'),
            kind: 'dropdown',
            children: [
              { link: pageLink('/leistungen', 'Damen', 'damen') },
              { link: pageLink('/leistungen', 'Herren', 'herren') },
              { link: pageLink('/leistungen', 'Kinder', 'kinder') },
              { link: pageLink('/leistungen', 'Farbe & Strähnen', 'farbe') },
              { link: pageLink('/leistungen/brautfrisuren', 'Brautfrisuren') },
            ],
          },
          {
            link: pageLink('/team', 'Salon'),
            kind: 'mega',
            columns: [
              {
                heading: 'Über uns',
                image: media.tools,
                links: [
                  { link: pageLink('/salon', 'Unser Salon') },
                  { link: pageLink('/team', 'Team') },
                  { link: pageLink('/galerie', 'Galerie') },
                ],
              },
              {
                heading: 'Besondere Anlässe',
                image: media.bridal,
                links: [
                  { link: pageLink('/leistungen/brautfrisuren', 'Brautfrisuren') },
                  { link: pageLink('/leistungen', 'Hochsteckfrisuren', 'pflege') },
                ],
              },
              {
                heading: 'Ihr Besuch',
                image: media.colour,
                links: [
                  { link: pageLink('/kontakt', 'Anfahrt', 'adressen') },
                  { link: pageLink('/kontakt', 'Öffnungszeiten', 'oeffnungszeiten') },
                ],
              },
            ],
          },
          { link: pageLink('/galerie', 'Galerie'), kind: 'none' },
          { link: pageLink('/kontakt', 'Kontakt'), kind: 'none' },
        ],
      },
    })
    created.push('global header')
  }
  const consent = await payload.findGlobal({ slug: 'consent-settings', depth: 0 })
  if (!consent.bannerText) {
    // Saved once so the owner finds the default wording in the admin, ready to adapt.
    await payload.updateGlobal({
      slug: 'consent-settings',
      data: { bannerHeading: 'Ihre Einwilligung' },
      context,
    })
    created.push('global consent-settings')
  }
  const footer = await payload.findGlobal({ slug: 'footer', depth: 0 })
  if (!footer.columns?.length) {
    await payload.updateGlobal({
      slug: 'footer',
      context,
      data: {
        columns: [
          {
            heading: 'Salon',
            links: [
              { link: pageLink('/leistungen', 'Leistungen & Preise') },
              { link: pageLink('/team', 'Team') },
              { link: pageLink('/galerie', 'Galerie') },
            ],
          },
          {
            heading: 'Service',
            links: [
              { link: pageLink('/kontakt', 'Kontakt & Anfahrt') },
              { link: pageLink('/leistungen/brautfrisuren', 'Brautfrisuren') },
            ],
          },
        ],
        showSocialLinks: true,
        legalLinks: [
          { link: pageLink('/impressum', 'Impressum') },
          { link: pageLink('/datenschutz', 'Datenschutz') },
        ],
        note: '© 2026 Salon Lindenblüte · Ein fiktiver Demo-Salon',
      },
    })
    created.push('global footer')
  }

  return { created, adminPassword: password }
}
