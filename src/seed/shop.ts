import {
  shippingInfoTemplate,
  termsTemplate,
  withdrawalForm,
  withdrawalNotice,
} from '@/features/shop/legal/legalTexts'
import { SHOP_PATHS } from '@/features/shop/paths'
import type { Product } from '@/payload-types'

import { type Layout, type SeedContext, seedWriteContext } from './seedContext'

const BUSINESS = {
  name: 'Salon Lindenblüte',
  address: 'Lindenstraße 12, 10969 Berlin',
  email: 'hallo@salon-lindenbluete.example',
}

type ProductSeed = Omit<Product, 'id' | 'createdAt' | 'updatedAt' | 'images'> & {
  images: number[]
}

/** The demo shop: six salon products (one sold out, one with an impossible combination). */
// eslint-disable-next-line max-lines-per-function -- demo data, one declarative list (docs/decisions/codebase-structure.md)
const demoProducts = ({ media }: SeedContext): ProductSeed[] => [
  {
    title: 'Pflege-Shampoo Lindenblüte',
    slug: 'pflege-shampoo',
    kind: 'goods',
    active: true,
    images: [media.shampoo],
    summary: 'Mildes Shampoo für jeden Tag, mit Lindenblütenextrakt. 250 ml.',
    description:
      'Reinigt sanft, ohne die Kopfhaut auszutrocknen. Für alle Haartypen, auch für coloriertes Haar.\n\nAnwendung: in das nasse Haar einmassieren, aufschäumen und gründlich ausspülen.',
    priceCents: 1290,
    taxClass: 'standard',
    stock: 25,
    sku: 'LB-SH-250',
    deliveryTime: 'Lieferzeit 2–4 Werktage',
    weightGrams: 300,
    content: { amount: 250, unit: 'ml' },
    quantity: { min: 1, max: 10, step: 1 },
  },
  {
    title: 'Glanz-Spülung',
    slug: 'glanz-spuelung',
    kind: 'goods',
    active: true,
    images: [media.conditioner],
    summary: 'Spülung für Glanz und leichte Kämmbarkeit, in zwei Größen.',
    description:
      'Glättet die Haaroberfläche und schützt die Längen. Nach dem Shampoo auftragen, zwei Minuten einwirken lassen, ausspülen.',
    priceCents: 1190,
    taxClass: 'standard',
    deliveryTime: 'Lieferzeit 2–4 Werktage',
    content: { amount: 200, unit: 'ml' },
    attributes: [{ name: 'Größe' }],
    variants: [
      { option1: '200 ml', sku: 'LB-SP-200', priceCents: 1190, stock: 12, contentAmount: 200 },
      { option1: '500 ml', sku: 'LB-SP-500', priceCents: 2290, stock: 5, contentAmount: 500 },
    ],
  },
  {
    title: 'Styling-Creme',
    slug: 'styling-creme',
    kind: 'goods',
    active: true,
    images: [media.styling],
    summary: 'Leichter Halt und natürlicher Glanz, in zwei Düften.',
    description:
      'Eine kleine Menge in den Handflächen verreiben und in das handtuchtrockene Haar kneten.',
    priceCents: 1450,
    taxClass: 'standard',
    deliveryTime: 'Lieferzeit 2–4 Werktage',
    content: { amount: 50, unit: 'ml' },
    attributes: [{ name: 'Größe' }, { name: 'Duft' }],
    variants: [
      {
        option1: '50 ml',
        option2: 'Lavendel',
        sku: 'LB-SC-50-L',
        priceCents: 1450,
        stock: 8,
        contentAmount: 50,
      },
      {
        option1: '50 ml',
        option2: 'Zitrus',
        sku: 'LB-SC-50-Z',
        priceCents: 1450,
        stock: 6,
        contentAmount: 50,
      },
      {
        option1: '100 ml',
        option2: 'Lavendel',
        sku: 'LB-SC-100-L',
        priceCents: 2490,
        stock: 3,
        contentAmount: 100,
      },
    ],
  },
  {
    title: 'Argan-Haaröl',
    slug: 'argan-haaroel',
    kind: 'goods',
    active: true,
    images: [media.hairOil],
    summary: 'Reines Arganöl für trockene Spitzen. 30 ml.',
    description:
      'Zwei bis drei Tropfen in die Spitzen geben. Zurzeit ausverkauft, neue Ware ist bestellt.',
    priceCents: 1890,
    taxClass: 'standard',
    stock: 0,
    sku: 'LB-OL-30',
    deliveryTime: 'Lieferzeit 2–4 Werktage',
    content: { amount: 30, unit: 'ml' },
  },
  {
    title: 'Paddle-Bürste aus Buchenholz',
    slug: 'paddle-buerste',
    kind: 'goods',
    active: true,
    images: [media.brush],
    summary: 'Breite Bürste zum sanften Entwirren, höchstens drei je Bestellung.',
    description:
      'Buchenholz aus nachhaltiger Forstwirtschaft, Naturkautschuk-Kissen, Nylonborsten mit Noppen.',
    priceCents: 2400,
    taxClass: 'standard',
    stock: 10,
    sku: 'LB-BU-01',
    deliveryTime: 'Lieferzeit 2–4 Werktage',
    quantity: { min: 1, max: 3, step: 1 },
  },
  {
    title: 'Geschenkgutschein',
    slug: 'geschenkgutschein',
    kind: 'voucher',
    active: true,
    images: [media.voucher],
    summary: 'Für Haarschnitt, Farbe oder Produkte: als PDF per E-Mail, drei Jahre gültig.',
    description:
      'Der Gutschein kommt als PDF mit eigenem Code per E-Mail, sobald die Zahlung eingegangen ist. Einlösbar im Salon und im Shop, auch in Teilbeträgen.',
    priceCents: 2500,
    deliveryTime: 'Versand per E-Mail nach Zahlungseingang',
    attributes: [{ name: 'Betrag' }],
    variants: [
      { option1: '25 €', priceCents: 2500 },
      { option1: '50 €', priceCents: 5000 },
      { option1: '100 €', priceCents: 10000 },
    ],
    freeAmount: { enabled: false, minCents: 1000, maxCents: 30000 },
  },
]

const withdrawalMarkdown = () =>
  [
    'Die Angaben in [eckigen Klammern] ergänzen Sie bitte. Diese Vorlage ersetzt keine Rechtsberatung.',
    '',
    withdrawalNotice({ ...BUSINESS, withdrawUrl: SHOP_PATHS.withdraw }).replace(
      /^(Widerrufsrecht|Folgen des Widerrufs|Ausschluss des Widerrufsrechts)$/gm,
      '## $1',
    ),
    '',
    withdrawalForm(BUSINESS).replace(/^Muster-Widerrufsformular$/m, '## Muster-Widerrufsformular'),
  ].join('\n')

/** Shop settings, the legal pages with placeholders, and the demo products. */
export async function seedShop(ctx: SeedContext) {
  const { payload, upsertPage, md, created } = ctx
  await upsertPage(SHOP_PATHS.terms, {
    title: 'Allgemeine Geschäftsbedingungen',
    slug: 'agb',
    meta: { description: 'AGB des Online-Shops des Salon Lindenblüte.' },
    layout: [
      { blockType: 'richText', columns: [{ content: md(termsTemplate(BUSINESS)) }] },
    ] satisfies Layout,
  })
  await upsertPage(SHOP_PATHS.withdrawalInfo, {
    title: 'Widerrufsbelehrung',
    slug: 'widerrufsbelehrung',
    meta: { description: 'Widerrufsbelehrung und Muster-Widerrufsformular.' },
    layout: [
      { blockType: 'richText', columns: [{ content: md(withdrawalMarkdown()) }] },
    ] satisfies Layout,
  })
  await upsertPage(SHOP_PATHS.shippingInfo, {
    title: 'Versand & Zahlung',
    slug: 'versand-und-zahlung',
    meta: { description: 'Versandkosten, Lieferzeiten und Zahlungsarten des Shops.' },
    layout: [
      { blockType: 'richText', columns: [{ content: md(shippingInfoTemplate) }] },
    ] satisfies Layout,
  })

  const settings = await payload.findGlobal({ slug: 'shop-settings', depth: 0 })
  if (!settings.zones?.length) {
    await payload.updateGlobal({
      slug: 'shop-settings',
      context: seedWriteContext,
      data: {
        smallBusiness: false,
        notifyEmail: BUSINESS.email,
        senderEmail: 'shop@salon-lindenbluete.example',
        vorkasse: true,
        payAtPickup: true,
        pickup: true,
        bank: {
          accountHolder: 'Salon Lindenblüte Marie Linde',
          iban: 'DE89 3704 0044 0532 0130 00',
          bic: 'COBADEFFXXX',
          bankName: 'Commerzbank',
          paymentDays: 7,
        },
        zones: [
          {
            name: 'Berlin',
            countries: 'DE',
            states: 'DE-BE',
            methods: [
              { label: 'DHL Paket', costCents: 490, freeFromCents: 5000 },
              { label: 'Fahrradkurier (Berlin, selber Werktag)', costCents: 690 },
            ],
          },
          {
            name: 'Deutschland',
            countries: 'DE',
            methods: [{ label: 'DHL Paket', costCents: 490, freeFromCents: 5000 }],
          },
          {
            name: 'Österreich',
            countries: 'AT',
            methods: [{ label: 'DHL Paket International', costCents: 990, freeFromCents: 10000 }],
          },
        ],
      },
    })
    created.push('global shop-settings')
  }

  for (const product of demoProducts(ctx)) {
    const existing = await payload.count({
      collection: 'products',
      where: { slug: { equals: product.slug } },
    })
    if (existing.totalDocs > 0) continue
    await payload.create({
      collection: 'products',
      data: { ...product, demo: true },
      context: seedWriteContext,
    })
    created.push(`products ${product.slug}`)
  }
}
