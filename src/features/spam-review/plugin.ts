import type { FeaturePlugin } from '@/lib/featureManifest'
import type { TaskConfig } from 'payload'

import { withFeature } from '@/lib/payload/withFeature'

import { SpamSuspects } from './collection'
import { purgeOldSuspects } from './purge.server'

const tasks: TaskConfig[] = [
  {
    slug: 'purgeSpamSuspects',
    label: 'Alten Spam-Verdacht löschen',
    schedule: [{ cron: '0 27 3 * * *', queue: 'default' }],
    outputSchema: [{ name: 'deleted', type: 'number' }],
    handler: async ({ req }) => ({ output: { deleted: await purgeOldSuspects(req.payload) } }),
  },
]

/**
 * „Spam-Verdacht“: the list of held submissions of every form of the site, their release and
 * their deletion after 30 days. What a release does is offered by the receiving features
 * (contracts/spamReview.ts).
 */
export const plugin: FeaturePlugin = () => (config) =>
  withFeature(config, { collections: [SpamSuspects], tasks })

export { releaseSuspect } from './releaseEndpoint.server'
export { purgeOldSuspects } from './purge.server'
