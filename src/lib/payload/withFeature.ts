import type { CollectionConfig, Config, GlobalConfig, TaskConfig } from 'payload'

/** An admin page of a feature: its component (`path#Export`) at `/admin<path>`. */
type AdminView = { Component: string; path: `/${string}` }

/**
 * What a feature adds to Payload's configuration, said once: its collections, globals, queued
 * tasks, admin pages and the links to them above the side menu. `withFeature` merges it after
 * what the features before it added, so no feature spreads Payload's nested config by hand (eight
 * did, and two repeated the same merge of an admin view and its link).
 */
export type FeatureParts = {
  collections?: CollectionConfig[]
  globals?: GlobalConfig[]
  tasks?: TaskConfig[]
  /** By a name unique in the admin, as Payload's `admin.components.views`. */
  adminViews?: Record<string, AdminView>
  /** Components (`path#Export`) shown above the side menu's groups. */
  navLinks?: string[]
}

export function withFeature(config: Config, parts: FeatureParts): Config {
  const { collections = [], globals = [], tasks = [], adminViews, navLinks = [] } = parts
  const components = config.admin?.components
  return {
    ...config,
    collections: [...(config.collections ?? []), ...collections],
    globals: [...(config.globals ?? []), ...globals],
    jobs: { ...config.jobs, tasks: [...(config.jobs?.tasks ?? []), ...tasks] },
    ...(adminViews || navLinks.length > 0
      ? {
          admin: {
            ...config.admin,
            components: {
              ...components,
              views: { ...components?.views, ...adminViews },
              beforeNavLinks: [...(components?.beforeNavLinks ?? []), ...navLinks],
            },
          },
        }
      : {}),
  }
}
