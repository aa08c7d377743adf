import type { FeaturePlugin } from '@/lib/featureManifest'

import {
  isMovingPicture,
  movingPicture,
  nestablePageBlocksOf,
  withPageBlocks,
} from '@/lib/payload/withPageBlocks'

import { backgroundVideoBlock, parallaxBlock } from './blocks'

/**
 * „Parallax-Abschnitt“ and „Hintergrundvideo-Abschnitt“: sections over a moving picture or a
 * video that hold the page's other blocks, so this plugin comes after the block features
 * (docs/sliders-and-sections.md).
 */
export const plugin: FeaturePlugin = () => (config) => {
  // Not a hero, and no moving picture inside a moving picture (sliders, other sections).
  const nested = nestablePageBlocksOf(config).filter((block) => !isMovingPicture(block))
  return withPageBlocks([
    movingPicture(parallaxBlock(nested)),
    movingPicture(backgroundVideoBlock(nested)),
  ])(config)
}
