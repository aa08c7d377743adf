import type { FeaturePlugin } from '@/lib/featureManifest'

import { withPageBlocks } from '@/lib/payload/withPageBlocks'

import { OpeningHoursBlock } from './blocks'
import { withOpeningHoursSettings } from './settings'

export const plugin: FeaturePlugin = () => (config) =>
  withPageBlocks([OpeningHoursBlock])(withOpeningHoursSettings(config))
