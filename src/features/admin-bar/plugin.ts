import type { Plugin } from 'payload'

/** Registers the admin provider that marks an editor's browser for the site's admin bar. */
export const adminBarFeature: Plugin = (config) => ({
  ...config,
  admin: {
    ...config.admin,
    components: {
      ...config.admin?.components,
      providers: [
        ...(config.admin?.components?.providers ?? []),
        '@/features/admin-bar/EditorMarker.client#EditorMarker',
      ],
    },
  },
})
