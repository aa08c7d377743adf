import type { FeaturePlugin } from '@/lib/featureManifest'
import type { Payload } from 'payload'

import { withFeature } from '@/lib/payload/withFeature'

import { onExpiry } from '@/lib/revalidate'
import { provideService } from '@/contracts/processServices'

import { SiteSettings } from './collections/siteSettings'

/** The further names as the front server reads them (contracts/processServices.ts). */
async function publishAliases(payload: Payload) {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  provideService(
    'siteAliases',
    (settings.siteAliases ?? []).map((alias) => alias.host),
  )
}

export const plugin: FeaturePlugin = () => (config) => ({
  ...withFeature(config, { globals: [SiteSettings] }),
  onInit: async (payload) => {
    await config.onInit?.(payload)
    // Before the first migration (a new database) there is nothing to read yet.
    await publishAliases(payload).catch(() =>
      payload.logger.info('Site aliases not read yet; read again after the next settings change'),
    )
    // Saved here or on another instance (every change of the settings expires all pages).
    onExpiry((path) => {
      if (path === '*') void publishAliases(payload).catch(() => undefined)
    })
  },
})
