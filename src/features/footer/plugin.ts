import type { FeaturePlugin } from '@/lib/featureManifest'

import { withFeature } from '@/lib/payload/withFeature'

import { Footer } from './collections/footer'

export const plugin: FeaturePlugin = () => (config) => withFeature(config, { globals: [Footer] })
