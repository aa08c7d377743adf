import type { FeaturePlugin } from '@/lib/featureManifest'

import { withFeature } from '@/lib/payload/withFeature'

import { provideService } from '@/contracts/processServices'
import { onExpiry } from '@/lib/revalidate'

import { Pages } from './collections/pages'
import { createPagePaths } from './pagePaths.server'
import { purgeTrashedPages } from './purgeTrash'
import { Redirects } from './collections/redirects'

export { Pages } from './collections/pages'

let pagePaths: ReturnType<typeof createPagePaths> | undefined

export const plugin: FeaturePlugin =
  ({ serverUrl }) =>
  (config) => ({
    ...withFeature(config, {
      collections: [
        Pages(serverUrl, () => pagePaths?.changed()),
        Redirects(() => pagePaths?.changed()),
      ],
      tasks: [purgeTrashedPages],
    }),
    onInit: async (payload) => {
      await config.onInit?.(payload)
      pagePaths = createPagePaths(payload)
      provideService('pageLookup', pagePaths.lookup)
      provideService('movedTo', pagePaths.movedTo)
      // A page another instance published is read again at once, not after the refresh time.
      onExpiry(() => pagePaths?.changed())
    },
  })
