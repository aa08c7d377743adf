import type { Field, GlobalConfig, Plugin } from 'payload'

import { anyone, isAdmin } from '@/lib/access'
import { expireAllPages } from '@/lib/revalidate'

const HEX = /^#[0-9a-fA-F]{6}$/

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
          // Filled by the opening-hours feature (withSiteSettings).
          fields: [],
        },
        {
          label: 'Gestaltung',
          // Logo and colours here; navigation and page effects add their own switches.
          fields: [
            { name: 'logo', type: 'upload', relationTo: 'media', label: 'Logo' },
            colour('primaryColor', 'Hauptfarbe', '#6b3f5c'),
            colour('accentColor', 'Akzentfarbe', '#c9a26b'),
          ],
        },
        {
          label: 'Datenschutz',
          // Filled by the consent feature.
          fields: [],
        },
      ],
    },
  ],
}

export const siteSettingsFeature: Plugin = (config) => ({
  ...config,
  globals: [...(config.globals ?? []), SiteSettings],
})
