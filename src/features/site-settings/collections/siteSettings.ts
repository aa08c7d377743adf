import type { Field, GlobalConfig } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import { anyone, isAdmin, isAdminField } from '@/lib/access'
import { expireAllPages } from '@/lib/revalidate'
import { validateHttpUrl } from '@/lib/fields/httpUrl'
import { normaliseHost } from '@/lib/hostNames'
import { rowLabel } from '@/lib/ui/admin/rowLabel'

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
            {
              name: 'taxId',
              type: 'text',
              label: 'Steuernummer oder USt-IdNr.',
              admin: { description: 'Steht auf jeder Rechnung des Shops (§ 14 UStG).' },
            },
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
              admin: {
                components: {
                  RowLabel: rowLabel(['street', 'city', 'label'], 'Adresse ohne Straße'),
                },
              },
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
              labels: { singular: 'Profil', plural: 'Profile' },
              admin: {
                description: 'Erscheinen im Fußbereich und für Suchmaschinen (sameAs).',
                components: { RowLabel: rowLabel(['platform', 'url'], 'Profil ohne Plattform') },
              },
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
                {
                  name: 'url',
                  type: 'text',
                  label: 'Adresse',
                  required: true,
                  validate: validateHttpUrl,
                },
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
            { name: 'logo', type: 'upload', relationTo: COLLECTIONS.media, label: 'Logo' },
            colour('primaryColor', 'Hauptfarbe', '#6b3f5c'),
            colour('accentColor', 'Akzentfarbe', '#c9a26b'),
          ],
        },
        {
          label: 'Datenschutz',
          // Filled by the consent feature.
          fields: [],
        },
        {
          label: 'Adresse',
          description:
            'Ihre Website hat eine Adresse (die Einstellung SERVER_URL des Servers). Weitere Namen, unter denen sie erreichbar ist, leiten Besucher und die Verwaltung dorthin weiter.',
          fields: [
            {
              name: 'siteAliases',
              type: 'array',
              label: 'Weitere Adressen der Website',
              labels: { singular: 'Adresse', plural: 'Adressen' },
              access: { read: isAdminField },
              admin: {
                components: { RowLabel: rowLabel(['host'], 'Adresse ohne Domain') },
                description:
                  'z. B. „www.salon-lindenbluete.de“ oder die Vorschau-Adresse Ihres Hosters. Wer sie aufruft, landet mit einer dauerhaften Weiterleitung (301) auf der eingerichteten Adresse.',
              },
              fields: [
                {
                  name: 'host',
                  type: 'text',
                  label: 'Adresse (Domain)',
                  required: true,
                  validate: (value: unknown) =>
                    typeof value === 'string' && normaliseHost(value)
                      ? true
                      : 'Bitte eine Domain angeben, z. B. www.salon-lindenbluete.de.',
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
