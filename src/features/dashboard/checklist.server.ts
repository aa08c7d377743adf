import type { Payload } from 'payload'

import { COLLECTIONS, GLOBALS } from '@/contracts/slugs'
import { DEMO_SALON } from '@/lib/demoSalon'

export type ChecklistItem = {
  key: string
  label: string
  done: boolean
  /** Where the owner does it. */
  href: string
  /** What is still open, in the owner's words. */
  details: string[]
}

const LEGAL_PAGES = ['/impressum', '/datenschutz']
const PLACEHOLDER = /\[[^[\]\n]{2,80}\]/g

/** Every „[…]“ placeholder in the text of a page's content, in order, each once. */
export function placeholdersIn(value: unknown): string[] {
  const found = new Set<string>()
  const visit = (node: unknown) => {
    if (typeof node === 'string')
      for (const match of node.match(PLACEHOLDER) ?? []) found.add(match)
    else if (Array.isArray(node)) node.forEach(visit)
    else if (node && typeof node === 'object') Object.values(node).forEach(visit)
  }
  visit(value)
  return [...found]
}

const filled = (value: string | null | undefined) => Boolean(value && value.trim())

type SiteSettings = Awaited<ReturnType<typeof readContent>>['settings']
type LegalPages = Awaited<ReturnType<typeof readContent>>['legal']

async function readContent(payload: Payload) {
  const [settings, legal, demoPages, demoMedia, demoAdmins] = await Promise.all([
    payload.findGlobal({ slug: GLOBALS.siteSettings, depth: 1, overrideAccess: true }),
    payload.find({
      collection: COLLECTIONS.pages,
      where: { path: { in: LEGAL_PAGES } },
      depth: 0,
      draft: true,
      select: { title: true, path: true, layout: true },
      overrideAccess: true,
    }),
    payload.find({
      collection: COLLECTIONS.pages,
      where: { demo: { equals: true } },
      depth: 0,
      limit: 20,
      select: { title: true },
      overrideAccess: true,
    }),
    payload
      .count({
        collection: COLLECTIONS.media,
        where: { demo: { equals: true } },
        overrideAccess: true,
      })
      .then((answer) => answer.totalDocs),
    payload
      .count({
        collection: COLLECTIONS.users,
        where: { demoPassword: { equals: true } },
        overrideAccess: true,
      })
      .then((answer) => answer.totalDocs),
  ])
  return { settings, legal, demoPages, demoMedia, demoAdmins }
}

/** Impressum and Datenschutz: every „[…]“ placeholder still in them. */
function legalItem(legal: LegalPages): ChecklistItem {
  const openPerPage = legal.docs.map((page) => ({ page, open: placeholdersIn(page.layout) }))
  const legalOpen = openPerPage.flatMap(({ page, open }) =>
    open.map((placeholder) => `${page.title}: ${placeholder}`),
  )
  const firstLegal = openPerPage.find(({ open }) => open.length > 0)?.page
  return {
    key: 'legal',
    label: 'Impressum und Datenschutzerklärung ausfüllen',
    done: legal.docs.length > 0 && legalOpen.length === 0,
    href: firstLegal ? `/admin/collections/pages/${firstLegal.id}` : '/admin/collections/pages',
    details: legalOpen.map((open) => `Noch offen – ${open}`),
  }
}

/** The salon's own data, hours and looks instead of the demo salon's. */
function settingsItems(settings: SiteSettings): ChecklistItem[] {
  const address = settings.addresses?.[0]
  const business = [
    ['Name', filled(settings.businessName) && settings.businessName !== DEMO_SALON.businessName],
    ['Adresse', filled(address?.street) && address?.street !== DEMO_SALON.street],
    ['Telefon', filled(settings.phone) && settings.phone !== DEMO_SALON.phone],
    ['E-Mail', filled(settings.email) && settings.email !== DEMO_SALON.email],
  ] as const
  const week = settings.weekHours ?? {}
  const hoursAreDemo = Object.entries(DEMO_SALON.weekHours).every(
    ([day, hours]) => week[day as keyof typeof week] === hours,
  )
  const logo = typeof settings.logo === 'object' ? settings.logo : null
  const looks = [
    ['eigenes Logo', Boolean(logo && !logo.demo)],
    [
      'eigene Farben',
      settings.primaryColor !== DEMO_SALON.primaryColor ||
        settings.accentColor !== DEMO_SALON.accentColor,
    ],
  ] as const
  return [
    {
      key: 'business',
      label: 'Name, Adresse, Telefon und E-Mail des Salons eintragen',
      done: business.every(([, done]) => done),
      href: '/admin/globals/site-settings',
      details: business
        .filter(([, done]) => !done)
        .map(([what]) => `${what}: noch die Demo-Angabe`),
    },
    {
      key: 'tax',
      label: 'Steuernummer oder USt-IdNr. für Rechnungen eintragen',
      done: filled(settings.taxId),
      href: '/admin/globals/site-settings',
      details: filled(settings.taxId)
        ? []
        : [
            'Steht auf jeder Rechnung (§ 14 UStG); ohne sie lässt sich Online-Zahlung nicht einschalten. Als Kleinunternehmerin zusätzlich unter „Shop-Einstellungen“ § 19 UStG wählen.',
          ],
    },
    {
      key: 'hours',
      label: 'Öffnungszeiten eintragen',
      done: !hoursAreDemo,
      href: '/admin/globals/site-settings',
      details: hoursAreDemo ? ['Noch die Öffnungszeiten des Demo-Salons'] : [],
    },
    {
      key: 'looks',
      label: 'Logo und Farben festlegen',
      done: looks.every(([, done]) => done),
      href: '/admin/globals/site-settings',
      details: looks.filter(([, done]) => !done).map(([what]) => `Fehlt: ${what}`),
    },
  ]
}

/** What is left of the demo: its password, pictures and pages. */
function demoItems({
  demoPages,
  demoMedia,
  demoAdmins,
}: Awaited<ReturnType<typeof readContent>>): ChecklistItem[] {
  return [
    {
      key: 'password',
      label: 'Passwort des Demo-Zugangs ändern',
      done: demoAdmins === 0,
      href: '/admin/account',
      details: [],
    },
    {
      key: 'media',
      label: 'Demo-Bilder ersetzen oder löschen',
      done: demoMedia === 0,
      href: '/admin/collections/media?where[demo][equals]=true',
      details: demoMedia ? [`${demoMedia} Demo-Bilder`] : [],
    },
    {
      key: 'pages',
      label: 'Demo-Seiten anpassen oder löschen',
      done: demoPages.totalDocs === 0,
      href: '/admin/collections/pages?where[demo][equals]=true',
      details: demoPages.docs.map((page) => `Unverändert: ${page.title}`),
    },
  ]
}

/**
 * The first-run checklist: what a new owner must do before the demo salon is their salon. Each
 * item reads the current content, so it ticks itself once done.
 */
export async function firstRunChecklist(
  payload: Payload,
  mailWorks: boolean,
): Promise<ChecklistItem[]> {
  const content = await readContent(payload)
  return [
    legalItem(content.legal),
    ...settingsItems(content.settings),
    {
      key: 'mail',
      label: 'E-Mail-Versand einrichten und testen',
      done: mailWorks,
      href: '#mail',
      details: mailWorks ? [] : ['Noch keine E-Mail erfolgreich versendet'],
    },
    ...demoItems(content),
  ]
}
