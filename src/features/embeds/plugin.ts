import type { FeaturePlugin } from '@/lib/featureManifest'
import { withPageBlocks } from '@/lib/payload/withPageBlocks'

import { IframeEmbedBlock, VideoEmbedBlock } from './blocks'

/**
 * Videos (YouTube, Vimeo) and other sites' pages embedded in a page, each behind a local preview
 * until the visitor consents to that service (contracts/consentEvents.ts is the contract with the
 * consent feature). Preview pictures come from the provider's oEmbed endpoint when the owner saves.
 */
export const plugin: FeaturePlugin = () => withPageBlocks([VideoEmbedBlock, IframeEmbedBlock])
