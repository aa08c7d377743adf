import { isValidBIC, isValidIBAN, electronicFormatIBAN } from 'ibantools'
import type { GlobalConfig } from 'payload'

import { anyone, isAdmin } from '@/lib/access'
import { euroPriceField } from '@/lib/fields/euroPrice'
import { expireAllPages } from '@/lib/revalidate'

import { SHOP_PATHS } from '../paths'
import { rowLabel } from '@/lib/ui/admin/rowLabel'

const codes = (value: unknown) =>
  String(value ?? '')
    .split(/[\s,;]+/)
    .filter(Boolean)

/** „Shop“: what applies to every product, the checkout and the mails. */
export const ShopSettings: GlobalConfig = {
  slug: 'shop-settings',
  // Not „Shop“ again under the group „Shop“.
  label: 'Shop-Einstellungen',
  admin: { group: 'Shop' },
  access: { read: anyone, update: isAdmin },
  hooks: { afterChange: [expireAllPages] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Allgemein',
          fields: [
            {
              name: 'smallBusiness',
              type: 'checkbox',
              label: 'Kleinunternehmer nach § 19 UStG',
              defaultValue: false,
              admin: {
                description:
                  'Dann wird keine Umsatzsteuer ausgewiesen: bei jedem Preis steht „Kein Ausweis der Umsatzsteuer gemäß § 19 UStG“ statt „inkl. MwSt.“.',
              },
            },
            {
              name: 'notifyEmail',
              type: 'email',
              label: 'Neue Bestellungen melden an',
              admin: {
                description: 'Leer: keine Benachrichtigung, die Bestellungen stehen im Admin.',
              },
            },
            {
              name: 'senderEmail',
              type: 'email',
              label: 'Absender der Bestell-E-Mails',
              defaultValue: 'shop@salon-lindenbluete.example',
              required: true,
            },
          ],
        },
        {
          label: 'Zahlung',
          fields: [
            {
              name: 'vorkasse',
              type: 'checkbox',
              label: 'Vorkasse (Überweisung) anbieten',
              defaultValue: true,
            },
            {
              name: 'payAtPickup',
              type: 'checkbox',
              label: 'Zahlung bei Abholung anbieten',
              defaultValue: true,
              admin: { description: 'Nur bei der Versandart „Abholung im Salon“.' },
            },
            {
              name: 'bank',
              type: 'group',
              label: 'Bankverbindung für Vorkasse',
              fields: [
                { name: 'accountHolder', type: 'text', label: 'Kontoinhaber' },
                {
                  name: 'iban',
                  type: 'text',
                  label: 'IBAN',
                  validate: (value: unknown) =>
                    !value || isValidIBAN(electronicFormatIBAN(String(value)) ?? '')
                      ? true
                      : 'Diese IBAN ist ungültig (Prüfziffer oder Länge).',
                },
                {
                  name: 'bic',
                  type: 'text',
                  label: 'BIC',
                  validate: (value: unknown) =>
                    !value || isValidBIC(String(value).replace(/\s/g, ''))
                      ? true
                      : 'Dieser BIC ist ungültig.',
                },
                { name: 'bankName', type: 'text', label: 'Bank' },
                {
                  name: 'paymentDays',
                  type: 'number',
                  label: 'Zahlungsfrist (Tage)',
                  defaultValue: 7,
                  min: 1,
                },
              ],
            },
          ],
        },
        {
          label: 'Versand',
          fields: [
            {
              name: 'pickup',
              type: 'checkbox',
              label: 'Abholung im Salon anbieten (kostenlos)',
              defaultValue: true,
            },
            {
              name: 'zones',
              type: 'array',
              label: 'Versandzonen',
              labels: { singular: 'Versandzone', plural: 'Versandzonen' },
              admin: {
                components: {
                  RowLabel: rowLabel(['name', 'countries', 'states'], 'Zone ohne Namen'),
                },
                description:
                  'Eine Zone mit Bundesländern gilt vor der Zone für das ganze Land. Länder ohne Zone werden nicht beliefert.',
              },
              fields: [
                { name: 'name', type: 'text', label: 'Name', required: true },
                {
                  name: 'countries',
                  type: 'text',
                  label: 'Länder (ISO-Codes, z. B. DE, AT)',
                  required: true,
                  validate: (value: unknown) =>
                    codes(value).length > 0 && codes(value).every((c) => /^[A-Za-z]{2}$/.test(c))
                      ? true
                      : 'Bitte Ländercodes aus zwei Buchstaben angeben, z. B. DE, AT.',
                },
                {
                  name: 'states',
                  type: 'text',
                  label: 'Nur diese Bundesländer (z. B. DE-BY), leer: ganzes Land',
                  validate: (value: unknown) =>
                    codes(value).every((c) => /^[A-Za-z]{2}-[A-Za-z0-9]{1,3}$/.test(c))
                      ? true
                      : 'Bitte Codes wie DE-BY angeben.',
                },
                {
                  name: 'methods',
                  type: 'array',
                  label: 'Versandarten',
                  labels: { singular: 'Versandart', plural: 'Versandarten' },
                  admin: {
                    components: {
                      RowLabel: rowLabel(['label', 'costCents'], 'Versandart ohne Bezeichnung'),
                    },
                  },
                  minRows: 1,
                  fields: [
                    { name: 'label', type: 'text', label: 'Bezeichnung', required: true },
                    euroPriceField({ name: 'costCents', label: 'Kosten (€)', required: true }),
                    euroPriceField({
                      name: 'freeFromCents',
                      label: 'Kostenlos ab Warenwert (€)',
                      description: 'Leer: nie kostenlos.',
                    }),
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Rechtstexte',
          fields: [
            {
              name: 'shippingPagePath',
              type: 'text',
              label: 'Seite „Versand & Zahlung“',
              defaultValue: SHOP_PATHS.shippingInfo,
              required: true,
            },
            {
              name: 'termsPath',
              type: 'text',
              label: 'Seite „AGB“',
              defaultValue: SHOP_PATHS.terms,
              required: true,
            },
            {
              name: 'withdrawalInfoPath',
              type: 'text',
              label: 'Seite „Widerrufsbelehrung“',
              defaultValue: SHOP_PATHS.withdrawalInfo,
              required: true,
            },
          ],
        },
      ],
    },
  ],
}

export { codes as settingCodes }
