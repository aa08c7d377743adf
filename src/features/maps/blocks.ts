import type { Block, Field } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import { anchorField } from '@/lib/fields/anchor'

import { geocodeOnSave } from './geocodeOnSave'
import {
  MAP_DEFAULT_TYPE,
  MAP_DEFAULT_ZOOM,
  MAX_ADDRESS_LENGTH,
  MAX_MAP_ADDRESSES,
  MAX_ZOOM,
  validLatitude,
  validLongitude,
} from './mapRules'

const HEX_COLOUR = /^#[0-9a-f]{6}$/i
const colourField = (name: string, label: string, description: string): Field => ({
  name,
  type: 'text',
  label,
  admin: { description },
  validate: (value: unknown) =>
    value == null || value === '' || (typeof value === 'string' && HEX_COLOUR.test(value))
      ? true
      : 'Bitte eine Farbe als #rrggbb angeben, z. B. #6b3f5c.',
})

const whenOwnCoordinates =
  (valid: (value: unknown) => boolean, message: string) =>
  (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
    !siblingData.coordinates || valid(value) ? true : message

/** One place on the map (docs/spec.md §3, "Map address entry"). */
const addressFields: Field[] = [
  {
    name: 'title',
    type: 'text',
    label: 'Name des Standorts',
    admin: { description: 'Für die Markierung und Screenreader, z. B. „Salon Kreuzberg“.' },
  },
  {
    name: 'address',
    type: 'textarea',
    label: 'Adresse',
    required: true,
    maxLength: MAX_ADDRESS_LENGTH,
    admin: {
      rows: 2,
      description:
        'Straße und Hausnummer, PLZ und Ort. Die Koordinaten werden beim Speichern ermittelt.',
    },
  },
  {
    type: 'row',
    fields: [
      {
        name: 'coordinates',
        type: 'checkbox',
        label: 'Koordinaten selbst eingeben',
        defaultValue: false,
      },
      {
        name: 'cache',
        type: 'checkbox',
        label: 'Gefundene Adresse speichern (die Karte fragt nicht jedes Mal neu)',
        defaultValue: true,
      },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'latitude',
        type: 'number',
        label: 'Breitengrad',
        admin: { description: 'z. B. 52.5025; wird sonst beim Speichern ermittelt.' },
        validate: whenOwnCoordinates(
          validLatitude,
          'Bitte einen Breitengrad zwischen -90 und 90 angeben.',
        ),
      },
      {
        name: 'longitude',
        type: 'number',
        label: 'Längengrad',
        admin: { description: 'z. B. 13.3978; wird sonst beim Speichern ermittelt.' },
        validate: whenOwnCoordinates(
          validLongitude,
          'Bitte einen Längengrad zwischen -180 und 180 angeben.',
        ),
      },
    ],
  },
  {
    name: 'geocodedAddress',
    type: 'text',
    label: 'Gefundene Adresse',
    admin: { readOnly: true, condition: (_, sibling) => Boolean(sibling?.geocodedAddress) },
  },
  { name: 'geocodedFor', type: 'text', admin: { hidden: true } },
  {
    name: 'geocodeNote',
    type: 'text',
    label: 'Hinweis zur Adresse',
    admin: { readOnly: true, condition: (_, sibling) => Boolean(sibling?.geocodeNote) },
  },
  { name: 'infoboxContent', type: 'richText', label: 'Inhalt des Infofensters' },
  {
    name: 'marker',
    type: 'upload',
    relationTo: COLLECTIONS.media,
    label: 'Eigene Markierung',
    admin: {
      description: '37 × 55 px, die Spitze unten in der Mitte. Leer: die Markierung der Karte.',
    },
  },
]

/** The map as a whole (docs/spec.md §3, "Map settings"). */
const settingsFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'zoom',
        type: 'number',
        label: 'Zoomstufe',
        defaultValue: MAP_DEFAULT_ZOOM,
        min: 1,
        max: MAX_ZOOM,
        admin: { description: 'Bei einer Adresse; mehrere Adressen passen immer ganz hinein.' },
      },
      {
        name: 'mapType',
        type: 'select',
        label: 'Kartentyp',
        defaultValue: MAP_DEFAULT_TYPE,
        options: [{ label: 'Straßenkarte', value: 'roadmap' }],
      },
      {
        name: 'height',
        type: 'number',
        label: 'Höhe (px)',
        defaultValue: 450,
        min: 250,
        max: 800,
      },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'mapStyle',
        type: 'select',
        label: 'Kartenstil',
        defaultValue: 'default',
        options: [
          { label: 'Standard', value: 'default' },
          { label: 'Eigener Stil', value: 'custom' },
        ],
      },
      {
        name: 'customStyle',
        type: 'select',
        label: 'Eigener Stil',
        defaultValue: 'grayscale',
        options: [
          { label: 'Graustufen', value: 'grayscale' },
          { label: 'Gedämpft', value: 'muted' },
          { label: 'Sepia', value: 'sepia' },
        ],
        admin: { condition: (_, sibling) => sibling?.mapStyle === 'custom' },
      },
    ],
  },
  colourField(
    'overlayColor',
    'Farbschleier',
    'Tönt die Karte in dieser Farbe, z. B. der Hausfarbe. Leer: keiner.',
  ),
  {
    name: 'markerIcon',
    type: 'upload',
    relationTo: COLLECTIONS.media,
    label: 'Markierung für alle Adressen',
    admin: { description: '37 × 55 px. Leer: die Standardmarkierung in der Hausfarbe.' },
  },
  {
    type: 'row',
    fields: [
      {
        name: 'infoboxStyling',
        type: 'select',
        label: 'Infofenster',
        defaultValue: 'default',
        options: [
          { label: 'Standard', value: 'default' },
          { label: 'Eigene Gestaltung (250 px breit)', value: 'custom' },
        ],
      },
      {
        ...colourField('infoboxBackground', 'Hintergrund des Infofensters', 'z. B. #ffffff'),
        admin: {
          description: 'z. B. #ffffff',
          condition: (_, sibling) => sibling?.infoboxStyling === 'custom',
        },
      } as Field,
      {
        ...colourField('infoboxTextColor', 'Textfarbe des Infofensters', 'z. B. #1d1a1c'),
        admin: {
          description: 'z. B. #1d1a1c',
          condition: (_, sibling) => sibling?.infoboxStyling === 'custom',
        },
      } as Field,
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'showAddress',
        type: 'checkbox',
        label: 'Adresse im Infofenster zeigen',
        defaultValue: true,
      },
      {
        name: 'scrollwheel',
        type: 'checkbox',
        label: 'Zoomen mit dem Mausrad',
        defaultValue: false,
      },
      { name: 'animations', type: 'checkbox', label: 'Animationen', defaultValue: true },
    ],
  },
]

/**
 * The "Karte" block (issue 15): addresses geocoded on the server when the owner saves, a preview
 * picture made from tiles at the same time, and an interactive map only after consent.
 */
export const MapBlock: Block = {
  slug: 'map',
  interfaceName: 'MapBlock',
  labels: { singular: 'Karte', plural: 'Karten' },
  fields: [
    anchorField(),
    { name: 'heading', type: 'text', label: 'Überschrift' },
    {
      name: 'addresses',
      type: 'array',
      label: 'Adressen',
      minRows: 1,
      maxRows: MAX_MAP_ADDRESSES,
      labels: { singular: 'Adresse', plural: 'Adressen' },
      hooks: { beforeChange: [geocodeOnSave] },
      fields: addressFields,
    },
    {
      type: 'collapsible',
      label: 'Karteneinstellungen',
      admin: { initCollapsed: true },
      fields: settingsFields,
    },
    {
      name: 'preview',
      type: 'upload',
      relationTo: COLLECTIONS.media,
      label: 'Vorschaubild',
      admin: {
        readOnly: true,
        description:
          'Wird beim Speichern aus Kartenkacheln und Markierungen erzeugt; Besucher sehen es vor ihrer Einwilligung.',
      },
    },
    { name: 'previewKey', type: 'text', admin: { hidden: true } },
    {
      name: 'previewNote',
      type: 'text',
      label: 'Hinweis zum Vorschaubild',
      admin: { readOnly: true, condition: (_, sibling) => Boolean(sibling?.previewNote) },
    },
  ],
}
