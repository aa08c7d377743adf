import type { Block } from 'payload'

export const AnalyticsOptOutBlock: Block = {
  slug: 'analyticsOptOut',
  interfaceName: 'AnalyticsOptOutBlock',
  labels: { singular: 'Analytics-Widerspruch', plural: 'Analytics-Widersprüche' },
  fields: [
    {
      name: 'text',
      type: 'textarea',
      label: 'Einleitung',
      defaultValue:
        'Sie können die Erfassung durch Google Analytics auf dieser Website verhindern, auch nachdem Sie eingewilligt haben. Dazu wird ein Cookie gesetzt, das die Erfassung bei künftigen Besuchen verhindert.',
    },
    {
      name: 'label',
      type: 'text',
      label: 'Linktext',
      defaultValue: 'Google Analytics deaktivieren',
    },
  ],
}
