import type { Plugin } from 'payload'

import { withPageBlocks } from '@/lib/payload/withPageBlocks'

import { ConsentLog, ConsentSettings } from './config'
import { IframeEmbedBlock, VideoEmbedBlock } from './embedConfig'
import { AnalyticsOptOutBlockConfig } from './optOutConfig'

/** Consent banner settings, the consent log, the opt-out block and consent-gated embeds. */
export const consentFeature: Plugin = (config) =>
  withPageBlocks([AnalyticsOptOutBlockConfig, VideoEmbedBlock, IframeEmbedBlock])({
    ...config,
    collections: [...(config.collections ?? []), ConsentLog],
    globals: [...(config.globals ?? []), ConsentSettings],
  })
