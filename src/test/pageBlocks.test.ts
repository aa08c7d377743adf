import type { Block, Field, SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { isNestable } from '@/lib/payload/withPageBlocks'
import { parseEnv } from '@/lib/env'

const nestedBlocksOf = (fields: Field[]): Block[] =>
  fields.flatMap((field) =>
    field.type === 'blocks'
      ? (field.blocks as Block[])
      : 'fields' in field && Array.isArray(field.fields)
        ? nestedBlocksOf(field.fields)
        : [],
  )

async function layoutBlocks(): Promise<Block[]> {
  const { createConfig } = await import('@/payload.config')
  const config: SanitizedConfig = await createConfig(
    parseEnv({ ...process.env, NODE_ENV: 'test', DATABASE_URL: 'file:/tmp/salon-config-only.db' }),
  )
  const pages = config.collections.find((collection) => collection.slug === 'pages')!
  const find = (fields: Field[]): Block[] | undefined => {
    for (const field of fields) {
      if (field.type === 'blocks' && field.name === 'layout') return field.blocks as Block[]
      const inner =
        field.type === 'tabs'
          ? field.tabs.flatMap((tab) => tab.fields)
          : 'fields' in field && Array.isArray(field.fields)
            ? field.fields
            : []
      const found = find(inner)
      if (found) return found
    }
    return undefined
  }
  return find(pages.fields)!
}

const isContainer = (block: Block) => nestedBlocksOf(block.fields).length > 0

/** A message for each nestable block that comes after a container, which therefore lacks it. */
function lateBlocks(layout: Block[]): string[] {
  const late: string[] = []
  layout.forEach((block, at) => {
    if (!isNestable(block) || isContainer(block)) return
    for (const container of layout.slice(0, at).filter(isContainer))
      late.push(
        `Block '${block.slug}' is added after the container '${container.slug}', which cannot hold it: name its feature above the container features (backgrounds, page-effects) in src/features/catalogue.ts.`,
      )
  })
  return late
}

// Containers (sections, the sidebar layout) take the blocks offered when their plugin runs
// (lib/payload/withPageBlocks.ts). A block feature placed after one in payload.config.ts would
// silently be missing from it; this says which plugin to move.
describe('the blocks of the page builder', () => {
  it('offers every nestable block inside every container', { timeout: 60_000 }, async () => {
    const layout = await layoutBlocks()
    expect(layout.filter(isContainer).map((block) => block.slug)).toEqual(
      expect.arrayContaining(['parallax', 'backgroundVideo', 'sidebarLayout']),
    )
    expect(lateBlocks(layout)).toEqual([])
    // And nothing that fills a page by itself inside a container.
    for (const container of layout.filter(isContainer))
      for (const nested of nestedBlocksOf(container.fields))
        expect(isNestable(nested), `${nested.slug} in ${container.slug}`).toBe(true)
  })

  it('names a block feature placed after a container', () => {
    const plain = (slug: string): Block => ({ slug, fields: [{ name: 'text', type: 'text' }] })
    const section: Block = {
      slug: 'section',
      fields: [{ name: 'content', type: 'blocks', blocks: [plain('a')] }],
    }
    expect(lateBlocks([plain('a'), section, plain('b')])).toEqual([
      expect.stringContaining("Block 'b' is added after the container 'section'"),
    ])
  })

  it(
    'shows a picture of what it makes for every block in the chooser, nested ones too',
    {
      timeout: 60_000,
    },
    async () => {
      const layout = await layoutBlocks()
      const all = [...layout, ...layout.flatMap((block) => nestedBlocksOf(block.fields))]
      expect(all.length).toBeGreaterThan(20)
      const missing = all.filter((block) => !block.imageURL?.startsWith('data:image/svg+xml,'))
      expect(missing.map((block) => block.slug)).toEqual([])
      for (const block of all) expect(block.imageAltText, block.slug).toMatch(/^[A-ZÄÖÜ]/)
    },
  )
})
