import type { FeaturePlugin } from '@/lib/featureManifest'

/**
 * „Übersicht“: the admin's start screen shows the business (new requests, mail that did not go
 * out, consent decisions, recent changes) and a first-run checklist, above the collection cards.
 * It reads other features' collections by slug only, through the Local API.
 */
export const plugin: FeaturePlugin = () => (config) => ({
  ...config,
  admin: {
    ...config.admin,
    components: {
      ...config.admin?.components,
      beforeDashboard: [
        '@/features/dashboard/Overview#Overview',
        ...(config.admin?.components?.beforeDashboard ?? []),
      ],
    },
  },
})
