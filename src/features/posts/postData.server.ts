import type { Payload, Where } from 'payload'

import { COLLECTIONS } from '@/contracts/slugs'
import type { Media, Post, PostCategory, PostTag } from '@/payload-types'

import { POSTS_PER_PAGE, type PostListTarget } from './postPaths'

export type PostTerm = { name: string; slug: string }

export type PostView = {
  post: Post
  picture: Media | null
  categories: PostTerm[]
  tags: PostTerm[]
}

export type PostListView = {
  views: PostView[]
  page: number
  totalPages: number
  /** The category or tag the list is of, when it is one. */
  term: (PostTerm & { by: 'category' | 'tag' }) | null
}

const termsOf = (values: Post['categories'] | Post['tags']): PostTerm[] =>
  (values ?? []).flatMap((value) =>
    typeof value === 'object' && value?.slug ? [{ name: value.name, slug: value.slug }] : [],
  )

export const postViewOf = (post: Post): PostView => ({
  post,
  picture: typeof post.image === 'object' ? (post.image ?? null) : null,
  categories: termsOf(post.categories),
  tags: termsOf(post.tags),
})

const published: Where = { _status: { equals: 'published' } }

/** One page of the published posts, newest first, of all or of one category or tag; null when that category, tag or page does not exist. */
export async function listPosts(
  payload: Payload,
  target: Omit<PostListTarget, 'kind'>,
): Promise<PostListView | null> {
  let term: PostListView['term'] = null
  let where = published
  if (target.filter) {
    const { by, slug } = target.filter
    const { docs } = await payload.find({
      collection: by === 'category' ? COLLECTIONS.postCategories : COLLECTIONS.postTags,
      where: { slug: { equals: slug } },
      depth: 0,
      limit: 1,
      pagination: false,
    })
    const found = docs[0] as PostCategory | PostTag | undefined
    if (!found) return null
    term = { by, name: found.name, slug: found.slug }
    where = {
      and: [published, { [by === 'category' ? 'categories' : 'tags']: { in: [found.id] } }],
    }
  }
  const result = await payload.find({
    collection: COLLECTIONS.posts,
    where,
    sort: ['-publishedAt', '-id'],
    depth: 1,
    limit: POSTS_PER_PAGE,
    page: target.page,
  })
  if (target.page > 1 && target.page > result.totalPages) return null
  return {
    views: result.docs.map(postViewOf),
    page: target.page,
    totalPages: Math.max(1, result.totalPages),
    term,
  }
}

/** The published post at the address, or its latest draft in preview. */
export async function postBySlug(
  payload: Payload,
  slug: string,
  draft: boolean,
): Promise<PostView | null> {
  const { docs } = await payload.find({
    collection: COLLECTIONS.posts,
    where: draft ? { slug: { equals: slug } } : { and: [published, { slug: { equals: slug } }] },
    draft,
    depth: 2,
    limit: 1,
    pagination: false,
    overrideAccess: draft,
  })
  return docs[0] ? postViewOf(docs[0]) : null
}

/** The newest published posts, for the feed. */
export async function latestPosts(payload: Payload, limit: number): Promise<PostView[]> {
  const { docs } = await payload.find({
    collection: COLLECTIONS.posts,
    where: published,
    sort: ['-publishedAt', '-id'],
    depth: 1,
    limit,
    pagination: false,
  })
  return docs.map(postViewOf)
}

/** Every published post's address and last change, for the sitemap. */
export async function listPostPaths(payload: Payload) {
  const { docs } = await payload.find({
    collection: COLLECTIONS.posts,
    where: published,
    select: { path: true, updatedAt: true },
    depth: 0,
    pagination: false,
  })
  return docs.flatMap((doc) => (doc.path ? [{ path: doc.path, updatedAt: doc.updatedAt }] : []))
}
