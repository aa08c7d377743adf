import { withSiteSettings } from '@/lib/payload/withSiteSettings'

/** The page behaviours an owner switches, in „Website-Einstellungen → Gestaltung“. */
export const withPageEffectsSettings = withSiteSettings('Gestaltung', [
  {
    type: 'row',
    fields: [
      {
        name: 'scrollToTop',
        type: 'checkbox',
        label: 'Schaltfläche „Nach oben“ zeigen',
        defaultValue: true,
      },
      {
        name: 'entranceAnimations',
        type: 'checkbox',
        label: 'Inhalte am Desktop beim Scrollen einblenden',
        defaultValue: true,
        admin: {
          description: 'Entfällt für Besucher, die reduzierte Bewegung eingestellt haben.',
        },
      },
    ],
  },
])
