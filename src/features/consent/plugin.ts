import type { FeaturePlugin } from '@/lib/featureManifest'
import { withConsentSiteSettings } from './settings'
import type { TaskConfig } from 'payload'

import { withFeature } from '@/lib/payload/withFeature'

import { withPageBlocks } from '@/lib/payload/withPageBlocks'

import { ConsentLog } from './collections/consentLog'
import { ConsentSettings } from './collections/consentSettings'
import { purgeExpiredConsent } from './consentLog.server'
import { AnalyticsOptOutBlock } from './blocks'

/** Daily: consent log entries past the retention period (admin → Cookie-Einwilligung). */
const purgeConsentLog: TaskConfig = {
  slug: 'purgeConsentLog',
  label: 'Alte Einwilligungen löschen',
  schedule: [{ cron: '0 47 3 * * *', queue: 'default' }],
  outputSchema: [{ name: 'deleted', type: 'number' }],
  handler: async ({ req }) => {
    const deleted = await purgeExpiredConsent(req.payload)
    if (deleted > 0) req.payload.logger.info(`Deleted ${deleted} expired consent log entries`)
    return { output: { deleted } }
  },
}

/** Consent banner settings, the consent log, the opt-out block and consent-gated embeds. */
export const plugin: FeaturePlugin = () => (original) => {
  const config = withConsentSiteSettings(original)
  return withPageBlocks([AnalyticsOptOutBlock])(
    withFeature(config, {
      collections: [ConsentLog],
      globals: [ConsentSettings],
      tasks: [purgeConsentLog],
    }),
  )
}
