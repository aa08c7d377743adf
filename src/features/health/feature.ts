import type { FeatureManifest } from '@/lib/featureManifest'

/** Health and metrics answers for whoever runs the site; nothing in Payload. */
export const manifest = {} satisfies FeatureManifest
