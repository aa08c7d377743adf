import type { Payload } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'

import type { PostTerm } from './postData.server'

/** The categories that hold at least one published post, by name: the list's filter. */
export async function postCategories(payload: Payload): Promise<PostTerm[]> {
  const [categories, posts] = await Promise.all([
    payload.find({
      collection: COLLECTIONS.postCategories,
      sort: 'name',
      depth: 0,
      pagination: false,
    }),
    payload.find({
      collection: COLLECTIONS.posts,
      where: { _status: { equals: 'published' } },
      select: { categories: true },
      depth: 0,
      pagination: false,
    }),
  ])
  const used = new Set(posts.docs.flatMap((post) => (post.categories ?? []).map(String)))
  return categories.docs
    .filter((category) => used.has(String(category.id)))
    .map((category) => ({ name: category.name, slug: category.slug }))
}
