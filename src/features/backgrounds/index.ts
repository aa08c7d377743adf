import type { Plugin } from 'payload'

import { pageBlocksOf, withPageBlocks } from '@/lib/payload/withPageBlocks'

import { backgroundVideoBlock, parallaxBlock } from './sectionBlocks'

/** Blocks a section does not hold: whole-page stages and sliders of their own. */
const NOT_NESTED = new Set(['hero', 'imageSlider', 'elasticSlider'])

/**
 * „Parallax-Abschnitt“ and „Hintergrundvideo-Abschnitt“: sections over a moving picture or a
 * video that hold the page's other blocks, so this plugin comes after the block features
 * (docs/sliders-and-sections.md).
 */
export const backgroundsFeature: Plugin = (config) => {
  const nested = pageBlocksOf(config).filter((block) => !NOT_NESTED.has(block.slug))
  return withPageBlocks([parallaxBlock(nested), backgroundVideoBlock(nested)])(config)
}
