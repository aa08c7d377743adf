import type { FeatureManifest } from '@/lib/featureManifest'

/** Mail that really leaves: the outbox, its delivery and the mail settings. */
export const manifest = {
  plugin: true,
  collections: {
    mailOutbox: 'mail-outbox',
  },
  globals: {
    mailSettings: 'mail-settings',
  },
} satisfies FeatureManifest
