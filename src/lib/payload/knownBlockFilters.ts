import {
  APIError,
  type Block,
  type CollectionBeforeOperationHook,
  type Field,
  type Plugin,
  type SanitizedConfig,
  type Where,
} from 'payload'

/**
 * A filter on a block's type (`where[layout.blockType][equals]=x`) names a block slug; the
 * database adapter looks the slug up and fails with a TypeError, a 500 for anyone, when no block
 * has it (issue 56). An unknown slug is a 400 here, before the query is built.
 */

function blockSlugsOf(fields: Field[], config: SanitizedConfig, into: Set<string>) {
  for (const field of fields) {
    if (field.type === 'blocks') {
      for (const block of field.blockReferences ?? field.blocks) {
        const resolved: Block | undefined =
          typeof block === 'string' ? config.blocks?.find((entry) => entry.slug === block) : block
        if (!resolved) continue
        into.add(resolved.slug)
        blockSlugsOf(resolved.fields, config, into)
      }
      continue
    }
    if ('fields' in field && Array.isArray(field.fields)) blockSlugsOf(field.fields, config, into)
    if (field.type === 'tabs') for (const tab of field.tabs) blockSlugsOf(tab.fields, config, into)
  }
}

const known = new WeakMap<SanitizedConfig, Set<string>>()
function knownBlocks(config: SanitizedConfig): Set<string> {
  let slugs = known.get(config)
  if (!slugs) {
    slugs = new Set((config.blocks ?? []).map((block) => block.slug))
    for (const collection of config.collections) blockSlugsOf(collection.fields, config, slugs)
    for (const global of config.globals) blockSlugsOf(global.fields, config, slugs)
    known.set(config, slugs)
  }
  return slugs
}

/** The block slugs a where clause filters on. */
function filteredBlockTypes(where: unknown, found: unknown[] = []): unknown[] {
  if (!where || typeof where !== 'object') return found
  for (const [key, condition] of Object.entries(where as Record<string, unknown>)) {
    if ((key === 'and' || key === 'or') && Array.isArray(condition)) {
      for (const part of condition) filteredBlockTypes(part, found)
      continue
    }
    if (!/(?:^|\.)blockType$/.test(key) || !condition || typeof condition !== 'object') continue
    for (const value of Object.values(condition as Record<string, unknown>))
      found.push(...(Array.isArray(value) ? value : [value]))
  }
  return found
}

const refuseUnknownBlockFilter: CollectionBeforeOperationHook = ({ args, req }) => {
  const where = (args as { where?: Where }).where
  if (!where) return args
  const slugs = knownBlocks(req.payload.config)
  const unknown = filteredBlockTypes(where).find(
    (value) => typeof value !== 'string' || !slugs.has(value),
  )
  if (unknown !== undefined)
    throw new APIError(`There is no block type ${JSON.stringify(unknown)} to filter on.`, 400)
  return args
}

export const knownBlockFilters: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => ({
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [refuseUnknownBlockFilter, ...(collection.hooks?.beforeOperation ?? [])],
    },
  })),
})
