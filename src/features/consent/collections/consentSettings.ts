import type { Field, GlobalBeforeChangeHook, GlobalConfig } from 'payload'

import { anyone, isAdmin } from '@/lib/access'
import { expireAllPages } from '@/lib/revalidate'

import { CONSENT_SERVICES, SERVICE_LABELS } from '../services'

const LEGAL_HINT =
  'Nach deutschem Recht (§ 25 TDDDG, DSGVO) ist das keine wirksame Einwilligung: Besucher müssen aktiv zustimmen. Nur einschalten, wenn Ihre Rechtsberatung es ausdrücklich freigibt.'

export const DEFAULT_BANNER_TEXT =
  'Mit Ihrer Einwilligung nutzen wir Google Analytics, um zu verstehen, wie unsere Website genutzt wird, und zeigen externe Medien an: Videos von YouTube und Vimeo sowie Karten. Dabei werden Daten an diese Anbieter übertragen, teils in Länder außerhalb der EU. Die Einwilligung ist freiwillig und jederzeit über „Cookie-Einstellungen“ am Seitenende widerrufbar.'

const DEFAULT_DESCRIPTIONS: Record<(typeof CONSENT_SERVICES)[number], string> = {
  analytics: 'Anonyme Statistiken über Seitenaufrufe mit Google Analytics 4 (Google Ireland Ltd.).',
  youtube: 'Eingebettete Videos von YouTube (Google Ireland Ltd.) im erweiterten Datenschutzmodus.',
  vimeo: 'Eingebettete Videos von Vimeo (Vimeo.com, Inc., USA).',
  maps: 'Interaktive Karten mit Kartenkacheln eines externen Kartendienstes.',
}

/** What visitors are asked; changing any of it asks every visitor again. */
const ASKED_FIELDS = ['bannerText', 'services'] as const

const bumpRevision: GlobalBeforeChangeHook = ({ data, originalDoc }) => {
  const changed = ASKED_FIELDS.some(
    (field) =>
      field in data && JSON.stringify(data[field]) !== JSON.stringify(originalDoc?.[field]),
  )
  const current = Number(originalDoc?.revision ?? 1)
  return { ...data, revision: changed && originalDoc?.updatedAt ? current + 1 : current }
}

const serviceGroup = (service: (typeof CONSENT_SERVICES)[number]): Field => ({
  name: service,
  type: 'group',
  label: SERVICE_LABELS[service],
  fields: [
    { name: 'enabled', type: 'checkbox', label: 'Im Banner anbieten', defaultValue: true },
    {
      name: 'description',
      type: 'textarea',
      label: 'Beschreibung',
      defaultValue: DEFAULT_DESCRIPTIONS[service],
    },
  ],
})

export const ConsentSettings: GlobalConfig = {
  slug: 'consent-settings',
  label: 'Cookie-Einwilligung',
  admin: { group: 'Verwaltung' },
  access: { read: anyone, update: isAdmin },
  hooks: { beforeChange: [bumpRevision], afterChange: [expireAllPages] },
  fields: [
    {
      name: 'revision',
      type: 'number',
      label: 'Version der Abfrage',
      defaultValue: 1,
      admin: {
        readOnly: true,
        description:
          'Steigt automatisch, wenn sich Text oder Dienste ändern; dann werden alle Besucher erneut gefragt.',
      },
    },
    {
      name: 'bannerHeading',
      type: 'text',
      label: 'Überschrift',
      defaultValue: 'Ihre Einwilligung',
    },
    {
      name: 'bannerText',
      type: 'textarea',
      label: 'Text',
      defaultValue: DEFAULT_BANNER_TEXT,
      required: true,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'privacyPath',
          type: 'text',
          label: 'Datenschutz-Seite',
          defaultValue: '/datenschutz',
        },
        { name: 'imprintPath', type: 'text', label: 'Impressum-Seite', defaultValue: '/impressum' },
      ],
    },
    {
      name: 'services',
      type: 'group',
      label: 'Dienste',
      fields: CONSENT_SERVICES.map(serviceGroup),
    },
    {
      name: 'floatingRevoke',
      type: 'checkbox',
      label: 'Schwebende Schaltfläche „Cookie-Einstellungen“ zeigen',
      defaultValue: false,
      admin: { description: 'Zusätzlich zum Link im Fußbereich, der immer da ist.' },
    },
    {
      type: 'collapsible',
      label: 'Zustimmung ohne Klick (nicht empfohlen)',
      admin: { initCollapsed: true },
      fields: [
        {
          name: 'acceptOnScroll',
          type: 'checkbox',
          label: 'Zustimmung beim Scrollen',
          defaultValue: false,
          admin: { description: LEGAL_HINT },
        },
        {
          name: 'scrollOffset',
          type: 'number',
          label: 'Scroll-Strecke (px)',
          defaultValue: 300,
          min: 50,
          admin: { condition: (_, sibling) => Boolean(sibling?.acceptOnScroll) },
        },
        {
          name: 'acceptOnOutsideClick',
          type: 'checkbox',
          label: 'Zustimmung bei Klick außerhalb des Banners',
          defaultValue: false,
          admin: { description: LEGAL_HINT },
        },
      ],
    },
    {
      name: 'logRetentionDays',
      type: 'number',
      label: 'Protokoll aufbewahren (Tage)',
      defaultValue: 365,
      min: 30,
      max: 3650,
      required: true,
    },
  ],
}
