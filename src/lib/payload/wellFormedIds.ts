import { type CollectionBeforeOperationHook, NotFound, type Plugin } from 'payload'

/**
 * Every collection's ids are integers on both databases. Payload turns `/api/pages/abc` into a
 * query with NaN, which the database refuses with a 500; an id that cannot exist is a 404.
 */
const refuseMalformedId: CollectionBeforeOperationHook = ({ args }) => {
  const id = (args as { id?: unknown }).id
  if (id === undefined || id === null) return args
  const wellFormed =
    typeof id === 'number' ? Number.isSafeInteger(id) && id > 0 : /^[1-9]\d{0,14}$/.test(String(id))
  if (!wellFormed) throw new NotFound()
  return args
}

export const wellFormedIds: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => ({
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [refuseMalformedId, ...(collection.hooks?.beforeOperation ?? [])],
    },
  })),
})
