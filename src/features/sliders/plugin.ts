import type { FeaturePlugin } from '@/lib/featureManifest'
import { movingPicture, withPageBlocks } from '@/lib/payload/withPageBlocks'

import { ElasticSliderBlock, ImageSliderBlock } from './blocks'

/** „Bilder-Slider“ and „Elastic-Slider“ with the `slider` island (docs/sliders-and-sections.md). */
export const plugin: FeaturePlugin = () =>
  withPageBlocks([movingPicture(ImageSliderBlock), movingPicture(ElasticSliderBlock)])
