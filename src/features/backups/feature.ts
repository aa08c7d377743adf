import type { FeatureManifest } from '@/lib/featureManifest'

/** Backups the owner can restore: nightly and by hand, under „Datensicherung“ (docs/operations.md). */
export const manifest = {
  plugin: true,
  globals: {
    backupSettings: 'backup-settings',
  },
} satisfies FeatureManifest
