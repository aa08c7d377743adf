import type { CollectionConfig, Endpoint } from 'payload'

/**
 * The collection with `endpoints` added to its own: a plugin that set `endpoints` outright
 * dropped the ones the collection file declared (the contact requests lost their reply endpoint).
 */
export const withEndpoints = (
  collection: CollectionConfig,
  ...endpoints: Endpoint[]
): CollectionConfig => ({
  ...collection,
  endpoints: [...(collection.endpoints || []), ...endpoints],
})
