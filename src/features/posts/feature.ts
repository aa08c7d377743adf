import type { FeatureManifest } from '@/lib/featureManifest'

/** „Aktuelles“: posts, their categories and tags, the lists, the feed. */
export const manifest = {
  plugin: true,
  collections: {
    posts: 'posts',
    postCategories: 'post-categories',
    postTags: 'post-tags',
  },
} satisfies FeatureManifest
