import { BREAKPOINTS } from '@/lib/design-tokens'

import type { ImageSpec } from './images'

const PLUM: [string, string, string] = ['#f3e6ee', '#6b3f5c', '#caa0b8']
const SAGE: [string, string, string] = ['#e8efe6', '#4d6b52', '#a9c2a5']
const SAND: [string, string, string] = ['#f7efe3', '#9a6b3a', '#e2c49b']
const ROSE: [string, string, string] = ['#fbe9e7', '#8c3b3b', '#e7aaa1']

export const images = {
  logo: {
    key: 'lindenbluete-logo',
    alt: 'Logo Salon Lindenblüte',
    width: 144,
    height: 144,
    palette: ['#6b3f5c', '#c9a26b', '#f3e6ee'],
    motif: 'logo',
  },
  hero: {
    key: 'salon-wellen',
    alt: 'Fließende Haarsträhnen in warmen Pflaumen- und Rosétönen',
    width: 1600,
    height: 1000,
    palette: PLUM,
    motif: 'waves',
  },
  tools: {
    key: 'kamm-und-schere',
    alt: 'Kamm und Schere auf einem hellen Tisch',
    width: 1200,
    height: 800,
    palette: SAND,
    motif: 'tools',
  },
  bridal: {
    key: 'brautfrisur-wellen',
    alt: 'Weiche, hochgesteckte Wellen in Goldtönen',
    width: 1200,
    height: 800,
    palette: SAND,
    motif: 'waves',
  },
  colour: {
    key: 'farbe-straehnen',
    alt: 'Bunte Farbsträhnen in Rosé und Kupfer',
    width: 1200,
    height: 800,
    palette: ROSE,
    motif: 'waves',
  },
  team1: {
    key: 'team-marie',
    alt: 'Porträt von Marie Linde',
    width: 800,
    height: 1000,
    palette: PLUM,
    motif: 'portrait',
  },
  team2: {
    key: 'team-jonas',
    alt: 'Porträt von Jonas Berger',
    width: 800,
    height: 1000,
    palette: SAGE,
    motif: 'portrait',
  },
  team3: {
    key: 'team-aylin',
    alt: 'Porträt von Aylin Kaya',
    width: 800,
    height: 1000,
    palette: ROSE,
    motif: 'portrait',
  },
  team4: {
    key: 'team-sophie',
    alt: 'Porträt von Sophie Wagner',
    width: 800,
    height: 1000,
    palette: SAND,
    motif: 'portrait',
  },
  gallery1: {
    key: 'galerie-bob',
    alt: 'Kinnlanger Bob mit weichen Kanten',
    caption: 'Klassischer Bob',
    width: 1200,
    height: 900,
    palette: PLUM,
    motif: 'portrait',
  },
  gallery2: {
    key: 'galerie-balayage',
    alt: 'Balayage in Honigblond',
    caption: 'Balayage',
    width: 1200,
    height: 900,
    palette: SAND,
    motif: 'waves',
  },
  gallery3: {
    key: 'galerie-locken',
    alt: 'Definierte Locken nach dem Lockenschnitt',
    caption: 'Lockenschnitt',
    width: 1200,
    height: 900,
    palette: ROSE,
    motif: 'waves',
  },
  gallery4: {
    key: 'galerie-herrenschnitt',
    alt: 'Kurzer Herrenschnitt mit Übergang',
    caption: 'Fade-Schnitt',
    width: 1200,
    height: 900,
    palette: SAGE,
    motif: 'portrait',
  },
  gallery5: {
    key: 'galerie-hochsteckfrisur',
    alt: 'Hochsteckfrisur für eine Hochzeit',
    caption: 'Hochsteckfrisur',
    width: 1200,
    height: 900,
    palette: SAND,
    motif: 'portrait',
  },
  gallery6: {
    key: 'galerie-kupfer',
    alt: 'Kupferrote Farbe mit Glanz',
    caption: 'Kupfer-Glanz',
    width: 1200,
    height: 900,
    palette: ROSE,
    motif: 'waves',
  },
  gallery7: {
    key: 'galerie-salon',
    alt: 'Arbeitsplatz mit Kamm und Schere',
    caption: 'Unser Salon',
    width: 1200,
    height: 900,
    palette: PLUM,
    motif: 'tools',
  },
  gallery8: {
    key: 'galerie-pflege',
    alt: 'Glänzendes Haar nach der Pflegebehandlung',
    caption: 'Pflegebehandlung',
    width: 1200,
    height: 900,
    palette: SAGE,
    motif: 'waves',
  },
} satisfies Record<string, ImageSpec>

export type ImageKey = keyof typeof images

export type ServiceSeed = {
  name: string
  description?: string
  priceCents: number
  from?: boolean
  durationMinutes?: number
}

export const priceGroups: Array<{ title: string; anchor: string; services: ServiceSeed[] }> = [
  {
    title: 'Damen',
    anchor: 'damen',
    services: [
      {
        name: 'Waschen, Schneiden, Föhnen',
        description: 'Kurzes Haar',
        priceCents: 4900,
        durationMinutes: 45,
      },
      {
        name: 'Waschen, Schneiden, Föhnen',
        description: 'Langes Haar',
        priceCents: 6400,
        durationMinutes: 60,
      },
      { name: 'Pony nachschneiden', priceCents: 900, durationMinutes: 10 },
      { name: 'Föhnfrisur', priceCents: 3200, from: true, durationMinutes: 30 },
    ],
  },
  {
    title: 'Herren',
    anchor: 'herren',
    services: [
      { name: 'Waschen, Schneiden, Styling', priceCents: 3400, durationMinutes: 30 },
      { name: 'Maschinenschnitt', priceCents: 2200, durationMinutes: 20 },
      { name: 'Bart in Form', priceCents: 1500, durationMinutes: 15 },
    ],
  },
  {
    title: 'Kinder',
    anchor: 'kinder',
    services: [
      { name: 'Kinderschnitt bis 6 Jahre', priceCents: 1500, durationMinutes: 20 },
      { name: 'Kinderschnitt 7–12 Jahre', priceCents: 2200, durationMinutes: 30 },
    ],
  },
  {
    title: 'Farbe & Strähnen',
    anchor: 'farbe',
    services: [
      { name: 'Ansatzfarbe', priceCents: 4200, durationMinutes: 60 },
      { name: 'Komplettfarbe', priceCents: 5800, from: true, durationMinutes: 90 },
      {
        name: 'Balayage',
        description: 'inklusive Glossing',
        priceCents: 12900,
        from: true,
        durationMinutes: 180,
      },
      {
        name: 'Foliensträhnen',
        description: 'Oberkopf',
        priceCents: 6900,
        from: true,
        durationMinutes: 120,
      },
    ],
  },
  {
    title: 'Pflege & Styling',
    anchor: 'pflege',
    services: [
      { name: 'Intensivpflege mit Kopfmassage', priceCents: 1900, durationMinutes: 20 },
      { name: 'Hochsteckfrisur', priceCents: 5500, from: true, durationMinutes: 60 },
      { name: 'Brautstyling mit Probetermin', priceCents: 19000, from: true, durationMinutes: 150 },
    ],
  },
]

export const teamMembers = [
  {
    name: 'Marie Linde',
    role: 'Inhaberin & Friseurmeisterin',
    photo: 'team1',
    tooltip: 'Spezialistin für Schnitte und Brautfrisuren',
    bio: 'Gründete den Salon 2014 und schneidet am liebsten Bobs mit Charakter.',
  },
  {
    name: 'Jonas Berger',
    role: 'Friseur',
    photo: 'team2',
    tooltip: 'Experte für Herrenschnitte und Bartpflege',
    bio: 'Präzise Übergänge und klassische Herrenschnitte sind sein Handwerk.',
  },
  {
    name: 'Aylin Kaya',
    role: 'Coloristin',
    photo: 'team3',
    tooltip: 'Balayage, Strähnen und Farbkorrekturen',
    bio: 'Findet mit Ihnen den Farbton, der zu Haut und Typ passt.',
  },
  {
    name: 'Sophie Wagner',
    role: 'Auszubildende im 2. Lehrjahr',
    photo: 'team4',
    tooltip: 'Waschen, Pflege und Föhnfrisuren',
    bio: 'Lernt bei uns das Handwerk und sorgt für die beste Kopfmassage im Kiez.',
  },
] as const satisfies ReadonlyArray<{
  name: string
  role: string
  photo: ImageKey
  tooltip: string
  bio: string
}>

export const settingsSeed = {
  businessName: 'Salon Lindenblüte',
  legalName: 'Salon Lindenblüte, Inhaberin Marie Linde',
  phone: '+49 30 1234567',
  email: 'hallo@salon-lindenbluete.example',
  priceRange: '€€',
  addresses: [
    {
      label: 'Salon Kreuzberg',
      street: 'Lindenstraße 12',
      postalCode: '10969',
      city: 'Berlin',
      country: 'DE',
      latitude: 52.5025,
      longitude: 13.3978,
    },
    {
      label: 'Salon Prenzlauer Berg',
      street: 'Kastanienallee 5',
      postalCode: '10435',
      city: 'Berlin',
      country: 'DE',
      latitude: 52.5362,
      longitude: 13.4086,
    },
  ],
  socialProfiles: [
    { platform: 'instagram' as const, url: 'https://www.instagram.com/salon.lindenbluete.example' },
    { platform: 'facebook' as const, url: 'https://www.facebook.com/salon.lindenbluete.example' },
  ],
  openingHours: [
    ...(['tu', 'we', 'th', 'fr'] as const).map((day) => ({ day, opens: '09:00', closes: '19:00' })),
    { day: 'sa' as const, opens: '09:00', closes: '15:00' },
  ],
  specialDays: [
    { date: '2026-12-24T12:00:00.000Z', closed: true, note: 'Heiligabend' },
    {
      date: '2026-12-31T12:00:00.000Z',
      closed: false,
      opens: '09:00',
      closes: '13:00',
      note: 'Silvester',
    },
  ],
  primaryColor: '#6b3f5c',
  accentColor: '#c9a26b',
  navBreakpoint: BREAKPOINTS.medium,
  consentAcceptDays: 365,
  consentRefuseDays: 180,
  analyticsMeasurementId: 'G-DEMO000000',
}
