import type { FeatureManifest } from '@/lib/featureManifest'

/** Opening hours, vacations and „Jetzt geöffnet“. */
export const manifest = {
  plugin: true,
  blocks: true,
  islands: {
    'open-now': 'openNow.island',
  },
  firstLoad: ['open-now'],
} satisfies FeatureManifest
