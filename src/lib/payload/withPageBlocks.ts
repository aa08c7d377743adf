import type { Block, BlocksField, Config, Field } from 'payload'

const isLayoutField = (field: Field): field is BlocksField =>
  field.type === 'blocks' && 'name' in field && field.name === 'layout'

/**
 * A feature's plugin adds its page-builder blocks to the `layout` of the Pages collection, so a
 * new block type is one plugin line in payload.config.ts and one entry in blocks/registry.
 */
export const withPageBlocks =
  (blocks: Block[]): ((config: Config) => Config) =>
  (config: Config): Config => {
    const pages = config.collections?.find((collection) => collection.slug === 'pages')
    const layout = pages && findLayout(pages.fields)
    if (!layout) throw new Error('withPageBlocks: add the pages feature before block features')
    layout.blocks.push(...blocks)
    return config
  }

/** The blocks the Pages layout offers so far (for containers that nest the other blocks). */
export function pageBlocksOf(config: Config): Block[] {
  const pages = config.collections?.find((collection) => collection.slug === 'pages')
  const layout = pages && findLayout(pages.fields)
  if (!layout) throw new Error('pageBlocksOf: add the pages feature before block features')
  return layout.blocks
}

function findLayout(fields: Field[]): BlocksField | undefined {
  for (const field of fields) {
    if (isLayoutField(field)) return field
    if ('fields' in field && Array.isArray(field.fields)) {
      const found = findLayout(field.fields)
      if (found) return found
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const found = findLayout(tab.fields)
        if (found) return found
      }
    }
  }
  return undefined
}
