import { withSiteSettings } from '@/lib/payload/withSiteSettings'

/**
 * How long a decision is kept and the analytics id, in „Website-Einstellungen → Datenschutz“
 * (the banner's texts have their own global, „Cookie-Einwilligung“).
 */
export const withConsentSiteSettings = withSiteSettings('Datenschutz', [
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
])
