import type { FeaturePlugin } from '@/lib/featureManifest'
import type { Block, CollectionConfig } from 'payload'

import { withFeature } from '@/lib/payload/withFeature'
import { nestablePageBlocksOf } from '@/lib/payload/withPageBlocks'

import { PostCategories, PostTags } from './collections/postTerms'
import { Posts } from './collections/posts'

/**
 * A block that names its table for pages (`pages_cform`, `slider`: the long generated
 * names passed PostgreSQL's 63 characters) gets a table of its own for posts: sharing it, a post showed the
 * contact form of the page with its id.
 */
function ownTable(block: Block): Block {
  if (block.dbName === undefined) return block
  if (typeof block.dbName !== 'string')
    throw new Error(`posts: block ${block.slug} names its table in a way this plugin cannot follow`)
  return { ...block, dbName: `posts_${block.dbName.replace(/^pages_/, '')}` }
}

/**
 * „Aktuelles“: posts with their categories and tags. A post's content is made of the blocks a
 * page section may hold, so the catalogue applies this plugin after every block feature.
 */
export const plugin: FeaturePlugin =
  ({ serverUrl }) =>
  (config) => {
    const posts: CollectionConfig = Posts(serverUrl)
    const layout = posts.fields.find((field) => 'name' in field && field.name === 'layout')
    if (layout?.type === 'blocks') layout.blocks = nestablePageBlocksOf(config).map(ownTable)
    return withFeature(config, { collections: [posts, PostCategories, PostTags] })
  }
