import { BREAKPOINTS } from '@/lib/design-tokens'
import { withSiteSettings } from '@/lib/payload/withSiteSettings'

/** The header's behaviour, in „Website-Einstellungen → Gestaltung“ (README, "Header, menus"). */
export const withNavigationSettings = withSiteSettings('Gestaltung', [
  {
    name: 'navBreakpoint',
    type: 'number',
    label: 'Umbruchbreite des Menüs (px)',
    defaultValue: BREAKPOINTS.medium,
    min: 320,
    max: 1920,
    required: true,
    admin: { description: 'Bis zu dieser Fensterbreite wird das mobile Menü gezeigt.' },
  },
  {
    type: 'row',
    fields: [
      {
        name: 'mobileMenuDesign',
        type: 'select',
        label: 'Mobiles Menü',
        defaultValue: 'flyout',
        required: true,
        options: [
          { label: 'Vollbild (Menü und Suche)', value: 'flyout' },
          { label: 'Klassisch (Liste und „Gehe zu …“)', value: 'classic' },
        ],
      },
      {
        name: 'headerSearch',
        type: 'select',
        label: 'Suche im Kopfbereich',
        defaultValue: 'dropdown',
        required: true,
        options: [
          { label: 'Ausklappfeld', value: 'dropdown' },
          { label: 'Überlagerung über die ganze Seite', value: 'overlay' },
        ],
      },
    ],
  },
  {
    name: 'headerLayout',
    type: 'radio',
    label: 'Anordnung des Kopfbereichs',
    defaultValue: 'logo-left',
    required: true,
    options: [
      { label: 'Logo links, Menü rechts', value: 'logo-left' },
      { label: 'Logo in der Mitte des Menüs (v7)', value: 'v7' },
    ],
    admin: {
      layout: 'horizontal',
      description:
        'In der Mitte: die erste Hälfte der Menüpunkte links vom Logo, die zweite rechts. Auf dem Handy steht das Logo immer links.',
    },
  },
  {
    name: 'stickyHeader',
    type: 'checkbox',
    label: 'Kopfbereich am Desktop beim Scrollen fixieren',
    defaultValue: true,
  },
])
