import type { FeatureManifest } from '@/lib/featureManifest'

/** The header: main menu, flyout, search field and the vertical menu block. */
export const manifest = {
  plugin: true,
  blocks: true,
  islands: {
    header: 'header.island',
    'vertical-menu': 'verticalMenu/verticalMenu.island',
  },
  firstLoad: ['header', 'vertical-menu'],
  globals: {
    header: 'header',
  },
} satisfies FeatureManifest
