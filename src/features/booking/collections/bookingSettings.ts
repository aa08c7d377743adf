import type { Field, GlobalConfig } from 'payload'

import { anyone, isAdmin } from '@/lib/access'

import { expireBookingPages } from './expireBookingPages'

const number = (name: string, label: string, defaultValue: number, description: string): Field => ({
  name,
  type: 'number',
  label,
  required: true,
  defaultValue,
  min: 0,
  admin: { description },
})

/** „Buchungseinstellungen“: the rules every online booking follows, and the texts of its mails. */
export const BookingSettings: GlobalConfig = {
  slug: 'booking-settings',
  // Not „Terminbuchung“ again under the group „Terminbuchung“.
  label: 'Buchungseinstellungen',
  admin: { group: 'Terminbuchung' },
  access: { read: anyone, update: isAdmin },
  hooks: { afterChange: [expireBookingPages] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Regeln',
          fields: [
            {
              name: 'enabled',
              type: 'checkbox',
              label: 'Online-Buchung eingeschaltet',
              defaultValue: true,
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'stepMinutes',
                  type: 'select',
                  label: 'Zeitraster',
                  required: true,
                  defaultValue: '15',
                  options: ['5', '10', '15', '20', '30', '60'].map((value) => ({
                    value,
                    label: `${value} Minuten`,
                  })),
                },
                number(
                  'noticeHours',
                  'Mindestvorlauf (Stunden)',
                  2,
                  'So lange vorher muss spätestens gebucht werden.',
                ),
                number(
                  'horizonDays',
                  'Buchbar für (Tage)',
                  60,
                  'So weit im Voraus ist online buchbar.',
                ),
              ],
            },
            {
              type: 'row',
              fields: [
                number(
                  'changeHours',
                  'Ändern/Absagen bis (Stunden vorher)',
                  24,
                  'Danach nur noch telefonisch.',
                ),
                number(
                  'maxOpenPerEmail',
                  'Offene Termine je E-Mail-Adresse',
                  3,
                  'Mehr nimmt die Online-Buchung nicht an.',
                ),
                number('reminderHours', 'Erinnerung (Stunden vorher)', 24, '0 = keine Erinnerung.'),
              ],
            },
            {
              name: 'mode',
              type: 'radio',
              label: 'Neue Online-Buchungen',
              defaultValue: 'instant',
              options: [
                { label: 'sind sofort bestätigt', value: 'instant' },
                { label: 'sind Anfragen, die der Salon bestätigt', value: 'request' },
              ],
            },
            {
              name: 'keepDepositOnNoShow',
              type: 'checkbox',
              label: 'Anzahlung einbehalten, wenn eine Kundin ohne Absage nicht erscheint',
              defaultValue: true,
              admin: {
                description:
                  'Gilt für Leistungen mit Anzahlung. Ohne Haken erstattet „Nicht erschienen“ die Anzahlung.',
              },
            },
            number(
              'retentionMonths',
              'Kundendaten löschen nach (Monaten)',
              12,
              'Name, E-Mail, Telefon und Notiz vergangener Termine werden danach gelöscht (DSGVO).',
            ),
          ],
        },
        {
          label: 'Texte',
          fields: [
            {
              name: 'intro',
              type: 'textarea',
              label: 'Einleitung auf der Buchungsseite',
              defaultValue:
                'Buchen Sie Ihren Termin online – ohne Anmeldung, in wenigen Schritten.',
            },
            {
              name: 'confirmationText',
              type: 'textarea',
              label: 'Zusatz in der Bestätigungs-E-Mail',
              defaultValue: 'Wir freuen uns auf Sie!',
            },
            {
              name: 'reminderText',
              type: 'textarea',
              label: 'Zusatz in der Erinnerungs-E-Mail',
              defaultValue:
                'Bitte sagen Sie rechtzeitig ab, wenn Sie den Termin nicht wahrnehmen können.',
            },
          ],
        },
      ],
    },
  ],
}
