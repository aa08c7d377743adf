import type { Plugin } from 'payload'

import { withPageBlocks } from '@/lib/payload/withPageBlocks'

import { ConsentLog, ConsentSettings } from './config'
import { AnalyticsOptOutBlockConfig } from './optOutConfig'

/** Consent banner settings, the consent log and the analytics opt-out block. */
export const consentFeature: Plugin = (config) =>
  withPageBlocks([AnalyticsOptOutBlockConfig])({
    ...config,
    collections: [...(config.collections ?? []), ConsentLog],
    globals: [...(config.globals ?? []), ConsentSettings],
  })
