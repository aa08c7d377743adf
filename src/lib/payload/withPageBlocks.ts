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

/**
 * Marks a block that fills a page by itself (a hero, a slider, full-height sections, the sidebar
 * layout): containers never nest it. Everything else a container may hold.
 */
export const notNestable = (block: Block): Block => ({
  ...block,
  custom: { ...block.custom, nestable: false },
})
export const isNestable = (block: Block) => block.custom?.nestable !== false

/** Marks a block that shows moving pictures of its own (sliders, parallax, background video). */
export const movingPicture = (block: Block): Block => ({
  ...block,
  custom: { ...block.custom, movingPicture: true },
})
export const isMovingPicture = (block: Block) => block.custom?.movingPicture === true

/**
 * The blocks a container (a section, the sidebar layout) holds: every nestable block the Pages
 * layout offers so far. A container's plugin therefore comes after the plain block features;
 * src/test/pageBlocks.test.ts fails, naming the plugin to move, when one does not.
 */
export function nestablePageBlocksOf(config: Config): Block[] {
  const pages = config.collections?.find((collection) => collection.slug === 'pages')
  const layout = pages && findLayout(pages.fields)
  if (!layout) throw new Error('nestablePageBlocksOf: add the pages feature before block features')
  return layout.blocks.filter(isNestable)
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
