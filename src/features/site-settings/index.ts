import type { Field, GlobalConfig, Plugin } from 'payload'

import { anyone, isAdmin } from '@/lib/access'
import { BREAKPOINTS } from '@/lib/design-tokens'
import { expireAllPages } from '@/lib/revalidate'

import { WEEKDAYS } from '@/lib/weekdays'

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const HEX = /^#[0-9a-fA-F]{6}$/

const validTime = (value: unknown) =>
  value == null || value === '' || (typeof value === 'string' && TIME.test(value))
    ? true
    : 'Bitte als HH:MM angeben, z. B. 09:00.'

const timeRow = (): Field => ({
  type: 'row',
  fields: [
    {
      name: 'opens',
      type: 'text',
      label: 'Von',
      validate: validTime,
      admin: { placeholder: '09:00' },
    },
    {
      name: 'closes',
      type: 'text',
      label: 'Bis',
      validate: validTime,
      admin: { placeholder: '18:00' },
    },
  ],
})

const colour = (name: string, label: string, defaultValue: string): Field => ({
  name,
  type: 'text',
  label,
  defaultValue,
  validate: (value: unknown) =>
    typeof value === 'string' && HEX.test(value)
      ? true
      : 'Bitte als Hex-Farbe angeben, z. B. #6b3f5c.',
  admin: { description: 'Die Seite prüft den Kontrast und wählt dazu helle oder dunkle Schrift.' },
})

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Website-Einstellungen',
  admin: { group: 'Verwaltung' },
  access: { read: anyone, update: isAdmin },
  hooks: { afterChange: [expireAllPages] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Unternehmen',
          fields: [
            { name: 'businessName', type: 'text', label: 'Name des Geschäfts', required: true },
            { name: 'legalName', type: 'text', label: 'Rechtlicher Name (Impressum)' },
            { name: 'phone', type: 'text', label: 'Telefon' },
            { name: 'email', type: 'email', label: 'E-Mail' },
            {
              name: 'priceRange',
              type: 'text',
              label: 'Preisspanne',
              admin: { description: 'Für Suchmaschinen, z. B. „€€“ oder „25–120 €“.' },
            },
            {
              name: 'addresses',
              type: 'array',
              label: 'Adressen',
              labels: { singular: 'Adresse', plural: 'Adressen' },
              minRows: 1,
              fields: [
                {
                  name: 'label',
                  type: 'text',
                  label: 'Bezeichnung',
                  admin: { placeholder: 'Hauptsalon' },
                },
                { name: 'street', type: 'text', label: 'Straße und Hausnummer', required: true },
                {
                  type: 'row',
                  fields: [
                    { name: 'postalCode', type: 'text', label: 'PLZ', required: true },
                    { name: 'city', type: 'text', label: 'Ort', required: true },
                    { name: 'country', type: 'text', label: 'Land', defaultValue: 'DE' },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'latitude', type: 'number', label: 'Breitengrad', min: -90, max: 90 },
                    { name: 'longitude', type: 'number', label: 'Längengrad', min: -180, max: 180 },
                  ],
                },
              ],
            },
            {
              name: 'socialProfiles',
              type: 'array',
              label: 'Soziale Profile',
              admin: { description: 'Erscheinen im Fußbereich und für Suchmaschinen (sameAs).' },
              fields: [
                {
                  name: 'platform',
                  type: 'select',
                  label: 'Plattform',
                  required: true,
                  options: [
                    { label: 'Instagram', value: 'instagram' },
                    { label: 'Facebook', value: 'facebook' },
                    { label: 'TikTok', value: 'tiktok' },
                    { label: 'YouTube', value: 'youtube' },
                    { label: 'Pinterest', value: 'pinterest' },
                  ],
                },
                { name: 'url', type: 'text', label: 'Adresse', required: true },
              ],
            },
          ],
        },
        {
          label: 'Öffnungszeiten',
          fields: [
            {
              name: 'openingHours',
              type: 'array',
              label: 'Regelmäßige Öffnungszeiten',
              labels: { singular: 'Zeitraum', plural: 'Zeiträume' },
              admin: {
                description:
                  'Ein Eintrag je Tag und Zeitraum; Tage ohne Eintrag gelten als geschlossen.',
              },
              fields: [
                {
                  name: 'day',
                  type: 'select',
                  label: 'Wochentag',
                  required: true,
                  options: WEEKDAYS.map(({ value, label }) => ({ value, label })),
                },
                timeRow(),
              ],
            },
            {
              name: 'specialDays',
              type: 'array',
              label: 'Besondere Tage (Feiertage, Urlaub)',
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'date',
                      type: 'date',
                      label: 'Datum',
                      required: true,
                      admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd.MM.yyyy' } },
                    },
                    { name: 'closed', type: 'checkbox', label: 'Geschlossen', defaultValue: true },
                  ],
                },
                timeRow(),
                {
                  name: 'note',
                  type: 'text',
                  label: 'Hinweis',
                  admin: { placeholder: 'Heiligabend' },
                },
              ],
            },
          ],
        },
        {
          label: 'Gestaltung',
          fields: [
            { name: 'logo', type: 'upload', relationTo: 'media', label: 'Logo' },
            colour('primaryColor', 'Hauptfarbe', '#6b3f5c'),
            colour('accentColor', 'Akzentfarbe', '#c9a26b'),
            {
              name: 'navBreakpoint',
              type: 'number',
              label: 'Umbruchbreite des Menüs (px)',
              defaultValue: BREAKPOINTS.medium,
              min: 320,
              max: 1920,
              required: true,
              admin: { description: 'Bis zu dieser Fensterbreite wird das mobile Menü gezeigt.' },
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'mobileMenuDesign',
                  type: 'select',
                  label: 'Mobiles Menü',
                  defaultValue: 'flyout',
                  required: true,
                  options: [
                    { label: 'Vollbild (Menü und Suche)', value: 'flyout' },
                    { label: 'Klassisch (Liste und „Gehe zu …“)', value: 'classic' },
                  ],
                },
                {
                  name: 'headerSearch',
                  type: 'select',
                  label: 'Suche im Kopfbereich',
                  defaultValue: 'dropdown',
                  required: true,
                  options: [
                    { label: 'Ausklappfeld', value: 'dropdown' },
                    { label: 'Überlagerung über die ganze Seite', value: 'overlay' },
                  ],
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'stickyHeader',
                  type: 'checkbox',
                  label: 'Kopfbereich am Desktop beim Scrollen fixieren',
                  defaultValue: true,
                },
                {
                  name: 'scrollToTop',
                  type: 'checkbox',
                  label: 'Schaltfläche „Nach oben“ zeigen',
                  defaultValue: true,
                },
                {
                  name: 'entranceAnimations',
                  type: 'checkbox',
                  label: 'Inhalte am Desktop beim Scrollen einblenden',
                  defaultValue: true,
                  admin: {
                    description:
                      'Entfällt für Besucher, die reduzierte Bewegung eingestellt haben.',
                  },
                },
              ],
            },
          ],
        },
        {
          label: 'Datenschutz',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'consentAcceptDays',
                  type: 'number',
                  label: 'Gültigkeit einer Zustimmung (Tage)',
                  defaultValue: 365,
                  min: 1,
                  max: 730,
                  required: true,
                },
                {
                  name: 'consentRefuseDays',
                  type: 'number',
                  label: 'Gültigkeit einer Ablehnung (Tage)',
                  defaultValue: 180,
                  min: 1,
                  max: 730,
                  required: true,
                },
              ],
            },
            {
              name: 'analyticsMeasurementId',
              type: 'text',
              label: 'Google-Analytics-Mess-ID',
              validate: (value: unknown) =>
                !value || (typeof value === 'string' && /^G-[A-Z0-9]+$/.test(value))
                  ? true
                  : 'Die Mess-ID hat die Form G-XXXXXXXXXX.',
              admin: { description: 'Wird erst nach Einwilligung der Besucher geladen.' },
            },
          ],
        },
      ],
    },
  ],
}

export const siteSettingsFeature: Plugin = (config) => ({
  ...config,
  globals: [...(config.globals ?? []), SiteSettings],
})
