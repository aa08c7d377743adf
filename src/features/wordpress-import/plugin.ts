import type { FeaturePlugin } from '@/lib/featureManifest'

import { withFeature } from '@/lib/payload/withFeature'

import { ImportRuns } from './admin/importRuns'

/** „Umzug von WordPress“: the admin's page, and the runs it starts (docs/wordpress-import.md). */
export const plugin: FeaturePlugin = () => (config) =>
  withFeature(config, {
    collections: [ImportRuns],
    adminViews: {
      wordpressImport: {
        Component: '@/features/wordpress-import/admin/ImportView#ImportView',
        path: '/umzug',
      },
    },
    navLinks: ['@/features/wordpress-import/admin/ImportNavLink#ImportNavLink'],
  })
