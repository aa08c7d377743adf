import type { Plugin } from 'payload'

/**
 * „Übersicht“: the admin's start screen shows the business (new requests, mail that did not go
 * out, consent decisions, recent changes) and a first-run checklist, above the collection cards.
 * It reads other features' collections by slug only, through the Local API.
 */
export const dashboardFeature: Plugin = (config) => ({
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
