import { BREAKPOINTS } from '@/lib/design-tokens'
import { DEMO_SALON } from '@/lib/demoSalon'

import type { ImageKey } from './demoImages'
import { clock } from '@/lib/clock'

/** The demo salon's services, team and business details. */
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

/** The coming Christmas, so the demo always shows its holidays ahead of time. */
const christmasYear = (() => {
  const now = clock.now()
  return now.getUTCMonth() === 11 && now.getUTCDate() > 31 - 6
    ? now.getUTCFullYear() + 1
    : now.getUTCFullYear()
})()

export const settingsSeed = {
  businessName: DEMO_SALON.businessName,
  legalName: 'Salon Lindenblüte, Inhaberin Marie Linde',
  phone: DEMO_SALON.phone,
  email: DEMO_SALON.email,
  priceRange: '€€',
  addresses: [
    {
      label: 'Salon Kreuzberg',
      street: DEMO_SALON.street,
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
  weekHours: DEMO_SALON.weekHours,
  specialDays: [
    { from: `${christmasYear}-12-24T12:00:00.000Z`, note: 'Heiligabend' },
    {
      from: `${christmasYear}-12-31T12:00:00.000Z`,
      hours: '09:00–13:00',
      note: 'Silvester',
    },
  ],
  primaryColor: DEMO_SALON.primaryColor,
  accentColor: DEMO_SALON.accentColor,
  navBreakpoint: BREAKPOINTS.medium,
  consentAcceptDays: 365,
  consentRefuseDays: 180,
  analyticsMeasurementId: 'G-DEMO000000',
}
