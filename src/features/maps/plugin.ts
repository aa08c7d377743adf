import type { FeaturePlugin } from '@/lib/featureManifest'

import { withFeature } from '@/lib/payload/withFeature'

import { withPageBlocks } from '@/lib/payload/withPageBlocks'

import { MapBlock } from './blocks'
import { GeocodeCache } from './geocodeCache'

/** The "Karte" block and the geocoding cache behind it (issue 15). */
export const plugin: FeaturePlugin = () => (config) =>
  withPageBlocks([MapBlock])(withFeature(config, { collections: [GeocodeCache] }))
