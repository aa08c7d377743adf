import type { FeatureManifest } from '@/lib/featureManifest'

/**
 * Moving in from WordPress (docs/wordpress-import.md). So far the export's reader; the mapping
 * into pages, posts, media, menus, forms and products, and the admin's „Umzug von WordPress“,
 * come next (issue 46).
 */
export const manifest = {} satisfies FeatureManifest
