import type { Block } from 'payload'

import { anchorField } from '@/lib/fields/anchor'

export const OpeningHoursBlock: Block = {
  slug: 'openingHours',
  interfaceName: 'OpeningHoursBlock',
  labels: { singular: 'Öffnungszeiten', plural: 'Öffnungszeiten' },
  admin: { disableBlockName: true },
  fields: [
    anchorField('oeffnungszeiten'),
    { name: 'heading', type: 'text', label: 'Überschrift', defaultValue: 'Öffnungszeiten' },
    {
      name: 'showStatus',
      type: 'checkbox',
      label: '„Jetzt geöffnet“ / „Geschlossen“ anzeigen',
      defaultValue: true,
      admin: { description: 'Die Zeiten kommen aus den Website-Einstellungen.' },
    },
  ],
}
