import type { FeatureManifest } from '@/lib/featureManifest'

/** Moving in from WordPress: the export's reader, the import, the admin's „Umzug von WordPress“. */
export const manifest = {
  plugin: true,
  collections: { wordpressImports: 'wordpress-imports' },
} satisfies FeatureManifest
