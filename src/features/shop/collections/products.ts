import type { CollectionConfig, Field } from 'payload'
import { noPersonalData } from '@/contracts/personalData'

import { COLLECTIONS } from '@/contracts/slugs'
import { isStaff, visibleToAllOrStaff } from '@/lib/access'
import { euroPriceField } from '@/lib/fields/euroPrice'
import { revalidatePublicPaths } from '@/lib/revalidate'
import { SHOP_PATHS } from '../paths'
import { slugOf } from '../catalogue/slug'
import { CONTENT_UNITS } from '../catalogue/unitPrice'
import { rowLabel } from '@/lib/ui/admin/rowLabel'
import { demoField, ownedOnceSavedByPerson } from '@/lib/payload/demoFlag'

const contentUnitOptions = Object.keys(CONTENT_UNITS).map((unit) => ({ value: unit, label: unit }))

const stockField = (description: string): Field => ({
  name: 'stock',
  type: 'number',
  label: 'Bestand',
  // Below 0 only through orders on backorder (Nachbestellung).
  admin: { description, step: 1 },
  validate: (value: unknown) =>
    value == null || Number.isInteger(value) ? true : 'Bitte eine ganze Zahl angeben.',
})

/**
 * The catalogue. Prices are gross cents as the customer pays them; a product sold by quantity
 * has content and unit, from which the Grundpreis is computed wherever a price is shown.
 * Variations: up to two attributes (Größe, Duft …) and one row per available combination, each
 * with its own price, stock, SKU, content and picture. Visitors read published products only.
 */
export const Products: CollectionConfig = {
  slug: 'products',
  labels: { singular: 'Produkt', plural: 'Produkte' },
  admin: {
    group: 'Shop',
    useAsTitle: 'title',
    defaultColumns: ['title', 'priceCents', 'stock', 'kind', 'active'],
    description:
      'Bestand leer lassen, wenn er nicht gezählt wird. Bei Produkten mit Varianten zählt der Bestand jeder Variante.',
    components: { beforeListTable: ['@/features/shop/admin/StockOverview#StockOverview'] },
  },
  access: {
    read: visibleToAllOrStaff({ active: { equals: true } }),
    create: isStaff,
    update: isStaff,
    delete: isStaff,
  },
  custom: noPersonalData("The shop's products"),
  hooks: {
    beforeChange: [ownedOnceSavedByPerson],
    afterChange: [
      async ({ doc, previousDoc, context, req }) => {
        const slugs = new Set([doc.slug, previousDoc?.slug].filter(Boolean) as string[])
        await revalidatePublicPaths(
          [SHOP_PATHS.catalogue, ...[...slugs].map((slug) => SHOP_PATHS.product(slug))],
          { context, logger: req.payload.logger },
        )
        return doc
      },
    ],
    afterDelete: [
      async ({ doc, context, req }) => {
        await revalidatePublicPaths([SHOP_PATHS.catalogue, SHOP_PATHS.product(doc.slug)], {
          context,
          logger: req.payload.logger,
        })
      },
    ],
  },
  fields: [
    { name: 'title', type: 'text', label: 'Name', required: true },
    {
      name: 'slug',
      type: 'text',
      label: 'Adresse (/shop/…)',
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: 'Leer: aus dem Namen gebildet.' },
      hooks: {
        beforeValidate: [({ value, data }) => slugOf(value, data?.title)],
      },
    },
    {
      name: 'active',
      type: 'checkbox',
      label: 'Im Shop sichtbar',
      defaultValue: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'kind',
      type: 'select',
      label: 'Art',
      required: true,
      defaultValue: 'goods',
      dbName: 'product_kind',
      options: [
        { value: 'goods', label: 'Ware' },
        { value: 'voucher', label: 'Gutschein (Mehrzweck, ohne Umsatzsteuer)' },
        { value: 'ticket', label: 'Eintrittskarte (aus „Veranstaltungen“)' },
      ],
      admin: {
        position: 'sidebar',
        description:
          'Eintrittskarten legt eine Veranstaltung selbst an, sobald eine Karte mit Preis in den Warenkorb kommt; sie stehen nicht im Katalog.',
      },
    },
    {
      name: 'noWithdrawal',
      type: 'checkbox',
      label: 'Kein Widerrufsrecht (Freizeitveranstaltung mit festem Termin)',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        condition: (data) => data?.kind === 'ticket',
        description: 'Folgt der Einstellung der Veranstaltung (§ 312g Abs. 2 Nr. 9 BGB).',
      },
    },
    {
      name: 'images',
      type: 'upload',
      relationTo: COLLECTIONS.media,
      hasMany: true,
      label: 'Bilder',
    },
    { name: 'summary', type: 'textarea', label: 'Kurzbeschreibung' },
    { name: 'description', type: 'textarea', label: 'Beschreibung' },
    {
      type: 'row',
      fields: [
        euroPriceField({
          label: 'Preis inkl. MwSt. (€)',
          required: true,
          description:
            'Gilt nur ohne Varianten. Hat das Produkt Varianten, verkauft der Shop zum Preis der gewählten Variante und zeigt in Listen den niedrigsten („ab …“); dieser Preis wird dann nicht verwendet.',
        }),
        {
          name: 'taxClass',
          type: 'select',
          label: 'Steuersatz',
          required: true,
          defaultValue: 'standard',
          dbName: 'product_tax',
          options: [
            { value: 'standard', label: '19 %' },
            { value: 'reduced', label: '7 %' },
          ],
          admin: {
            condition: (data) => data?.kind !== 'voucher',
            description: 'Kleinunternehmer: in „Shop“ einstellen, dann gilt keiner.',
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        stockField('Leer: wird nicht gezählt. 0: ausverkauft.'),
        {
          name: 'backorders',
          type: 'checkbox',
          label: 'Nachbestellung erlauben (auch bei Bestand 0 bestellbar)',
          defaultValue: false,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'deliveryTime',
          type: 'text',
          label: 'Lieferzeit',
          defaultValue: 'Lieferzeit 2–4 Werktage',
        },
        { name: 'weightGrams', type: 'number', label: 'Gewicht (g)', min: 0 },
      ],
    },
    {
      name: 'content',
      type: 'group',
      label: 'Inhalt (für den Grundpreis)',
      admin: {
        description:
          'Für Ware, die nach Menge verkauft wird (z. B. 250 ml): dann wird der Preis pro 1 l, 1 kg oder 1 m angezeigt.',
        condition: (data) => data?.kind !== 'voucher',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'amount', type: 'number', label: 'Menge', min: 0 },
            {
              name: 'unit',
              type: 'select',
              label: 'Einheit',
              dbName: 'content_unit',
              options: contentUnitOptions,
            },
          ],
        },
      ],
    },
    {
      name: 'quantity',
      type: 'group',
      label: 'Bestellmenge',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'min', type: 'number', label: 'Mindestens', defaultValue: 1, min: 1 },
            {
              name: 'max',
              type: 'number',
              label: 'Höchstens je Bestellung (alle Varianten zusammen; leer: ohne)',
              min: 1,
            },
            { name: 'step', type: 'number', label: 'Schrittweite', defaultValue: 1, min: 1 },
          ],
        },
      ],
    },
    {
      name: 'attributes',
      type: 'array',
      label: 'Merkmale der Varianten',
      labels: { singular: 'Merkmal', plural: 'Merkmale' },
      maxRows: 2,
      admin: {
        description: 'z. B. „Größe“ oder „Duft“; höchstens zwei.',
        components: { RowLabel: rowLabel(['name'], 'Merkmal ohne Namen') },
      },
      fields: [{ name: 'name', type: 'text', label: 'Merkmal', required: true }],
    },
    {
      name: 'variants',
      type: 'array',
      label: 'Varianten',
      labels: { singular: 'Variante', plural: 'Varianten' },
      admin: {
        components: {
          RowLabel: rowLabel(['option1', 'option2', 'priceCents', 'sku'], 'Variante ohne Auswahl'),
        },
        description:
          'Jede lieferbare Kombination eine Zeile. Ohne Varianten gelten Preis und Bestand oben.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'option1', type: 'text', label: 'Wert Merkmal 1', required: true },
            { name: 'option2', type: 'text', label: 'Wert Merkmal 2' },
            { name: 'sku', type: 'text', label: 'Artikelnummer' },
          ],
        },
        {
          type: 'row',
          fields: [
            euroPriceField({ label: 'Preis (€)', required: true }),
            stockField('Leer: wird nicht gezählt.'),
            { name: 'contentAmount', type: 'number', label: 'Menge (Einheit wie oben)', min: 0 },
          ],
        },
        { name: 'image', type: 'upload', relationTo: COLLECTIONS.media, label: 'Bild' },
      ],
    },
    {
      name: 'freeAmount',
      type: 'group',
      label: 'Freier Betrag',
      admin: { condition: (data) => data?.kind === 'voucher' },
      fields: [
        { name: 'enabled', type: 'checkbox', label: 'Betrag frei wählbar', defaultValue: false },
        {
          type: 'row',
          fields: [
            euroPriceField({ name: 'minCents', label: 'Mindestens (€)' }),
            euroPriceField({ name: 'maxCents', label: 'Höchstens (€)' }),
          ],
        },
      ],
    },
    { name: 'sku', type: 'text', label: 'Artikelnummer', admin: { position: 'sidebar' } },
    // The product's id in a WordPress (WooCommerce) export it came from: importing again updates it.
    { name: 'wordpressId', type: 'number', index: true, admin: { hidden: true } },
    demoField,
  ],
}
