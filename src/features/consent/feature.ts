import type { FeatureManifest } from '@/lib/featureManifest'

/** The consent banner, its settings and the consent log (TDDDG). */
export const manifest = {
  plugin: true,
  blocks: true,
  islands: {
    'consent-banner': 'consentBanner.island',
    'opt-out': 'optOut.island',
  },
  firstLoad: ['consent-banner'],
  collections: {
    consentLog: 'consent-log',
  },
  globals: {
    consentSettings: 'consent-settings',
  },
} satisfies FeatureManifest
