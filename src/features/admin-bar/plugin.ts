import type { FeaturePlugin } from '@/lib/featureManifest'

/** Registers the admin provider that marks an editor's browser for the site's admin bar. */
export const plugin: FeaturePlugin = () => (config) => ({
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
