import type { FeatureManifest } from '@/lib/featureManifest'

/** The sidebar layout, „Nach oben“ and other effects of a page. */
export const manifest = {
  plugin: true,
  blocks: true,
  islands: {
    'page-effects': 'pageEffects.island',
    'scroll-to-top': 'scrollToTop.island',
  },
  firstLoad: ['page-effects', 'scroll-to-top'],
} satisfies FeatureManifest
