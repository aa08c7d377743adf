import type { FeaturePlugin } from '@/lib/featureManifest'

import { withPageBlocks } from '@/lib/payload/withPageBlocks'

import { GalleryBlock } from './admin/galleryBlock'
import { withLightboxSettings } from './settings'

/**
 * The lightbox for every picture, video and page link of a page (the `lightbox` island, its
 * settings in „Gestaltung“) and the gallery block that fills it (docs/lightbox.md).
 */
export const plugin: FeaturePlugin = () => (config) =>
  withPageBlocks([GalleryBlock])(withLightboxSettings(config))
